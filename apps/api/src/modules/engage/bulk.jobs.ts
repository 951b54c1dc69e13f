import { bulkRefusalOf, type ItemAction, NETWORK_ACTIONS } from '@smm/engage-rules';
import { type EngageItem, formatId, Uuid } from '@smm/model';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { lockRows } from '../../db/locks.js';
import { transact } from '../../db/transact.js';
import { loadCaller } from '../../http/caller.js';
import { HttpError } from '../../http/errors.js';
import type { JobHandler } from '../../jobs/jobs.js';
import type { NetworkGateway } from '../../networks/gateway.js';
import { type EngageEvent, publish, recordEvent } from './engage.events.js';
import { engageViewer, type EngageViewer } from './engage.viewer.js';
import {
  type ActionContext,
  networkEffect,
  performAction,
  type RefusalCheck,
} from './item.action.js';
import { lockItems, writeItem } from './items.store.js';
import { notify } from '../notifications/notify.js';

/** How many items one transaction works: each chunk commits with the items it marked done. */
export const BULK_CHUNK = 100;

const bulkRefusal: RefusalCheck = (action, item, viewer) =>
  bulkRefusalOf(action, item, viewer.viewer);

/** What became of one item of a job. */
interface Outcome {
  readonly position: number;
  readonly status: 'done' | 'refused' | 'failed';
  readonly errorCode: string | null;
  readonly message: string | null;
}

/** A job as its chunks work it. */
interface Work {
  readonly id: string;
  readonly orgId: string;
  readonly actions: readonly ItemAction[];
}

/** A pending item of a job: its position and the id it was given as. */
interface Entry {
  readonly position: number;
  readonly itemId: string;
}

/** The ids of entries that are item ids (others are reported not found). */
const itemIdsOf = (entries: readonly Entry[]) =>
  entries.map((entry) => formatId(entry.itemId)).filter((id) => Uuid.is(id));

/**
 * The networks' part of a chunk (decision 0030: no network call under a row lock), before its
 * transaction: each item's network actions (hide, like, delete) as it was last read. Answers
 * the outcome of each item the network refused or failed, by position; those are not changed.
 * A chunk worked again repeats them, which the networks' idempotent moderation allows.
 */
async function networkEffects(
  db: Db,
  context: ActionContext,
  job: Work,
  pending: readonly Entry[],
): Promise<Map<number, Outcome>> {
  const failed = new Map<number, Outcome>();
  const networked = job.actions.filter((action) => NETWORK_ACTIONS.has(action.type));
  const ids = itemIdsOf(pending);
  if (networked.length === 0 || ids.length === 0) return failed;
  const rows = await db
    .selectFrom('engageItems')
    .select(['id', 'channelId', 'networkItemId', 'item'])
    .where('id', 'in', ids)
    .where('orgId', '=', job.orgId)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const entry of pending) {
    const row = byId.get(formatId(entry.itemId));
    if (!row || !context.viewer.channels.has(row.channelId)) continue;
    try {
      for (const action of networked) {
        await networkEffect(context, row, row.item as EngageItem, action);
      }
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      failed.set(entry.position, outcomeOf(entry, error));
    }
  }
  return failed;
}

/** A refusal (422) or failure of an item as the job reports it. */
const outcomeOf = (entry: Entry, error: HttpError): Outcome => ({
  position: entry.position,
  status: error.status === 422 ? 'refused' : 'failed',
  errorCode: error.errorCode ?? 'UNKNOWN',
  message: error.message,
});

/**
 * Works the next chunk of a job's pending items: first their network actions
 * ({@link networkEffects}), then one transaction that locks the entries still pending (another
 * worker's commit leaves them pending no longer) and their items, in the global lock order
 * (entries by position, then items by id), does the actions to each item and marks each entry
 * done, refused or failed — the item changes and the marks commit together, so no item is done
 * twice. A deadlock or serialisation failure works the transaction again ({@link transact}).
 * Returns how many items it took up (0: nothing pending).
 */
