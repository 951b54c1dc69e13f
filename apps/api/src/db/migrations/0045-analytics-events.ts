import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Product analytics events (issue 31): what people do that the product wants to count, e.g. a
 * standard-package user opening a gated benchmark entry (`featureGatedRoute`). Small rows, bounded
 * texts; issue 33 adds consent.
 */
export const analyticsEvents: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE analytics_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        type text NOT NULL CHECK (length(type) <= 64),
        route text NOT NULL CHECK (length(route) <= 200),
        fragment text NOT NULL DEFAULT '' CHECK (length(fragment) <= 100),
        at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX analytics_events_by_org ON analytics_events (org_id, at DESC);
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE analytics_events`.execute(db);
  },
};
