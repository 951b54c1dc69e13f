import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Listen alerts (decision 0090): a listening query's volume watched against a threshold — more
 * than N mentions in the last hour or day, or X % above the usual — and the people of the
 * organisation it notifies. `above` is where the volume stood at the last check: an alert
 * notifies when a check finds it above after at or below, once per crossing. Spikes are bursts
 * of public posts added to the sandbox listening corpus (demos and tests make a volume rise).
 */
export const listenAlerts: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE listen_alerts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        query_id uuid NOT NULL REFERENCES listening_queries (id) ON DELETE CASCADE,
        metric text NOT NULL CHECK (metric IN ('mentions', 'rise')),
        time_window text NOT NULL CHECK (time_window IN ('hour', 'day')),
        threshold integer NOT NULL CHECK (threshold BETWEEN 1 AND 1000000),
        recipient_ids uuid[] NOT NULL CHECK (cardinality(recipient_ids) BETWEEN 1 AND 25),
        active boolean NOT NULL DEFAULT true,
        above boolean NOT NULL DEFAULT false,
        last_volume integer,
        last_checked_at timestamptz,
        last_triggered_at timestamptz,
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX listen_alerts_by_org ON listen_alerts (org_id, created_at);
      CREATE INDEX listen_alerts_active ON listen_alerts (last_checked_at NULLS FIRST) WHERE active;

      CREATE TABLE sandbox_listening_spikes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid REFERENCES organisations (id) ON DELETE CASCADE,
        text text NOT NULL CHECK (length(text) <= 200),
        count integer NOT NULL CHECK (count BETWEEN 1 AND 2000),
        network text NOT NULL CHECK (length(network) <= 32),
        language text NOT NULL DEFAULT 'en' CHECK (length(language) <= 35),
        since timestamptz NOT NULL,
        until timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX sandbox_listening_spikes_span ON sandbox_listening_spikes (until, since);
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE sandbox_listening_spikes; DROP TABLE listen_alerts`.execute(db);
  },
};
