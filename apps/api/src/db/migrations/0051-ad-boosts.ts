import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Boosts and the sandbox ad networks' campaigns (docs/decisions/0093, 0094).
 *
 * - `sandbox_ad_campaigns`: what a sandbox ad network keeps of the campaigns created through its
 *   API (boosts), by the ad account's network and external id; once per idempotency key, as a
 *   real network remembers a request it has already carried out. Campaigns made on the network
 *   itself are computed, not stored (sandbox.ads-campaigns.ts).
 * - `ad_boosts`: the product's record of a boost of a published post: which post, channel and ad
 *   account, the campaign the network created, budget, duration and audience. The organisation's
 *   idempotency key makes a repeated request answer the first boost instead of a second one.
 */
export const adBoosts: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE sandbox_ad_campaigns (
        id text PRIMARY KEY CHECK (length(id) <= 200),
        network text NOT NULL,
        account_external_id text NOT NULL CHECK (length(account_external_id) <= 200),
        idempotency_key text NOT NULL UNIQUE CHECK (length(idempotency_key) <= 200),
        name text NOT NULL CHECK (length(name) <= 200),
        objective text NOT NULL,
        budget numeric(12, 2) NOT NULL CHECK (budget > 0),
        currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        network_item_id text CHECK (length(network_item_id) <= 200),
        audience jsonb NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX sandbox_ad_campaigns_by_account
        ON sandbox_ad_campaigns (network, account_external_id, starts_at);

      CREATE TABLE ad_boosts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        ad_account_id uuid NOT NULL REFERENCES ad_accounts (id) ON DELETE CASCADE,
        post_id uuid NOT NULL REFERENCES publish_posts (id) ON DELETE CASCADE,
        channel_id text NOT NULL,
        idempotency_key uuid NOT NULL,
        campaign_id text NOT NULL CHECK (length(campaign_id) <= 200),
        name text NOT NULL CHECK (length(name) <= 200),
        budget numeric(12, 2) NOT NULL CHECK (budget > 0),
        currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        duration_days integer NOT NULL CHECK (duration_days BETWEEN 1 AND 90),
        audience jsonb NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (org_id, idempotency_key)
      );
      CREATE INDEX ad_boosts_by_post ON ad_boosts (org_id, post_id, created_at);
      CREATE INDEX ad_boosts_by_account ON ad_boosts (ad_account_id);
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE ad_boosts; DROP TABLE sandbox_ad_campaigns`.execute(db);
  },
};
