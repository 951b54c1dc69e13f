import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Realtime connections belong to a session: a realtime token names the session of the access
 * token it was issued for, and a session that ends is named on `smm_sessions`, so every server
 * closes that session's open connections at once (sign-out, password or e-mail change).
 */
export const realtimeSessions: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      ALTER TABLE realtime_tokens
        ADD COLUMN session_id uuid REFERENCES sessions (id) ON DELETE CASCADE;
      CREATE OR REPLACE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('smm_changes', (SELECT org_id::text FROM users WHERE id = NEW.user_id));
        PERFORM pg_notify('smm_sessions', NEW.id::text);
        RETURN NULL;
      END $$;
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      CREATE OR REPLACE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('smm_changes', (SELECT org_id::text FROM users WHERE id = NEW.user_id));
        RETURN NULL;
      END $$;
      ALTER TABLE realtime_tokens DROP COLUMN session_id;
    `.execute(db);
  },
};
