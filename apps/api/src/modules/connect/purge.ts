import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { JobHandler } from '../../jobs/jobs.js';

/** How long a channel marked for deletion keeps its items and settings (docs/decisions/0039). */
export const DELETION_GRACE_DAYS = 30;

/**
 * Deletes the channels marked for deletion more than {@link DELETION_GRACE_DAYS} days ago, with
 * everything that is theirs (items, roles, team links, audits: the foreign keys cascade). Until
 * then, connecting such a channel again brings it all back. Deleting twice deletes nothing more.
 */
export async function purgeChannels(db: Db, now = new Date()): Promise<string[]> {
  const rows = await db
    .deleteFrom('channels')
    .where('markedForDeletionAt', 'is not', null)
    .where(
      'markedForDeletionAt',
      '<',
      sql<Date>`${now}::timestamptz - make_interval(days => ${DELETION_GRACE_DAYS})`,
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The daily job that purges channels past their grace period. */
export function purgeWorker(db: Db): JobHandler {
  return async () => {
    await purgeChannels(db);
  };
}
