import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Realtime tokens: short-lived and single-use, each opens one realtime connection for its user
 * and organisation; kept in the database so any server instance accepts them. And the
 * notification centre's news: `NOTIFY smm_notices, '<user id>'` when a user's notices change,
 * so every server can tell that user's connections their unread count.
 */
export const realtimeTokens: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE realtime_tokens (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        assumed_by text,
        realm_roles text[] NOT NULL DEFAULT '{}',
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX realtime_tokens_expiry_idx ON realtime_tokens (expires_at);

      CREATE FUNCTION notify_notices_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          PERFORM pg_notify('smm_notices', OLD.user_id::text);
        ELSE
          PERFORM pg_notify('smm_notices', NEW.user_id::text);
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER notices_notify
        AFTER INSERT OR UPDATE OR DELETE ON notices
        FOR EACH ROW EXECUTE FUNCTION notify_notices_change();
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      DROP TRIGGER notices_notify ON notices;
      DROP FUNCTION notify_notices_change();
      DROP TABLE realtime_tokens;
    `.execute(db);
  },
};
