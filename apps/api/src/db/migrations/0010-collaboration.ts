import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Working together on the inbox: response templates, notes on items (with the people they
 * mention), cases opened from items with their annotation notes, tickets in the sandbox
 * Zendesk, data exports, and data on notices (what a notice is about).
 */
export const collaboration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE response_templates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        name text NOT NULL,
        text text NOT NULL,
        networks text[] NOT NULL DEFAULT '{}',
        channel_ids text[] NOT NULL DEFAULT '{}',
        language text,
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX response_templates_org_idx ON response_templates (org_id, lower(name));

      CREATE TABLE item_notes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        conversation_id uuid NOT NULL REFERENCES engage_items (id) ON DELETE CASCADE,
        item_ids uuid[] NOT NULL,
        text text NOT NULL,
        author_id uuid REFERENCES users (id) ON DELETE SET NULL,
        mentioned_user_ids uuid[] NOT NULL DEFAULT '{}',
        mentioned_team_ids uuid[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX item_notes_conversation_idx ON item_notes (conversation_id, created_at DESC);
      CREATE INDEX item_notes_items_idx ON item_notes USING gin (item_ids);

      CREATE TABLE cases (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        number integer NOT NULL,
        subject text NOT NULL,
        description text NOT NULL,
        status text NOT NULL DEFAULT 'OPEN',
        assignee_id uuid,
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (org_id, number)
      );
      CREATE TABLE case_items (
        case_id uuid NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
        item_id uuid NOT NULL REFERENCES engage_items (id) ON DELETE CASCADE,
        PRIMARY KEY (case_id, item_id)
      );
      CREATE INDEX case_items_item_idx ON case_items (item_id);
      CREATE TABLE case_notes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        case_id uuid NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
        text text NOT NULL,
        author_id uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX case_notes_case_idx ON case_notes (case_id, created_at);

      CREATE TABLE sandbox_tickets (
        id bigserial PRIMARY KEY,
        org_id uuid NOT NULL,
        idempotency_key text NOT NULL UNIQUE,
        subject text NOT NULL,
        description text NOT NULL,
        requester text NOT NULL,
        priority text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE exports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        request jsonb NOT NULL,
        status text NOT NULL DEFAULT 'PENDING',
        row_count integer,
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      );

      ALTER TABLE notices ADD COLUMN data jsonb;
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      ALTER TABLE notices DROP COLUMN data;
      DROP TABLE exports;
      DROP TABLE sandbox_tickets;
      DROP TABLE case_notes;
      DROP TABLE case_items;
      DROP TABLE cases;
      DROP TABLE item_notes;
      DROP TABLE response_templates;
    `.execute(db);
  },
};
