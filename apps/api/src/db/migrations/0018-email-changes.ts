import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Pending changes of users' sign-in e-mail addresses: the hash of the single-use token of the
 * link sent to the new address, until it is followed (the address changes) or expires.
 */
export const emailChanges: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE email_changes (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        new_email text NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX email_changes_user_idx ON email_changes (user_id);
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE email_changes`.execute(db);
  },
};
