import {
  auditChanges,
  isLabelColor,
  Label,
  LabelJob,
  LabelMerge,
  LabelUpdate,
  LabelUsage,
  labelNameProblem,
  TEXT_LIMITS,
} from '@smm/model';
import * as t from 'io-ts';
import { lockRows } from '../../db/locks.js';
import { transact } from '../../db/transact.js';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors.js';
import { IdParam } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import { QUEUES, type Jobs } from '../../jobs/jobs.js';
import { actorOf, recordAudit } from '../audit/audit.js';
import { checkNotReceiving, labelJobOf, labelUsage, startLabelJob } from './labels.store.js';

const TAG = 'labels';

/** A label row as the management routes lock it. */
interface LockedLabel {
  readonly id: string;
  readonly orgId: string;
  readonly name: string;
  readonly color: string;
  readonly removing: boolean;
}

/** How many finished jobs `GET /labels/jobs` still lists, newest first, after the unfinished. */
const RECENT_JOBS = 5;

/**
 * Label management (platform §2 "label management"; docs/decisions/0044), next to the spec's
 * `/labels/settings`: the labels with how many items carry each, renaming and recolouring,
 * deleting and merging — both taken off the items by a label job whose progress is read at
 * `/labels/jobs/{id}`. Administrators only; creating stays `POST /api/engage/labels`.
 */
