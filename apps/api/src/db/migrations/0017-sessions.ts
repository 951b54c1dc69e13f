import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Sessions of the embedded issuer, each a family of rotating refresh tokens: access tokens name
 * their session (`sid`), and a session ended (sign-out, a spent refresh token presented again,
 * a password or e-mail change, a deleted user) refuses its access tokens at once. Ending one
 * notifies `smm_changes` with the user's organisation — the notification kept callers are
 * dropped by on every server. Existing refresh-token families become sessions.
 */
export const sessions: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        authenticated_at timestamptz NOT NULL DEFAULT now(),
        ended_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX sessions_open_user_idx ON sessions (user_id) WHERE ended_at IS NULL;
      INSERT INTO sessions (id, user_id, authenticated_at, ended_at, created_at)
        SELECT family_id, user_id, min(created_at),
          CASE WHEN bool_or(revoked_at IS NOT NULL) THEN max(revoked_at) END, min(created_at)
        FROM refresh_tokens GROUP BY family_id, user_id;
      ALTER TABLE refresh_tokens ADD CONSTRAINT refresh_tokens_session_fkey
        FOREIGN KEY (family_id) REFERENCES sessions (id) ON DELETE CASCADE;

      CREATE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('smm_changes', (SELECT org_id::text FROM users WHERE id = NEW.user_id));
        RETURN NULL;
      END $$;
      CREATE TRIGGER sessions_ended_notify
        AFTER UPDATE OF ended_at ON sessions
        FOR EACH ROW WHEN (OLD.ended_at IS NULL AND NEW.ended_at IS NOT NULL)
        EXECUTE FUNCTION notify_session_ended();
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      DROP TRIGGER sessions_ended_notify ON sessions;
      DROP FUNCTION notify_session_ended();
      ALTER TABLE refresh_tokens DROP CONSTRAINT refresh_tokens_session_fkey;
      DROP TABLE sessions;
    `.execute(db);
  },
};
