import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Scheduled-maintenance notices, shown to every user as a dismissible banner until they end; and
 * short links of the URL shortener, each redirecting to its address.
 */
export const maintenanceAndShortLinks: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE maintenance_notices (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
        message text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX maintenance_notices_end_idx ON maintenance_notices (ends_at);

      CREATE TABLE short_links (
        code text PRIMARY KEY,
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        url text NOT NULL,
        clicks integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE short_links, maintenance_notices`.execute(db);
  },
};
