import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Home (decision 0073): each person's IANA time zone (null: the browser's), and each person's
 * home configuration — the widgets in their order, shown or hidden — kept apart from `users` so
 * that saving it does not change the organisation's directory.
 */
export const homeAndTimeZone: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      ALTER TABLE users ADD COLUMN time_zone text CHECK (length(time_zone) <= 64);
      CREATE TABLE home_configs (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        items jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      DROP TABLE home_configs;
      ALTER TABLE users DROP COLUMN time_zone;
    `.execute(db);
  },
};
