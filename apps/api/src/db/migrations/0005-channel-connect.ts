import { sql, type Kysely, type Migration } from 'kysely';

/** OAuth connect: states, the sandbox networks' codes, and the channels a user has authorised. */
export const channelConnect: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE oauth_states (
        state text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        network text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        used_at timestamptz
      );
      CREATE TABLE sandbox_codes (
        code text PRIMARY KEY,
        network text NOT NULL,
        redirect_uri text NOT NULL,
        accounts jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        used_at timestamptz
      );
      CREATE TABLE authorized_channels (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        channel_id text NOT NULL,
        network text NOT NULL,
        name text NOT NULL,
        username text,
        thumbnail_url text,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, channel_id)
      );
      CREATE TABLE connect_requests (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        status text NOT NULL,
        channel_ids text[] NOT NULL,
        connected_ids text[] NOT NULL DEFAULT '{}',
        message text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE connect_requests, authorized_channels, sandbox_codes, oauth_states`.execute(
      db,
    );
  },
};
