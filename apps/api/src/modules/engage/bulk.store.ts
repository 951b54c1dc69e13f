import { bulkEstimate, type ItemAction } from '@smm/engage-rules';
import {
  type BulkJob,
  type BulkJobAccepted,
  type BulkJobProblem,
  type BulkJobState,
  type BulkEstimate,
  type FeedFilters,
  formatId,
  Uuid,
} from '@smm/model';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { transact } from '../../db/transact.js';
import { notFound } from '../../http/errors.js';
import { QUEUES, type Jobs } from '../../jobs/jobs.js';
import type { EngageViewer } from './engage.viewer.js';
import { matchingItems } from './items.store.js';

/** A bulk job to start: what to do, as whom, and to which items. */
export interface NewBulkJob {
  readonly viewer: EngageViewer;
  /** What the caller asked for, as the job is listed: `read`, `assign`, `labels`, … */
  readonly kind: string;
  readonly actions: readonly ItemAction[];
  readonly note?: string | undefined;
}

/** Items given by id: duplicates (with or without dashes) count once, in the order given. */
function distinctIds(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const id of ids) {
    const key = formatId(id.toLowerCase());
    if (!seen.has(key)) {
      seen.add(key);
      out.push(key);
    }
  }
  return out;
}

/**
 * Stores a bulk job over the given items (or over every item of `select`, the filters of a feed
 * the viewer sees) and queues it; answers with its id, size and the spec's estimate. `unknown`
 * ids — items outside the call's scope — are reported as failed from the start.
 */
export async function startBulkJob(
  db: Db,
  jobs: Jobs | null,
  job: NewBulkJob,
  items:
    | { readonly ids: readonly string[]; readonly outOfScope?: ReadonlySet<string> }
    | { readonly select: FeedFilters },
): Promise<BulkJobAccepted> {
  const id = await transact(db, async (trx) => {
    const created = await trx
      .insertInto('bulkJobs')
      .values({
        orgId: job.viewer.caller.orgId,
        userId: job.viewer.caller.userId,
        kind: job.kind,
        actions: JSON.stringify(job.actions),
        note: job.note ?? null,
        total: 0,
        estimate: 'underAMinute',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if ('ids' in items) {
      const ids = distinctIds(items.ids);
      await sql`
        INSERT INTO bulk_job_items (job_id, position, item_id)
        SELECT ${created.id}::uuid, position, item_id
        FROM unnest(${ids}::text[]) WITH ORDINALITY AS given (item_id, position)
      `.execute(trx);
      const outside = ids.filter((itemId) => items.outOfScope?.has(itemId) === true);
      if (outside.length > 0) {
        await trx
          .updateTable('bulkJobItems')
          .set({ status: 'failed', errorCode: 'NOT_FOUND', doneAt: new Date() })
          .set((eb) => ({ message: sql<string>`'Item ' || ${eb.ref('itemId')} || ' not found'` }))
          .where('jobId', '=', created.id)
          .where('itemId', 'in', outside)
          .execute();
      }
    } else {
      const matching = matchingItems(trx, job.viewer, items.select).select([
        sql<string>`id::text`.as('itemId'),
        sql<number>`row_number() OVER (ORDER BY latest_at DESC, id DESC)`.as('position'),
      ]);
      await trx
        .insertInto('bulkJobItems')
        .columns(['itemId', 'position', 'jobId'])
        .expression(
          trx
            .selectFrom(matching.as('matching'))
            .select(['itemId', 'position', sql<string>`${created.id}::uuid`.as('jobId')]),
        )
        .execute();
    }
    const { total } = await trx
      .selectFrom('bulkJobItems')
      .select(sql<number>`count(*)::int`.as('total'))
      .where('jobId', '=', created.id)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('bulkJobs')
      .set({ total, estimate: bulkEstimate(total) })
      .where('id', '=', created.id)
      .execute();
    return created.id;
  });
  await jobs?.send(QUEUES.bulkActions, { jobId: id });
  const { total, estimate } = await db
    .selectFrom('bulkJobs')
    .select(['total', 'estimate'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { jobId: id, total, estimate: estimate as BulkEstimate };
}

/** Queues again every bulk job that has not finished (after a restart); returns how many. */
export async function resumeBulkJobs(db: Db, jobs: Jobs): Promise<number> {
  const unfinished = await db
    .selectFrom('bulkJobs')
    .select('id')
    .where('state', '<>', 'done')
    .orderBy('createdAt')
    .execute();
  for (const { id } of unfinished) await jobs.send(QUEUES.bulkActions, { jobId: id });
  return unfinished.length;
}

/**
 * A bulk job of the caller's organisation with its counts and a page of the items it left as
 * they were; 404 for another organisation's job.
 */
export async function bulkJobFor(
  db: Db,
  orgId: string,
  id: string,
  page: { readonly offset: number; readonly limit: number },
): Promise<BulkJob> {
  const job = Uuid.is(id)
    ? await db
        .selectFrom('bulkJobs')
        .selectAll()
        .where('id', '=', id)
        .where('orgId', '=', orgId)
        .executeTakeFirst()
    : undefined;
  if (!job) throw notFound(`Bulk job ${id}`);
  const counts = await db
    .selectFrom('bulkJobItems')
    .select(['status', sql<number>`count(*)::int`.as('count')])
    .where('jobId', '=', id)
    .groupBy('status')
    .execute();
  const count = (status: string) => counts.find((row) => row.status === status)?.count ?? 0;
  const problems = await db
    .selectFrom('bulkJobItems')
    .select(['itemId', 'status', 'errorCode', 'message'])
    .where('jobId', '=', id)
    .where('status', 'in', ['refused', 'failed'])
    .orderBy('position')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const succeeded = count('done');
  const refused = count('refused');
  const failed = count('failed');
  return {
    id: job.id,
    action: job.kind,
    state: job.state as BulkJobState,
    estimate: job.estimate as BulkEstimate,
    total: job.total,
    processed: succeeded + refused + failed,
    succeeded,
    refused,
    failed,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    problems: problems.map((row): BulkJobProblem => ({
      itemId: row.itemId,
      status: row.status as BulkJobProblem['status'],
      errorCode: row.errorCode ?? 'UNKNOWN',
      message: row.message ?? 'An error occurred, please try again or contact support.',
    })),
  };
}
