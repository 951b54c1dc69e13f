import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A person's cookie consent (platform §9, decision 0103): one row per person who decided, the
 * five categories (C0001 strictly necessary is always granted: the check keeps it so), when they
 * decided and who recorded it. No row: not decided — the banner asks, and no analytics event of
 * theirs is stored.
 */
export const userConsents: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE user_consents (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        c0001 boolean NOT NULL DEFAULT true CHECK (c0001),
        c0002 boolean NOT NULL,
        c0003 boolean NOT NULL,
        c0004 boolean NOT NULL,
        c0005 boolean NOT NULL,
        decided_at timestamptz NOT NULL DEFAULT now(),
        decided_by uuid REFERENCES users (id) ON DELETE SET NULL
      );
      CREATE INDEX user_consents_by_org ON user_consents (org_id);
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE user_consents`.execute(db);
  },
};
