import { applyItemAction, type Moderator } from '@smm/engage-rules';
import type { EngageItem } from '@smm/model';
import type { Db } from '../../db/database.js';
import { lockRows } from '../../db/locks.js';
import { transact } from '../../db/transact.js';
import type { JobHandler } from '../../jobs/jobs.js';
import { type EngageEvent, publish, recordEvents } from '../engage/engage.events.js';
import { lockItems, writeItems } from '../engage/items.store.js';
import { carries } from './labels.store.js';

/** How many items one transaction takes the label off; each chunk commits with its count. */
export const LABEL_CHUNK = 200;

/** A label job as a chunk reads it under its lock. */
interface JobRow {
  readonly id: string;
  readonly orgId: string;
  readonly userId: string;
  readonly kind: 'delete' | 'merge';
  readonly labelId: string;
  readonly targetId: string | null;
  readonly state: string;
}

/**
 * Works the next chunk of a label job in one transaction: locks the job (so two deliveries of it
 * never work at once), then the next items still carrying the label, by id (the global lock
 * order: label_jobs before engage_items), takes the label off each — for a merge puts the kept
 * label on it unless it has it — records each change as an item event, and adds the chunk to the
 * job's `processed`. An item is changed and counted in the same commit, and a later chunk finds
 * only items still carrying the label, so each item is done exactly once however often the job
 * is started again. Returns the events to publish, or null when no item carries the label.
 */
async function workChunk(db: Db, jobId: string): Promise<EngageEvent[] | null> {
  return transact(db, async (trx) => {
    const [job] = await lockRows<JobRow>(
      trx,
      'label_jobs',
      [jobId],
      ['org_id', 'user_id', 'kind', 'label_id', 'target_id', 'state'],
    );
    if (!job || job.state === 'done') return null;
    const next = await trx
      .selectFrom('engageItems')
      .select('id')
      .where('orgId', '=', job.orgId)
      .where(carries(job.labelId))
      .orderBy('id')
      .limit(LABEL_CHUNK)
      .execute();
    if (next.length === 0) return null;
    const rows = await lockItems(
      trx,
      next.map((row) => row.id),
    );
    const by: Moderator = { moderatorId: job.userId, moderatorSource: 'bulk' };
    const changes: Parameters<typeof recordEvents>[1][number][] = [];
    const written: { id: string; item: EngageItem }[] = [];
    let processed = 0;
    for (const row of rows.values()) {
      const had = row.item.engage.labels.includes(job.labelId);
      let item = row.item;
      if (had) {
        processed += 1;
        item = applyItemAction(item, { type: 'unlabel', labelId: job.labelId }, by);
        const payload = { labelId: job.labelId, labelJobId: job.id };
        changes.push({ orgId: job.orgId, itemId: row.id, action: 'unlabel', by, payload });
        const target = job.targetId;
        if (target !== null && !item.engage.labels.includes(target)) {
          item = applyItemAction(item, { type: 'label', labelId: target }, by);
          changes.push({
            orgId: job.orgId,
            itemId: row.id,
            action: 'label',
            by,
            payload: { labelId: target, labelJobId: job.id },
          });
        }
      }
      // Written even when the stored item no longer had it: the projection is put right, so
      // the item is not found again.
      written.push({ id: row.id, item });
    }
    await writeItems(trx, written);
    const events = await recordEvents(trx, changes);
    await trx
      .updateTable('labelJobs')
      .set((eb) => ({ processed: eb('processed', '+', processed), state: 'running' }))
      .where('id', '=', job.id)
      .execute();
    return events;
  });
}

/**
 * Ends a job once no item carries its label: deletes the label (locked first: labels come
 * before label_jobs in the lock order) and marks the job done. Answers false when items still
 * carry it (labelled since the last chunk looked), so the worker goes on.
 */
async function finish(db: Db, jobId: string): Promise<boolean> {
  return transact(db, async (trx) => {
    const found = await trx
      .selectFrom('labelJobs')
      .select(['labelId', 'orgId'])
      .where('id', '=', jobId)
      .executeTakeFirst();
    if (!found) return true;
    await lockRows(trx, 'labels', [found.labelId]);
    const [job] = await lockRows<{ id: string; state: string }>(
      trx,
      'label_jobs',
      [jobId],
      ['state'],
    );
    if (!job || job.state === 'done') return true;
    const left = await trx
      .selectFrom('engageItems')
      .select('id')
      .where('orgId', '=', found.orgId)
      .where(carries(found.labelId))
      .limit(1)
      .executeTakeFirst();
    if (left) return false;
    await trx.deleteFrom('labels').where('id', '=', found.labelId).execute();
    await trx
      .updateTable('labelJobs')
      .set((eb) => ({
        state: 'done',
        finishedAt: new Date(),
        total: eb.fn('greatest', [eb.ref('total'), eb.ref('processed')]),
      }))
      .where('id', '=', jobId)
      .execute();
    return true;
  });
}

/**
 * The label job worker (docs/decisions/0044): takes a deleted or merged label off every item of
 * the organisation that carries it, chunk by chunk, then deletes the label. Delivered twice,
 * retried or resumed after a crash, it finds only the items still carrying the label.
 */
export function labelWorker(db: Db): JobHandler {
  return async (data) => {
    const jobId = String(data['jobId']);
    do {
      let events: EngageEvent[] | null;
      while ((events = await workChunk(db, jobId)) !== null) publish(events);
    } while (!(await finish(db, jobId)));
  };
}
