import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Own replies (decision 0055): whether an item is one of our own replies (`isOwnReply` of
 * `@smm/feeds`: a comment, reply or direct message written by the channel itself), stored with
 * the other search columns so that a search leaves them out unless it asks for them. Items
 * stored before it are worked out from their JSON the same way.
 */
export const ownReplies: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      ALTER TABLE engage_items ADD COLUMN own_reply boolean NOT NULL DEFAULT false;
      UPDATE engage_items SET own_reply = true
        WHERE (item->'sender'->>'isOwn') = 'true'
          AND (item->'engage'->>'type') IN ('comment', 'reply', 'message');
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`ALTER TABLE engage_items DROP COLUMN own_reply`.execute(db);
  },
};
