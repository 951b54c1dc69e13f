import { sql, type Kysely, type Migration } from 'kysely';

/**
 * What a person granted on an ad network's consent page (docs/decisions/0091): the ad accounts
 * with the access the network gave for each, kept for ten minutes so the person can choose
 * which to connect; used once. The tokens never leave the server.
 */
export const adAccountGrants: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE ad_account_grants (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        network text NOT NULL CHECK (network IN ('facebook', 'linkedin', 'twitter', 'tiktok')),
        accounts jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        used_at timestamptz
      );
      CREATE INDEX ad_account_grants_by_user ON ad_account_grants (user_id, created_at);
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE ad_account_grants`.execute(db);
  },
};
