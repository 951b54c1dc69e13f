import { sql, type Kysely, type Migration } from 'kysely';

/** URL tracking per channel, and the audit of what happened to each channel's connection. */
export const channelSettings: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      ALTER TABLE channels ADD COLUMN campaign_tracking_enabled boolean NOT NULL DEFAULT false;
      CREATE TABLE channel_audits (
        id bigserial PRIMARY KEY,
        channel_id text NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
        event text NOT NULL,
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        detail text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX channel_audits_channel_idx ON channel_audits (channel_id, created_at DESC);
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      DROP TABLE channel_audits;
      ALTER TABLE channels DROP COLUMN campaign_tracking_enabled;
    `.execute(db);
  },
};
