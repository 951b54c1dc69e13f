import { sql, type Kysely, type Migration } from 'kysely';

/** Feature toggles per organisation or user, and accounts one person may switch between. */
export const featuresAndAccounts: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE feature_toggles (
        discriminator text NOT NULL CHECK (discriminator IN ('ORGANIZATION', 'USER')),
        target_id uuid NOT NULL,
        feature text NOT NULL,
        enabled boolean NOT NULL,
        PRIMARY KEY (discriminator, target_id, feature)
      );
      ALTER TABLE users ADD COLUMN account_group uuid;
      CREATE INDEX users_account_group_idx ON users (account_group) WHERE account_group IS NOT NULL;
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      ALTER TABLE users DROP COLUMN account_group;
      DROP TABLE feature_toggles;
    `.execute(db);
  },
};
