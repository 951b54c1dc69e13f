import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The sandbox Facebook's handover protocol (decision 0061): the conversations whose thread
 * control a channel took from the other app that held it. Which conversations another app holds
 * is the sandbox's own rule; a row here means the product holds it now. And what the sandbox
 * networks received with a reply: its files (decision 0060).
 */
export const sandboxHandoverAndMedia: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE sandbox_thread_control (
        channel_id text NOT NULL,
        network_item_id text NOT NULL,
        taken_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (channel_id, network_item_id)
      );
      ALTER TABLE sandbox_sent ADD COLUMN media jsonb NOT NULL DEFAULT '[]';
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      ALTER TABLE sandbox_sent DROP COLUMN media;
      DROP TABLE sandbox_thread_control;
    `.execute(db);
  },
};
