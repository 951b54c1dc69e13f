import { sql } from 'kysely';
import type { Db } from './database.js';

/**
 * The one order in which a transaction locks rows (decision 0030): tables in this order, and
 * within a table by primary key ascending. A transaction that needs rows of several tables
 * locks those of an earlier table first; the rows of one table it locks all at once, in one
 * statement ({@link lockRows}), before it changes any. Two transactions that follow the order
 * can wait for each other but never in a circle, so PostgreSQL never has to break a deadlock.
 *
 * `bulk_job_items` (no `id`) are locked by job and position, ascending, in one statement.
 * A channel's campaign tracking locks its template (`FOR KEY SHARE`) before the channel's row,
 * and a template's change or deletion locks the template (`FOR UPDATE`) before its deletion
 * sets the channels using it free, so the two never wait in a circle (docs/decisions/0037).
 * Label management locks the labels it changes, then the label job, then the job's items
 * (docs/decisions/0044). Deleting a user locks the user, then their feeds, then the cases and
 * items assigned to them (docs/decisions/0042). Giving a feed alert holds the person and the
 * feed (`FOR KEY SHARE`), then their alert window of it (docs/decisions/0048). Publishing locks
 * a post, then its targets (docs/decisions/0070). A benchmark brand's change locks its
 * organisation (whose channel slots and brands it counts), then the brand (decision 0079).
 * Merging two people of the audience, or undoing it, locks both people at once, then the merge's
 * record (decision 0097).
 */
export const LOCK_ORDER = [
  'organisations',
  'users',
  'benchmark_brands',
  'feeds',
  'labels',
  'label_jobs',
  'automation_rules',
  'webhooks',
  'webhook_deliveries',
  'channel_groups',
  'tracking_templates',
  'channels',
  'bulk_jobs',
  'bulk_job_items',
  'cases',
  'item_notes',
  'publish_posts',
  'publish_targets',
  'engage_items',
  'sandbox_item_state',
  'audience_people',
  'audience_merges',
] as const;

/** The tables whose rows {@link lockRows} locks: those of {@link LOCK_ORDER} keyed by a uuid `id`. */
export type LockedTable =
  | 'organisations'
  | 'users'
  | 'benchmark_brands'
  | 'feeds'
  | 'labels'
  | 'label_jobs'
  | 'automation_rules'
  | 'webhooks'
  | 'webhook_deliveries'
  | 'channel_groups'
  | 'bulk_jobs'
  | 'cases'
  | 'item_notes'
  | 'publish_posts'
  | 'publish_targets'
  | 'engage_items'
  | 'audience_people';

/**
 * Locks the rows of one table with these ids in the order of decision 0030 — by id ascending,
 * in one statement — and answers them (`id` and the `columns` asked for, camelCase), in that
 * order; ids with no row are left out. Call it in a transaction before changing any of the rows.
 *
 * The lock is `FOR NO KEY UPDATE`, the lock PostgreSQL's own `UPDATE` of non-key columns takes:
 * it excludes other writers of the row but not the key-share lock a foreign key takes, so
 * inserting an answer under an item (or an event under its organisation) never waits for — or
 * deadlocks with — someone changing that item.
 *
 * @example
 * const rows = await lockRows<{ id: string; item: EngageItem }>(trx, 'engage_items', [b, a], ['item']);
 * rows.map((row) => row.id); // [a, b] when a < b
 */
export async function lockRows<Row extends { readonly id: string }>(
  trx: Db,
  table: LockedTable,
  ids: readonly (string | null | undefined)[],
  columns: readonly string[] = [],
): Promise<Row[]> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) return [];
  const selected = sql.join(['id', ...columns].map((column) => sql.ref(column)));
  const { rows } = await sql<Row>`
    SELECT ${selected} FROM ${sql.table(table)}
    WHERE id = ANY(${wanted}::uuid[])
    ORDER BY id
    FOR NO KEY UPDATE
  `.execute(trx);
  return rows;
}
