import { ListenAlert, ListenAlertInput, ListenSpike, ListenSpikeRequest, Uuid } from '@smm/model';
import * as t from 'io-ts';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { route, type AnyRoute } from '../../http/route.js';
import { QUEUES, type Jobs } from '../../jobs/jobs.js';
import { requireListen } from './listen-alerts.access.js';
import {
  createAlert,
  deleteAlert,
  listAlerts,
  readAlert,
  updateAlert,
} from './listen-alerts.store.js';

/** Listen alerts' base path (decision 0090). */
export const LISTEN_ALERTS = '/api/listen/alerts';
const TAG = 'listen alerts';
const ById = t.type({ id: Uuid });

/** Runs a handler once the caller's package is known to have Listen (else 403). */
const gated =
  <R>(handle: (db: Db, caller: Caller) => Promise<R>) =>
  async ({ db, caller }: { db: Db; caller: Caller }) => {
    await requireListen(db, caller);
    return handle(db, caller);
  };

/**
 * Listen alerts (decision 0090): a listening query's volume watched against a threshold, its
 * recipients notified (notification centre and e-mail) once each time it crosses it. Everyone of
 * an organisation with Listen manages them. And the sandbox listening corpus' spikes, for demos
 * and tests: bursts of public posts that make a query's volume rise.
 */
export function listenAlertRoutes(jobs: Jobs | null = null): AnyRoute[] {
  /** Checks the alerts now rather than at the next minute. */
  const checkSoon = async () => {
    await jobs?.nudge(QUEUES.listenAlerts);
  };
  return [
    route({
      method: 'GET',
      path: LISTEN_ALERTS,
      tag: TAG,
      summary: "The organisation's listen alerts, oldest first, with where each stands",
      access: 'user',
      response: t.array(ListenAlert),
      handle: gated(listAlerts),
    }),
    route({
      method: 'POST',
      path: LISTEN_ALERTS,
      tag: TAG,
      summary:
        "Adds a listen alert: a listening query's mentions in the last hour or day above a number, or a percentage above the usual, notify its recipients (at most 50 per organisation)",
      access: 'user',
      body: ListenAlertInput,
      response: ListenAlert,
      status: 201,
      handle: async ({ db, caller, body }) => {
        const alert = await gated((d, c) => createAlert(d, c, body))({ db, caller });
        await checkSoon();
        return alert;
      },
    }),
    route({
      method: 'GET',
      path: `${LISTEN_ALERTS}/{id}`,
      tag: TAG,
      summary: 'One listen alert',
      access: 'user',
      params: ById,
      response: ListenAlert,
      handle: ({ db, caller, params }) =>
        gated((d, c) => readAlert(d, c, params.id))({ db, caller }),
    }),
    route({
      method: 'PUT',
      path: `${LISTEN_ALERTS}/{id}`,
      tag: TAG,
      summary:
        'Changes a listen alert (a changed rule starts again from below its threshold), or switches it on or off',
      access: 'user',
      params: ById,
      body: ListenAlertInput,
      response: ListenAlert,
      handle: async ({ db, caller, params, body }) => {
        const alert = await gated((d, c) => updateAlert(d, c, params.id, body))({ db, caller });
        await checkSoon();
        return alert;
      },
    }),
    route({
      method: 'DELETE',
      path: `${LISTEN_ALERTS}/{id}`,
      tag: TAG,
      summary: 'Deletes a listen alert',
      access: 'user',
      params: ById,
      response: null,
      handle: ({ db, caller, params }) =>
        gated((d, c) => deleteAlert(d, c, params.id))({ db, caller }),
    }),
    route({
      method: 'POST',
      path: '/api/sandbox/listening/spikes',
      tag: TAG,
      summary:
        'Adds a burst of public posts to the sandbox listening corpus (count posts saying a text over the last minutes), so a query’s volume rises',
      access: 'admin',
      body: ListenSpikeRequest,
      response: ListenSpike,
      status: 201,
      handle: async ({ db, caller, body }) => {
        await requireListen(db, caller);
        const until = new Date();
        const since = new Date(until.getTime() - (body.minutes ?? 30) * 60_000);
        const row = await db
          .insertInto('sandboxListeningSpikes')
          .values({
            orgId: caller.orgId,
            text: body.text.trim(),
            count: body.count,
            network: body.network ?? 'twitter',
            language: body.language ?? 'en',
            since,
            until,
          })
          .returning(['id', 'text', 'count', 'network', 'since'])
          .executeTakeFirstOrThrow();
        await checkSoon();
        return { ...row, since: row.since.toISOString() };
      },
    }),
    route({
      method: 'DELETE',
      path: '/api/sandbox/listening/spikes',
      tag: TAG,
      summary: 'Takes the spikes the organisation added out of the sandbox listening corpus',
      access: 'admin',
      response: null,
      handle: async ({ db, caller }) => {
        await requireListen(db, caller);
        await db.deleteFrom('sandboxListeningSpikes').where('orgId', '=', caller.orgId).execute();
        await checkSoon();
      },
    }),
  ];
}
