import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Label management (docs/decisions/0044): a label being deleted or merged is `removing` — gone
 * from the lists, its name free again — while a label job takes it off its items in the
 * background. Each item loses the label in the same transaction that counts it `processed`, so
 * a job started again finds only the items still carrying it. A GIN index finds those items.
 */
export const labelJobs: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE label_jobs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('delete', 'merge')),
        label_id uuid NOT NULL,
        label_name text NOT NULL,
        target_id uuid,
        target_name text,
        total integer NOT NULL,
        processed integer NOT NULL DEFAULT 0,
        state text NOT NULL DEFAULT 'queued',
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        CHECK ((kind = 'merge') = (target_id IS NOT NULL))
      );
      CREATE INDEX label_jobs_org_idx ON label_jobs (org_id, created_at DESC);
      CREATE INDEX label_jobs_unfinished_idx ON label_jobs (created_at) WHERE state <> 'done';
      ALTER TABLE labels ADD COLUMN removing boolean NOT NULL DEFAULT false;
      DROP INDEX labels_org_name_key;
      CREATE UNIQUE INDEX labels_org_name_key ON labels (org_id, lower(name)) WHERE NOT removing;
      CREATE INDEX engage_items_labels_idx ON engage_items USING gin (labels);
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      DROP INDEX engage_items_labels_idx;
      DELETE FROM labels WHERE removing;
      DROP INDEX labels_org_name_key;
      CREATE UNIQUE INDEX labels_org_name_key ON labels (org_id, lower(name));
      ALTER TABLE labels DROP COLUMN removing;
      DROP TABLE label_jobs;
    `.execute(db);
  },
};
