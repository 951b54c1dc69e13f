import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Audience's aggregation (docs/decisions/0095): each identity keeps the figures of its own inbox
 * entries (conversations, the latest rated sentiment and when, the labels its entries carry), so
 * a person's figures are recomputed from their identities whatever merges moved; and each
 * organisation records when its people were last aggregated and from which moment that run read.
 */
export const audienceAggregation: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      ALTER TABLE audience_identities
        ADD COLUMN conversations integer NOT NULL DEFAULT 0 CHECK (conversations >= 0),
        ADD COLUMN sentiment text CHECK (sentiment IN ('positive', 'neutral', 'negative')),
        ADD COLUMN sentiment_at timestamptz,
        ADD COLUMN label_ids uuid[] NOT NULL DEFAULT '{}';

      CREATE TABLE audience_aggregations (
        org_id uuid PRIMARY KEY REFERENCES organisations (id) ON DELETE CASCADE,
        aggregated_at timestamptz NOT NULL,
        read_since timestamptz
      );

      CREATE INDEX engage_items_updated_idx ON engage_items (org_id, updated_at);
      CREATE INDEX audience_people_by_first_seen ON audience_people (org_id, first_seen_at)
        WHERE merged_into IS NULL;
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      DROP INDEX audience_people_by_first_seen;
      DROP INDEX engage_items_updated_idx;
      DROP TABLE audience_aggregations;
      ALTER TABLE audience_identities
        DROP COLUMN label_ids,
        DROP COLUMN sentiment_at,
        DROP COLUMN sentiment,
        DROP COLUMN conversations;
    `.execute(db);
  },
};
