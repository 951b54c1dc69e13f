import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Benchmark's manage area (decisions 0076, 0081):
 * - `benchmark_queries`: saved queries — brands, networks and a relative period under a name;
 * - `benchmark_reports`: scheduled reports e-mailed to their recipients at `hour` in
 *   `time_zone`, daily, weekly on `weekday` or monthly on `day_of_month`; `next_run_at` is when
 *   the report is next due (null while paused) and moves on in the transaction that puts its
 *   e-mails in the outbox, so each due time sends once;
 * - the mail outbox learns HTML bodies and attachments (a report's CSV).
 */
export const benchmarkQueriesAndReports: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE benchmark_queries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        brand_ids uuid[] NOT NULL,
        networks text[] NOT NULL DEFAULT '{}',
        period text NOT NULL,
        created_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX benchmark_queries_by_org ON benchmark_queries (org_id, created_at);

      CREATE TABLE benchmark_reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        brand_ids uuid[] NOT NULL,
        networks text[] NOT NULL DEFAULT '{}',
        period text NOT NULL,
        frequency text NOT NULL,
        weekday integer CHECK (weekday BETWEEN 1 AND 7),
        day_of_month integer CHECK (day_of_month BETWEEN 1 AND 28),
        hour integer NOT NULL CHECK (hour BETWEEN 0 AND 23),
        time_zone text NOT NULL,
        recipients text[] NOT NULL,
        active boolean NOT NULL DEFAULT true,
        next_run_at timestamptz,
        last_sent_at timestamptz,
        created_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (active OR next_run_at IS NULL)
      );
      CREATE INDEX benchmark_reports_by_org ON benchmark_reports (org_id, created_at);
      CREATE INDEX benchmark_reports_due ON benchmark_reports (next_run_at)
        WHERE next_run_at IS NOT NULL;

      ALTER TABLE mail_outbox ADD COLUMN html text;
      ALTER TABLE mail_outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]';
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      ALTER TABLE mail_outbox DROP COLUMN attachments;
      ALTER TABLE mail_outbox DROP COLUMN html;
      DROP TABLE benchmark_reports;
      DROP TABLE benchmark_queries;
    `.execute(db);
  },
};
