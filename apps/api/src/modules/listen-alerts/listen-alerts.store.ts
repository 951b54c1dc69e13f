import {
  LISTEN_ALERT_LIMITS,
  type ListenAlert,
  type ListenAlertInput,
  type ListenAlertMetric,
  type ListenAlertWindow,
} from '@smm/model';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { loadDirectory, visibleTo } from '../directory/directory.js';
import { thresholdProblem } from './alert.rules.js';

/** A person's name as alerts show it ("Ada Admin"), their e-mail address when they have none. */
const personName = (table: string, column: string) =>
  sql<string>`(SELECT coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) FROM users u WHERE u.id = ${sql.ref(`${table}.${column}`)})`;

/** The alerts of an organisation with their query and the names of their people. */
const selectAlerts = (db: Db, orgId: string) =>
  db
    .selectFrom('listenAlerts as a')
    .innerJoin('listeningQueries as q', 'q.id', 'a.queryId')
    .select([
      'a.id',
      'a.queryId',
      'q.name as queryName',
      'q.active as queryActive',
      'a.metric',
      'a.timeWindow',
      'a.threshold',
      'a.recipientIds',
      'a.active',
      'a.above',
      'a.lastVolume',
      'a.lastCheckedAt',
      'a.lastTriggeredAt',
      'a.createdBy',
      'a.createdAt',
    ])
    .select(personName('a', 'created_by').as('authorName'))
    .select(
      sql<
        { id: string; name: string }[]
      >`(SELECT coalesce(json_agg(json_build_object('id', u.id, 'name', coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email)) ORDER BY lower(u.first_name), lower(u.last_name), u.id), '[]'::json) FROM users u WHERE u.id = ANY(a.recipient_ids) AND u.deleted_at IS NULL)`.as(
        'recipients',
      ),
    )
    .where('a.orgId', '=', orgId);

type AlertRow = Awaited<ReturnType<ReturnType<typeof selectAlerts>['executeTakeFirstOrThrow']>>;

const toAlert = (row: AlertRow): ListenAlert => ({
  id: row.id,
  query: { id: row.queryId, name: row.queryName, active: row.queryActive },
  metric: row.metric as ListenAlertMetric,
  window: row.timeWindow as ListenAlertWindow,
  threshold: row.threshold,
  recipients: row.recipients,
  active: row.active,
  above: row.above,
  lastVolume: row.lastVolume,
  lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
  lastTriggeredAt: row.lastTriggeredAt?.toISOString() ?? null,
  createdBy: { id: row.createdBy ?? '', name: row.authorName ?? '' },
  createdAt: row.createdAt.toISOString(),
});

/** The organisation's alerts, oldest first. */
export async function listAlerts(db: Db, caller: Caller): Promise<ListenAlert[]> {
  const rows = await selectAlerts(db, caller.orgId)
    .orderBy('a.createdAt')
    .orderBy('a.id')
    .execute();
  return rows.map(toAlert);
}

/** One alert of the caller's organisation; else 404. */
export async function readAlert(db: Db, caller: Caller, id: string): Promise<ListenAlert> {
  const row = await selectAlerts(db, caller.orgId).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`Listen alert ${id}`);
  return toAlert(row);
}

/**
 * An alert's input as it is stored, once checked: the threshold within its metric's bounds, the
 * query one of the organisation's, and every recipient a person of the organisation the caller
 * sees (else 400 saying which).
 */
async function stored(db: Db, caller: Caller, input: ListenAlertInput) {
  const problem = thresholdProblem(input.metric, input.threshold);
  if (problem !== null) throw badRequest(problem);
  const query = await db
    .selectFrom('listeningQueries')
    .select('id')
    .where('id', '=', input.queryId)
    .where('orgId', '=', caller.orgId)
    .executeTakeFirst();
  if (!query) throw badRequest("This listening query is not one of your organisation's.");
  const recipientIds = [...new Set(input.recipientIds)];
  const people = new Set(
    visibleTo(await loadDirectory(db, caller.orgId), caller).users.map((user) => user.id),
  );
  const unknown = recipientIds.filter((id) => !people.has(id));
  if (unknown.length > 0) {
    throw badRequest(
      `${unknown.length === 1 ? 'This recipient is' : 'These recipients are'} not among the people of your organisation: ${unknown.slice(0, 3).join(', ')}${unknown.length > 3 ? '…' : ''}.`,
    );
  }
  return {
    queryId: input.queryId,
    metric: input.metric,
    timeWindow: input.window,
    threshold: input.threshold,
    recipientIds,
    active: input.active ?? true,
  };
}

/** Creates an alert (at most {@link LISTEN_ALERT_LIMITS.alerts} per organisation: then 409). */
export async function createAlert(
  db: Db,
  caller: Caller,
  input: ListenAlertInput,
): Promise<ListenAlert> {
  const values = await stored(db, caller, input);
  const id = await db.transaction().execute(async (trx) => {
    // One writer at a time per organisation, so two creations cannot both pass the limit.
    await sql`SELECT pg_advisory_xact_lock(hashtext('listen_alerts'), hashtext(${caller.orgId}))`.execute(
      trx,
    );
    const { count } = await trx
      .selectFrom('listenAlerts')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('orgId', '=', caller.orgId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= LISTEN_ALERT_LIMITS.alerts) {
      throw conflict(
        `Your organisation has ${LISTEN_ALERT_LIMITS.alerts} listen alerts, the most it can have. Delete one to add another.`,
      );
    }
    const row = await trx
      .insertInto('listenAlerts')
      .values({ ...values, orgId: caller.orgId, createdBy: caller.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return readAlert(db, caller, id);
}

/**
 * Changes an alert. A changed rule (query, metric, window or threshold) starts again from "at
 * or below": if the volume is above the new rule at its first check, its recipients hear it once.
 * Changing only the recipients or switching it on or off keeps where it stands.
 */
export async function updateAlert(
  db: Db,
  caller: Caller,
  id: string,
  input: ListenAlertInput,
): Promise<ListenAlert> {
  const values = await stored(db, caller, input);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('listenAlerts')
      .select(['queryId', 'metric', 'timeWindow', 'threshold'])
      .where('id', '=', id)
      .where('orgId', '=', caller.orgId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound(`Listen alert ${id}`);
    const ruleChanged =
      before.queryId !== values.queryId ||
      before.metric !== values.metric ||
      before.timeWindow !== values.timeWindow ||
      before.threshold !== values.threshold;
    await trx
      .updateTable('listenAlerts')
      .set({
        ...values,
        updatedAt: new Date(),
        ...(ruleChanged ? { above: false, lastVolume: null, lastCheckedAt: null } : {}),
      })
      .where('id', '=', id)
      .execute();
  });
  return readAlert(db, caller, id);
}

/** Deletes an alert. */
export async function deleteAlert(db: Db, caller: Caller, id: string): Promise<void> {
  const gone = await db
    .deleteFrom('listenAlerts')
    .where('id', '=', id)
    .where('orgId', '=', caller.orgId)
    .executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) throw notFound(`Listen alert ${id}`);
}
