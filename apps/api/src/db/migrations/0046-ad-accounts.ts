import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Ad accounts (platform §2, §3): an organisation's accounts on the ad networks (Facebook and
 * Instagram, LinkedIn, X, TikTok), connected through an OAuth-like flow like channels. A
 * disconnected account keeps its row (the "disconnected accounts" list) until it is connected
 * again or removed. `external_id` is the ad network's own id of the account; `token` the access
 * the network granted at connection.
 */
export const adAccounts: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE ad_accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        network text NOT NULL CHECK (network IN ('facebook', 'linkedin', 'twitter', 'tiktok')),
        external_id text NOT NULL CHECK (length(external_id) <= 200),
        name text NOT NULL CHECK (length(name) <= 200),
        currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        time_zone text NOT NULL CHECK (length(time_zone) <= 64),
        status text NOT NULL DEFAULT 'connected' CHECK (status IN ('connected', 'disconnected')),
        auto_boost boolean NOT NULL DEFAULT false,
        token text CHECK (length(token) <= 500),
        connected_by uuid REFERENCES users (id) ON DELETE SET NULL,
        connected_at timestamptz NOT NULL DEFAULT now(),
        disconnected_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (org_id, network, external_id)
      );
      CREATE INDEX ad_accounts_by_org ON ad_accounts (org_id, status, lower(name));

      CREATE TABLE ad_account_channels (
        ad_account_id uuid NOT NULL REFERENCES ad_accounts (id) ON DELETE CASCADE,
        channel_id text NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
        PRIMARY KEY (ad_account_id, channel_id)
      );
      CREATE INDEX ad_account_channels_by_channel ON ad_account_channels (channel_id);
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE ad_account_channels; DROP TABLE ad_accounts`.execute(db);
  },
};
