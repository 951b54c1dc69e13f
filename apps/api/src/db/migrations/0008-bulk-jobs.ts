import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Bulk jobs: one action over many items, worked in the background. Each item of a job has a
 * row whose status leaves `pending` in the same transaction that changes the item, so an item
 * is done exactly once however often the job is started again.
 */
export const bulkJobs: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE bulk_jobs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL,
        actions jsonb NOT NULL,
        note text,
        total integer NOT NULL,
        estimate text NOT NULL,
        state text NOT NULL DEFAULT 'queued',
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      );
      CREATE INDEX bulk_jobs_unfinished_idx ON bulk_jobs (created_at) WHERE state <> 'done';
      CREATE TABLE bulk_job_items (
        job_id uuid NOT NULL REFERENCES bulk_jobs (id) ON DELETE CASCADE,
        position integer NOT NULL,
        item_id text NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        error_code text,
        message text,
        done_at timestamptz,
        PRIMARY KEY (job_id, position)
      );
      CREATE INDEX bulk_job_items_pending_idx ON bulk_job_items (job_id, position)
        WHERE status = 'pending';
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE bulk_job_items, bulk_jobs`.execute(db);
  },
};
