import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Automated messaging groups (decision 0050): away and welcome messages on channels, and what
 * each sent to which conversation — one welcome per conversation, and the away messages' times
 * for their 24 hours.
 */
export const autoReplies: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE auto_reply_groups (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        name text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('AWAY_MESSAGE', 'WELCOME_MESSAGE')),
        message text NOT NULL,
        channel_ids text[] NOT NULL DEFAULT '{}',
        schedule jsonb NOT NULL DEFAULT '[]',
        timezone text NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX auto_reply_groups_org_idx ON auto_reply_groups (org_id, created_at);
      CREATE TABLE auto_replies_sent (
        group_id uuid NOT NULL REFERENCES auto_reply_groups (id) ON DELETE CASCADE,
        conversation_id uuid NOT NULL REFERENCES engage_items (id) ON DELETE CASCADE,
        message_id uuid NOT NULL,
        kind text NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (group_id, conversation_id, message_id)
      );
      CREATE INDEX auto_replies_sent_conversation_idx
        ON auto_replies_sent (conversation_id, kind, sent_at DESC);
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE auto_replies_sent; DROP TABLE auto_reply_groups;`.execute(db);
  },
};
