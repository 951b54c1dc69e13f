import { sql, type Kysely, type Migration } from 'kysely';

/**
 * What each person chose for each kind of notification, in the product and by e-mail
 * (docs/decisions/0045; a kind without a row holds the default of `@smm/model`); and whether an
 * organisation is on a trial and when its subscription ends (platform §3: isTrialOrg,
 * expiryDate), for the settings overview.
 */
export const notificationPreferences: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE notification_preferences (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL,
        in_product boolean NOT NULL,
        email boolean NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, kind)
      );
      ALTER TABLE organisations
        ADD COLUMN is_trial boolean NOT NULL DEFAULT false,
        ADD COLUMN expires_at timestamptz;
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      DROP TABLE notification_preferences;
      ALTER TABLE organisations DROP COLUMN is_trial, DROP COLUMN expires_at;
    `.execute(db);
  },
};
