import { findTextOf, waitingSince } from '@smm/feeds';
import type { EngageItem } from '@smm/model';
import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The inbox list's tools (decisions 0056, 0057): what the reader's search looks in and since when
 * a customer waits, projected on each item (and worked out for the items stored before); the
 * organisation's response-time target; each person's "mark read on open".
 */
export const inboxListTools: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      ALTER TABLE engage_items
        ADD COLUMN find_text text NOT NULL DEFAULT '',
        ADD COLUMN waiting_at timestamptz;
      CREATE INDEX engage_items_waiting_idx ON engage_items (org_id, waiting_at)
        WHERE listed AND waiting_at IS NOT NULL;
      ALTER TABLE organisations ADD COLUMN response_target_minutes integer
        CHECK (response_target_minutes BETWEEN 1 AND 43200);
      ALTER TABLE users ADD COLUMN mark_read_on_open text NOT NULL DEFAULT 'immediately'
        CHECK (mark_read_on_open IN ('immediately', 'after2s', 'never'));
    `.execute(db);
    await backfillListTools(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      ALTER TABLE users DROP COLUMN mark_read_on_open;
      ALTER TABLE organisations DROP COLUMN response_target_minutes;
      DROP INDEX engage_items_waiting_idx;
      ALTER TABLE engage_items DROP COLUMN waiting_at, DROP COLUMN find_text;
    `.execute(db);
  },
};

/**
 * Works out what the search looks in and since when a customer waits for every stored item
 * (in pages of 500, by id), as the projection does for items written from now on.
 */
export async function backfillListTools(db: Kysely<unknown>): Promise<void> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await sql<{ id: string; item: EngageItem }>`
      SELECT id, item FROM engage_items WHERE id > ${after}::uuid ORDER BY id LIMIT 500
    `.execute(db);
    const last = rows.at(-1);
    if (last === undefined) break;
    for (const row of rows) {
      const since = waitingSince(row.item);
      await sql`
        UPDATE engage_items SET find_text = ${findTextOf(row.item)},
          waiting_at = ${since}::timestamptz
        WHERE id = ${row.id}::uuid
      `.execute(db);
    }
    after = last.id;
  }
}
