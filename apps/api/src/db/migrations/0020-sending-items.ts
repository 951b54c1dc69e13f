import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Answers still being sent, found at once after a restart (`resumeSending`) however large the
 * inbox: a partial index of the items whose delivery is `MESSAGE_SENDING`.
 */
export const sendingItems: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE INDEX engage_items_sending_idx ON engage_items (created_at)
        WHERE (item->'meta'->>'delivery') = 'MESSAGE_SENDING'
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP INDEX engage_items_sending_idx`.execute(db);
  },
};
