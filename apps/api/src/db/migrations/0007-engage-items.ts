import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Engage items and their events. `item` holds the item as the model knows it; the columns from
 * `network` on are its projection for search (written from the item by `projectItem`, never on
 * their own), so filters and sorting run on indexed columns. `listed` items are inbox entries;
 * the messages of a conversation are reached through their conversation.
 */
export const engageItems: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE engage_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        channel_id text NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
        network_item_id text NOT NULL,
        parent_id uuid REFERENCES engage_items (id) ON DELETE CASCADE,
        root_id uuid,
        listed boolean NOT NULL DEFAULT true,
        network text NOT NULL,
        type text NOT NULL,
        content_type text,
        network_status text NOT NULL,
        moderator_status text,
        sentiment text NOT NULL,
        priority boolean NOT NULL,
        unpublished boolean NOT NULL,
        labels text[] NOT NULL,
        language text,
        open_case boolean NOT NULL,
        spam_status text NOT NULL,
        hide_status text NOT NULL,
        assignee_key text,
        note_count integer NOT NULL,
        note_user_keys text[] NOT NULL,
        note_team_keys text[] NOT NULL,
        read_status text,
        read_by_keys text[] NOT NULL,
        automation_read boolean NOT NULL,
        created_at timestamptz NOT NULL,
        latest_at timestamptz NOT NULL,
        search_text text NOT NULL,
        item jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (channel_id, network_item_id)
      );
      CREATE INDEX engage_items_latest_idx ON engage_items (org_id, latest_at DESC, id DESC)
        WHERE listed;
      CREATE INDEX engage_items_created_idx ON engage_items (org_id, created_at DESC, id DESC)
        WHERE listed;
      CREATE INDEX engage_items_parent_idx ON engage_items (parent_id, created_at);
      CREATE INDEX engage_items_root_idx ON engage_items (root_id);
      CREATE TABLE engage_events (
        seq bigserial PRIMARY KEY,
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        item_id uuid,
        type text NOT NULL,
        moderator_id text,
        moderator_source text NOT NULL,
        payload jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX engage_events_org_idx ON engage_events (org_id, seq);
      CREATE TABLE sandbox_item_state (
        channel_id text NOT NULL,
        network_item_id text NOT NULL,
        hidden boolean NOT NULL DEFAULT false,
        liked boolean NOT NULL DEFAULT false,
        deleted boolean NOT NULL DEFAULT false,
        PRIMARY KEY (channel_id, network_item_id)
      );
      CREATE TABLE sandbox_failures (
        channel_id text PRIMARY KEY,
        kind text NOT NULL,
        remaining integer NOT NULL
      );
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE sandbox_failures, sandbox_item_state, engage_events, engage_items`.execute(
      db,
    );
  },
};