export function labelManagementRoutes(jobs: Jobs | null): AnyRoute[] {
  /** Locks labels of the caller's organisation in id order; 404 for any other or removed. */
  const lockLabels = async (trx: Parameters<typeof lockRows>[0], orgId: string, ids: string[]) => {
    const rows = await lockRows<LockedLabel>(trx, 'labels', ids, [
      'org_id',
      'name',
      'color',
      'removing',
    ]);
    return ids.map((id) => {
      const row = rows.find((label) => label.id === id);
      if (!row || row.orgId !== orgId || row.removing) throw notFound(`Label ${id}`);
      return row;
    });
  };
  return [
    route({
      method: 'GET',
      path: '/labels',
      tag: TAG,
      summary: "The organisation's labels by name, with how many items carry each",
      access: 'admin',
      response: t.array(LabelUsage),
      handle: ({ db, caller }) => labelUsage(db, caller.orgId),
    }),
    route({
      method: 'PATCH',
      path: '/labels/{id}',
      tag: TAG,
      summary:
        'Renames a label and/or changes its colour (#rrggbb); names stay unique, ignoring case',
      access: 'admin',
      params: IdParam,
      body: LabelUpdate,
      response: Label,
      handle: async ({ db, caller, params, body, address }) => {
        const name = body.name?.trim();
        if (name !== undefined && labelNameProblem(name, []) !== undefined) {
          throw new HttpError(
            422,
            `name: write 1 to ${TEXT_LIMITS.label} characters.`,
            'label.name',
          );
        }
        if (body.color !== undefined && !isLabelColor(body.color)) {
          throw new HttpError(422, `color: expected #rrggbb, got ${body.color}.`, 'label.color');
        }
        return transact(db, async (trx) => {
          const [label] = await lockLabels(trx, caller.orgId, [params.id]);
          if (!label) throw notFound(`Label ${params.id}`);
          if (name !== undefined && name.toLowerCase() !== label.name.toLowerCase()) {
            const taken = await trx
              .selectFrom('labels')
              .select('id')
              .where('orgId', '=', caller.orgId)
              .where('removing', '=', false)
              .where('id', '<>', label.id)
              .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
              .executeTakeFirst();
            if (taken) throw conflict(`A label named ${name} exists already.`);
          }
          const after = { name: name ?? label.name, color: body.color ?? label.color };
          const changes = auditChanges({ name: label.name, color: label.color }, after);
          if (changes === null) return { id: label.id, ...after };
          const saved = await trx
            .updateTable('labels')
            .set(after)
            .where('id', '=', label.id)
            .returning(['id', 'name', 'color'])
            .executeTakeFirstOrThrow();
          await recordAudit(trx, actorOf(caller, address), {
            action: 'label.renamed',
            target: { type: 'label', id: label.id, name: saved.name },
            ...changes,
          });
          return saved;
        });
      },
    }),
    route({
      method: 'DELETE',
      path: '/labels/{id}',
      tag: TAG,
      summary:
        'Deletes a label: it leaves the lists at once, and a job takes it off its items (follow it at /labels/jobs/{id})',
      access: 'admin',
      params: IdParam,
      response: LabelJob,
      status: 202,
      handle: async ({ db, caller, params, address }) => {
        const job = await transact(db, async (trx) => {
          const [label] = await lockLabels(trx, caller.orgId, [params.id]);
          if (!label) throw notFound(`Label ${params.id}`);
          await checkNotReceiving(trx, caller.orgId, label.id, label.name);
          const started = await startLabelJob(trx, jobs, {
            orgId: caller.orgId,
            userId: caller.userId,
            kind: 'delete',
            label,
          });
          await recordAudit(trx, actorOf(caller, address), {
            action: 'label.deleted',
            target: { type: 'label', id: label.id, name: label.name },
            before: { name: label.name, color: label.color, items: started.total },
          });
          return started;
        });
        jobs?.wake(QUEUES.labelJobs);
        return job;
      },
    }),
    route({
      method: 'POST',
      path: '/labels/{id}/merge',
      tag: TAG,
      summary:
        'Merges a label into another (`into`, the one kept): its items carry the kept label once, and the label goes (a job: /labels/jobs/{id})',
      access: 'admin',
      params: IdParam,
      body: LabelMerge,
      response: LabelJob,
      status: 202,
      handle: async ({ db, caller, params, body, address }) => {
        if (body.into === params.id) throw badRequest('into: choose another label to keep.');
        const job = await transact(db, async (trx) => {
          const [source, target] = await lockLabels(trx, caller.orgId, [params.id, body.into]);
          if (!source || !target) throw notFound(`Label ${params.id}`);
          await checkNotReceiving(trx, caller.orgId, source.id, source.name);
          const started = await startLabelJob(trx, jobs, {
            orgId: caller.orgId,
            userId: caller.userId,
            kind: 'merge',
            label: source,
            target,
          });
          await recordAudit(trx, actorOf(caller, address), {
            action: 'label.merged',
            target: { type: 'label', id: source.id, name: source.name },
            before: { name: source.name, items: started.total },
            after: { mergedInto: target.name },
          });
          return started;
        });
        jobs?.wake(QUEUES.labelJobs);
        return job;
      },
    }),
    route({
      method: 'GET',
      path: '/labels/jobs',
      tag: TAG,
      summary: "The organisation's unfinished label jobs, then the last finished ones",
      access: 'admin',
      response: t.array(LabelJob),
      handle: async ({ db, caller }) => {
        const unfinished = await db
          .selectFrom('labelJobs')
          .selectAll()
          .where('orgId', '=', caller.orgId)
          .where('state', '<>', 'done')
          .orderBy('createdAt', 'desc')
          .execute();
        const finished = await db
          .selectFrom('labelJobs')
          .selectAll()
          .where('orgId', '=', caller.orgId)
          .where('state', '=', 'done')
          .orderBy('createdAt', 'desc')
          .limit(RECENT_JOBS)
          .execute();
        return [...unfinished, ...finished].map(labelJobOf);
      },
    }),
    route({
      method: 'GET',
      path: '/labels/jobs/{id}',
      tag: TAG,
      summary: 'A label job: how many items it has taken the label off, of how many',
      access: 'admin',
      params: IdParam,
      response: LabelJob,
      handle: async ({ db, caller, params }) => {
        const row = await db
          .selectFrom('labelJobs')
          .selectAll()
          .where('id', '=', params.id)
          .where('orgId', '=', caller.orgId)
          .executeTakeFirst();
        if (!row) throw notFound(`Label job ${params.id}`);
        return labelJobOf(row);
      },
    }),
  ];
}
