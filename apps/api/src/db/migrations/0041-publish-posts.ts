import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Publishing (decisions 0069, 0070): posts with their text, attachments, link and a variant per
 * network (jsonb: they are read and written whole with the post), a target per channel with its
 * outcome, and the sandbox networks' record of what they published, by idempotency key, so a
 * publication retried after a crash gets the same post back. `at` is where the calendar puts a
 * post: published, else scheduled, else last changed.
 */
export const publishPosts: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE publish_posts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('draft', 'pendingApproval', 'approved', 'rejected',
          'scheduled', 'published', 'scheduledError')),
        text text NOT NULL,
        media jsonb NOT NULL DEFAULT '[]',
        link text,
        variants jsonb NOT NULL DEFAULT '[]',
        visibility text NOT NULL DEFAULT 'page' CHECK (visibility IN ('page', 'hidden')),
        promote boolean NOT NULL DEFAULT false,
        scheduled_at timestamptz,
        published_at timestamptz,
        rejection_comment text,
        rejected_by uuid REFERENCES users (id) ON DELETE SET NULL,
        rejected_at timestamptz,
        error text,
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        approved_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        at timestamptz GENERATED ALWAYS AS (coalesce(published_at, scheduled_at, updated_at)) STORED
      );
      CREATE INDEX publish_posts_org_at_idx ON publish_posts (org_id, at, id);
      CREATE INDEX publish_posts_due_idx ON publish_posts (scheduled_at) WHERE status = 'scheduled';
      CREATE TABLE publish_targets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        post_id uuid NOT NULL REFERENCES publish_posts (id) ON DELETE CASCADE,
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        channel_id text NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
        network text NOT NULL,
        position integer NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'published', 'failed')),
        network_item_id text,
        permalink text,
        engage_item_id uuid REFERENCES engage_items (id) ON DELETE SET NULL,
        error text,
        published_at timestamptz,
        UNIQUE (post_id, channel_id)
      );
      CREATE INDEX publish_targets_channel_idx ON publish_targets (channel_id);
      CREATE TABLE sandbox_published (
        idempotency_key text PRIMARY KEY,
        network_item_id text NOT NULL UNIQUE,
        channel_id text NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
        network text NOT NULL,
        text text NOT NULL,
        media jsonb NOT NULL DEFAULT '[]',
        link text,
        published_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX sandbox_published_channel_idx ON sandbox_published (channel_id, published_at);
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE sandbox_published, publish_targets, publish_posts;`.execute(db);
  },
};
