import { sql, type Kysely, type Migration } from 'kysely';

/** The channel on which the database names a queue that has work waiting (`mail`, `feed-alerts`). */
export const WORK_CHANNEL = 'smm_work';

/**
 * E-mails to send and feed alerts to give (decision 0048):
 * - `mail_outbox`: each e-mail the product owes someone, written in the transaction of what it
 *   tells of and sent once by the mail job (`sent_at`), tried again later when sending failed
 *   (its `footer` says why it came, once for e-mails of one kind sent together);
 * - `feed_alert_items`: new items not yet matched against the feeds that alert of them;
 * - `feed_alerts`: a new item one person is to hear of, per feed and medium, until its
 *   notification or digest goes out;
 * - `feed_alert_windows`: when each person last heard of a feed by each medium.
 * Writing to the outbox or the new items says `NOTIFY smm_work, '<queue>'` at commit, so a
 * server starts the queue's job at once.
 */
export const mailOutboxAndFeedAlerts: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE mail_outbox (
        id bigserial PRIMARY KEY,
        user_id uuid REFERENCES users (id) ON DELETE CASCADE,
        about text NOT NULL,
        recipient text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        footer text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        sent_at timestamptz
      );
      CREATE INDEX mail_outbox_waiting_idx ON mail_outbox (next_attempt_at, id)
        WHERE sent_at IS NULL;
      CREATE INDEX mail_outbox_sent_idx ON mail_outbox (sent_at) WHERE sent_at IS NOT NULL;

      CREATE TABLE feed_alert_items (
        item_id uuid PRIMARY KEY,
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        arrived_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX feed_alert_items_arrival_idx ON feed_alert_items (arrived_at);

      CREATE TABLE feed_alerts (
        feed_id uuid NOT NULL REFERENCES feeds (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        medium text NOT NULL CHECK (medium IN ('push', 'email')),
        item_id uuid NOT NULL,
        shown_id uuid NOT NULL,
        arrived_at timestamptz NOT NULL,
        PRIMARY KEY (feed_id, user_id, medium, item_id)
      );
      CREATE INDEX feed_alerts_user_idx ON feed_alerts (user_id);

      CREATE TABLE feed_alert_windows (
        feed_id uuid NOT NULL REFERENCES feeds (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        medium text NOT NULL CHECK (medium IN ('push', 'email')),
        last_sent_at timestamptz,
        PRIMARY KEY (feed_id, user_id, medium)
      );
      CREATE INDEX feed_alert_windows_user_idx ON feed_alert_windows (user_id);

      CREATE FUNCTION notify_work() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('${sql.raw(WORK_CHANNEL)}', TG_ARGV[0]);
        RETURN NULL;
      END $$;
      CREATE TRIGGER mail_outbox_notify
        AFTER INSERT ON mail_outbox
        FOR EACH STATEMENT EXECUTE FUNCTION notify_work('mail');
      CREATE TRIGGER feed_alert_items_notify
        AFTER INSERT ON feed_alert_items
        FOR EACH STATEMENT EXECUTE FUNCTION notify_work('feed-alerts');
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      DROP TRIGGER feed_alert_items_notify ON feed_alert_items;
      DROP TRIGGER mail_outbox_notify ON mail_outbox;
      DROP FUNCTION notify_work();
      DROP TABLE feed_alert_windows, feed_alerts, feed_alert_items, mail_outbox;
    `.execute(db);
  },
};
