import { sql, type Kysely, type Migration } from 'kysely';

/** Feeds (saved inbox filters), who they are shared with, each viewer's settings, and notices. */
export const feeds: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE feeds (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL,
        filters jsonb NOT NULL DEFAULT '{}',
        type text,
        blur_media boolean NOT NULL DEFAULT false,
        end_date timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX feeds_owner_idx ON feeds (owner_id);
      CREATE TABLE feed_shares (
        feed_id uuid NOT NULL REFERENCES feeds (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        PRIMARY KEY (feed_id, user_id)
      );
      CREATE INDEX feed_shares_user_idx ON feed_shares (user_id);
      CREATE TABLE feed_settings (
        feed_id uuid NOT NULL REFERENCES feeds (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        position integer NOT NULL DEFAULT 0,
        pinned boolean NOT NULL DEFAULT false,
        push_enabled boolean NOT NULL DEFAULT false,
        email_enabled boolean NOT NULL DEFAULT false,
        PRIMARY KEY (feed_id, user_id)
      );
      CREATE TABLE notices (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        product text NOT NULL,
        message text NOT NULL,
        unread boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX notices_user_idx ON notices (user_id, created_at DESC);
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE notices, feed_settings, feed_shares, feeds`.execute(db);
  },
};
