import type { LabelJob, LabelJobKind, LabelJobState, LabelUsage } from '@smm/model';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LabelJobsTable } from '../../db/schema.js';
import type { Selectable } from 'kysely';
import { conflict } from '../../http/errors.js';
import { QUEUES, type Jobs } from '../../jobs/jobs.js';

/** Whether an item's labels (the projection column) hold a label. */
export const carries = (labelId: string) => sql<boolean>`labels @> ARRAY[${labelId}]::text[]`;

/**
 * The organisation's labels (not those being removed), by name, each with how many items carry
 * it — counted through the labels index, one label at a time.
 */
export async function labelUsage(db: Db, orgId: string): Promise<LabelUsage[]> {
  const { rows } = await sql<LabelUsage>`
    SELECT l.id, l.name, l.color,
      (SELECT count(*)::int FROM engage_items i
       WHERE i.labels @> ARRAY[l.id::text] AND i.org_id = l.org_id) AS items
    FROM labels l
    WHERE l.org_id = ${orgId} AND NOT l.removing
    ORDER BY lower(l.name), l.id
  `.execute(db);
  return rows;
}

/** How many items of the organisation carry a label. */
export async function itemsCarrying(db: Db, orgId: string, labelId: string): Promise<number> {
  const { count } = await db
    .selectFrom('engageItems')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('orgId', '=', orgId)
    .where(carries(labelId))
    .executeTakeFirstOrThrow();
  return count;
}

/** A stored label job as the API answers it. */
export function labelJobOf(row: Selectable<LabelJobsTable>): LabelJob {
  return {
    id: row.id,
    kind: row.kind as LabelJobKind,
    labelId: row.labelId,
    labelName: row.labelName,
    targetId: row.targetId,
    targetName: row.targetName,
    state: row.state as LabelJobState,
    total: row.total,
    processed: row.processed,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Refuses (409) to delete or merge a label that an unfinished merge is still moving items to:
 * the merge would put it back on items after its own job passed them. Call it holding the
 * label's row lock, which every job's start takes too.
 */
export async function checkNotReceiving(trx: Db, orgId: string, labelId: string, name: string) {
  const receiving = await trx
    .selectFrom('labelJobs')
    .select('labelName')
    .where('orgId', '=', orgId)
    .where('targetId', '=', labelId)
    .where('state', '<>', 'done')
    .executeTakeFirst();
  if (receiving) {
    throw conflict(
      `${name} is still receiving the items of ${receiving.labelName}; try again once that merge is done.`,
    );
  }
}

/**
 * Marks a label removing and stores the job that takes it off its items (and, for a merge, puts
 * `target` on them), queued in the same transaction (`trx`): the job exists exactly when the
 * label is marked. Call {@link Jobs.wake} once committed.
 */
export async function startLabelJob(
  trx: Db,
  jobs: Jobs | null,
  job: {
    readonly orgId: string;
    readonly userId: string;
    readonly kind: LabelJobKind;
    readonly label: { readonly id: string; readonly name: string };
    readonly target?: { readonly id: string; readonly name: string };
  },
): Promise<LabelJob> {
  const total = await itemsCarrying(trx, job.orgId, job.label.id);
  await trx.updateTable('labels').set({ removing: true }).where('id', '=', job.label.id).execute();
  const row = await trx
    .insertInto('labelJobs')
    .values({
      orgId: job.orgId,
      userId: job.userId,
      kind: job.kind,
      labelId: job.label.id,
      labelName: job.label.name,
      targetId: job.target?.id ?? null,
      targetName: job.target?.name ?? null,
      total,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await jobs?.sendWithin(trx, QUEUES.labelJobs, { jobId: row.id });
  return labelJobOf(row);
}

/** Queues again every label job that has not finished (after a restart); returns how many. */
export async function resumeLabelJobs(db: Db, jobs: Jobs): Promise<number> {
  const unfinished = await db
    .selectFrom('labelJobs')
    .select('id')
    .where('state', '<>', 'done')
    .orderBy('createdAt')
    .execute();
  for (const { id } of unfinished) await jobs.send(QUEUES.labelJobs, { jobId: id });
  return unfinished.length;
}
