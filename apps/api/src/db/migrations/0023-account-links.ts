import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Single-use links of accounts: invitations (valid 7 days) and password resets (1 hour), each
 * the hash of a random token; and when a user accepted their invitation (null while invited).
 */
export const accountLinks: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE account_links (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('INVITATION', 'PASSWORD_RESET')),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX account_links_user_idx ON account_links (user_id, kind);
      ALTER TABLE users ADD COLUMN invited_at timestamptz, ADD COLUMN activated_at timestamptz;
      UPDATE users SET activated_at = created_at;
      -- Users created otherwise than by an invitation are active from the start.
      ALTER TABLE users ALTER COLUMN activated_at SET DEFAULT now();
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      ALTER TABLE users DROP COLUMN invited_at, DROP COLUMN activated_at;
      DROP TABLE account_links;
    `.execute(db);
  },
};
