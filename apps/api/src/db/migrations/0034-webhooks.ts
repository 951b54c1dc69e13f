import { sql, type Kysely, type Migration } from 'kysely';
import { WORK_CHANNEL } from './0032-mail-outbox-and-feed-alerts.js';

/**
 * Webhooks (decision 0053): the organisation's endpoints and signing secret, the outbox of
 * deliveries (one per event and endpoint, written in the transaction of the change) and every
 * attempt at one. Writing deliveries says `NOTIFY smm_work, 'webhooks'` at commit.
 */
export const webhooks: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE webhooks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        url text NOT NULL,
        description text NOT NULL DEFAULT '',
        topics text[] NOT NULL DEFAULT '{}',
        enabled boolean NOT NULL DEFAULT true,
        disabled_reason text,
        failing_since timestamptz,
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX webhooks_org_idx ON webhooks (org_id, created_at);
      CREATE TABLE webhook_secrets (
        org_id uuid PRIMARY KEY REFERENCES organisations (id) ON DELETE CASCADE,
        secret text NOT NULL,
        previous_secret text,
        previous_until timestamptz,
        rotated_at timestamptz
      );
      CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        webhook_id uuid NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
        message_id text NOT NULL,
        topic text NOT NULL,
        payload jsonb NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
        attempt_count integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        leased_until timestamptz,
        last_status integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (webhook_id, message_id)
      );
      CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at)
        WHERE status = 'pending';
      CREATE INDEX webhook_deliveries_log_idx
        ON webhook_deliveries (webhook_id, created_at DESC, id DESC);
      CREATE TABLE webhook_attempts (
        id bigserial PRIMARY KEY,
        delivery_id uuid NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
        at timestamptz NOT NULL DEFAULT now(),
        ok boolean NOT NULL,
        status integer,
        duration_ms integer NOT NULL,
        response text NOT NULL DEFAULT '',
        error text
      );
      CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, at DESC);
      -- Every recorded event runs the insert; only one that wrote a delivery wakes the queue.
      CREATE FUNCTION notify_work_when_written() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM written) THEN
          PERFORM pg_notify('${sql.raw(WORK_CHANNEL)}', TG_ARGV[0]);
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER webhook_deliveries_notify
        AFTER INSERT ON webhook_deliveries
        REFERENCING NEW TABLE AS written
        FOR EACH STATEMENT EXECUTE FUNCTION notify_work_when_written('webhooks');
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      DROP TABLE webhook_attempts;
      DROP TABLE webhook_deliveries;
      DROP TABLE webhook_secrets;
      DROP TABLE webhooks;
      DROP FUNCTION notify_work_when_written();
    `.execute(db);
  },
};
