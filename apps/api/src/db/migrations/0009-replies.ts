import { sql, type Kysely, type Migration } from 'kysely';

/**
 * What the sandbox networks received from the product (comments, replies, messages, reposts),
 * keyed by the network id they gave it and by the sender's idempotency key.
 */
export const replies: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE sandbox_sent (
        network_item_id text PRIMARY KEY,
        channel_id text NOT NULL,
        idempotency_key text NOT NULL UNIQUE,
        kind text NOT NULL,
        target_network_item_id text NOT NULL,
        text text NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now(),
        edited_at timestamptz
      );
      CREATE INDEX sandbox_sent_window_idx ON sandbox_sent (channel_id, sent_at);
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE sandbox_sent`.execute(db);
  },
};
