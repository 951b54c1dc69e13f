import { sql, type Kysely, type Migration } from 'kysely';

/**
 * What the channel settings show of a connection: when the channel was first added (the last
 * time is `connected_at`), its followers once indexed, why indexing failed, LinkedIn's subtype
 * (a company page, a showcase page or a person's profile); and which channel a connect flow
 * reconnects.
 */
export const channelConnections: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      ALTER TABLE channels
        ADD COLUMN added_at timestamptz,
        ADD COLUMN follower_count integer,
        ADD COLUMN indexing_error text,
        ADD COLUMN sub_type text;
      UPDATE channels SET added_at = connected_at;
      ALTER TABLE channels
        ALTER COLUMN added_at SET NOT NULL,
        ALTER COLUMN added_at SET DEFAULT now();
      ALTER TABLE authorized_channels ADD COLUMN sub_type text;
      ALTER TABLE oauth_states ADD COLUMN reconnect_channel_id text;
      CREATE INDEX channels_indexing_idx ON channels (connected_at)
        WHERE indexing_status = 'INDEXING STARTED';
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      DROP INDEX channels_indexing_idx;
      ALTER TABLE oauth_states DROP COLUMN reconnect_channel_id;
      ALTER TABLE authorized_channels DROP COLUMN sub_type;
      ALTER TABLE channels DROP COLUMN added_at, DROP COLUMN follower_count,
        DROP COLUMN indexing_error, DROP COLUMN sub_type;
    `.execute(db);
  },
};