async function workChunk(db: Db, context: ActionContext, job: Work): Promise<number> {
  const next = await db
    .selectFrom('bulkJobItems')
    .select(['position', 'itemId'])
    .where('jobId', '=', job.id)
    .where('status', '=', 'pending')
    .orderBy('position')
    .limit(BULK_CHUNK)
    .execute();
  if (next.length === 0) return 0;
  const failed = await networkEffects(db, context, job, next);
  const events = await transact(db, async (trx) => {
    const pending = await trx
      .selectFrom('bulkJobItems')
      .select(['position', 'itemId'])
      .where('jobId', '=', job.id)
      .where(
        'position',
        'in',
        next.map((entry) => entry.position),
      )
      .where('status', '=', 'pending')
      .orderBy('position')
      .forUpdate()
      .execute();
    if (pending.length === 0) return [];
    const rows = await lockItems(trx, itemIdsOf(pending));
    const outcomes: Outcome[] = [];
    const events: EngageEvent[] = [];
    const several = job.actions.length > 1;
    for (const entry of pending) {
      const row = rows.get(formatId(entry.itemId));
      if (!row || row.orgId !== job.orgId || !context.viewer.channels.has(row.channelId)) {
        outcomes.push({
          position: entry.position,
          status: 'failed',
          errorCode: 'NOT_FOUND',
          message: `Item ${entry.itemId} not found`,
        });
        continue;
      }
      const refused = failed.get(entry.position);
      if (refused) {
        outcomes.push(refused);
        continue;
      }
      let item = row.item;
      const done: EngageEvent[] = [];
      // A job of several actions (labels) does all of them to an item or none.
      if (several) await sql`SAVEPOINT bulk_item`.execute(trx);
      try {
        for (const action of job.actions) {
          const result = await performAction(trx, context, row, item, action, { jobId: job.id });
          item = result.item;
          done.push(result.event);
        }
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        if (several) await sql`ROLLBACK TO SAVEPOINT bulk_item`.execute(trx);
        outcomes.push(outcomeOf(entry, error));
        continue;
      }
      await writeItem(trx, row.id, item);
      events.push(...done);
      outcomes.push({ position: entry.position, status: 'done', errorCode: null, message: null });
    }
    const values = sql.join(
      outcomes.map(
        (o) => sql`(${o.position}::int, ${o.status}, ${o.errorCode}::text, ${o.message}::text)`,
      ),
    );
    await sql`
      UPDATE bulk_job_items AS entry
      SET status = outcome.status, error_code = outcome.code, message = outcome.message,
          done_at = now()
      FROM (VALUES ${values}) AS outcome (position, status, code, message)
      WHERE entry.job_id = ${job.id}::uuid AND entry.position = outcome.position
    `.execute(trx);
    return events;
  });
  publish(events);
  return next.length;
}

/**
 * The bulk job worker: works a job's pending items chunk by chunk as the user who started it
 * (their visibility and roles as they are now), then marks the job done and records a `bulk`
 * event with its counts. Delivered twice or resumed after a crash, it finds only the items
 * still pending; a job whose user is gone fails its remaining items.
 */
export function bulkWorker(db: Db, gateway: NetworkGateway): JobHandler {
  return async (data) => {
    const jobId = String(data['jobId']);
    const job = await db
      .selectFrom('bulkJobs')
      .select(['id', 'orgId', 'userId', 'actions', 'state'])
      .where('id', '=', jobId)
      .executeTakeFirst();
    if (!job || job.state === 'done') return;
    await db
      .updateTable('bulkJobs')
      .set({ state: 'running' })
      .where('id', '=', jobId)
      .where('state', '=', 'queued')
      .execute();
    const caller = await loadCaller(db, { userId: job.userId }, null, []);
    if (caller === null) {
      await db
        .updateTable('bulkJobItems')
        .set({
          status: 'failed',
          errorCode: 'UNAUTHORIZED',
          message: 'The user who started the job no longer exists.',
          doneAt: new Date(),
        })
        .where('jobId', '=', jobId)
        .where('status', '=', 'pending')
        .execute();
    } else {
      const viewer: EngageViewer = await engageViewer(db, caller);
      const context: ActionContext = {
        gateway,
        viewer,
        by: { moderatorId: caller.userId, moderatorSource: 'bulk' },
        refusal: bulkRefusal,
      };
      const work = { id: job.id, orgId: job.orgId, actions: job.actions as ItemAction[] };
      while ((await workChunk(db, context, work)) > 0) {
        // next chunk
      }
    }
    await finish(db, jobId, job.orgId, job.userId);
  };
}

/** Marks a job done once nothing is pending (another worker may still hold a chunk). */
async function finish(db: Db, jobId: string, orgId: string, userId: string): Promise<void> {
  const events = await transact(db, async (trx) => {
    const [locked] = await lockRows<{ id: string; state: string; kind: string }>(
      trx,
      'bulk_jobs',
      [jobId],
      ['state', 'kind'],
    );
    if (!locked || locked.state === 'done') return [];
    const counts = await trx
      .selectFrom('bulkJobItems')
      .select(['status', sql<number>`count(*)::int`.as('count')])
      .where('jobId', '=', jobId)
      .groupBy('status')
      .execute();
    const count = (status: string) => counts.find((row) => row.status === status)?.count ?? 0;
    if (count('pending') > 0) return [];
    await trx
      .updateTable('bulkJobs')
      .set({ state: 'done', finishedAt: new Date() })
      .where('id', '=', jobId)
      .execute();
    const unsuccessful = count('refused') + count('failed');
    if (unsuccessful > 0) {
      const total = count('done') + unsuccessful;
      await notify(trx, [userId], {
        type: 'bulkFailed',
        params: { action: locked.kind, failed: unsuccessful, total },
        product: 'ENGAGE',
        relevance: 'ME',
        message: `${unsuccessful} of ${total} items could not be changed (${locked.kind}); the others were`,
        data: { jobId, kind: locked.kind, failed: unsuccessful, total },
      });
    }
    return [
      await recordEvent(trx, {
        orgId,
        itemId: null,
        action: 'bulk',
        by: { moderatorId: userId, moderatorSource: 'bulk' },
        payload: {
          jobId,
          kind: locked.kind,
          succeeded: count('done'),
          refused: count('refused'),
          failed: count('failed'),
        },
      }),
    ];
  });
  publish(events);
}
