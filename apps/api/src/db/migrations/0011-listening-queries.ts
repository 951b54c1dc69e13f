import { sql, type Kysely, type Migration } from 'kysely';

/** The listening queries of an organisation (the Listen product's saved searches). */
export const listeningQueries: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE listening_queries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        name text NOT NULL,
        keywords text[] NOT NULL DEFAULT '{}',
        excluded_keywords text[] NOT NULL DEFAULT '{}',
        networks text[] NOT NULL DEFAULT '{}',
        languages text[] NOT NULL DEFAULT '{}',
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX listening_queries_org_idx ON listening_queries (org_id, lower(name));
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE listening_queries`.execute(db);
  },
};
