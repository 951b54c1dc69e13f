import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Audience's tools (platform §3, decisions 0097 and 0098).
 *
 * `audience_merges`: every merge of two people and every "not the same person" (kind `dismiss`),
 * with what undoing it needs — the kept person's fields before and the identities that moved —
 * so an undo restores exactly; `undone_at` set: undone. A pair dismissed and not undone is never
 * nominated again (one such row per pair).
 *
 * `audience_imports`: a CSV import of people, worked by a background job: the file (until it is
 * done), the column mapping, its progress (rows checked, rows written), and the outcome — how
 * many people it added and each row it did not, with its line and why.
 */
export const audienceTools: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE audience_merges (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('merge', 'dismiss')),
        kept_id uuid NOT NULL REFERENCES audience_people (id) ON DELETE CASCADE,
        other_id uuid NOT NULL REFERENCES audience_people (id) ON DELETE CASCADE,
        pair_low uuid NOT NULL GENERATED ALWAYS AS (LEAST(kept_id, other_id)) STORED,
        pair_high uuid NOT NULL GENERATED ALWAYS AS (GREATEST(kept_id, other_id)) STORED,
        score integer NOT NULL DEFAULT 0,
        reasons jsonb NOT NULL DEFAULT '[]',
        kept_before jsonb,
        moved_identity_ids uuid[] NOT NULL DEFAULT '{}',
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        undone_at timestamptz,
        undone_by uuid REFERENCES users (id) ON DELETE SET NULL,
        CHECK (kept_id <> other_id)
      );
      CREATE UNIQUE INDEX audience_merges_dismissed ON audience_merges (org_id, pair_low, pair_high)
        WHERE kind = 'dismiss' AND undone_at IS NULL;
      CREATE INDEX audience_merges_by_org ON audience_merges (org_id, created_at DESC);
      CREATE INDEX audience_merges_by_kept ON audience_merges (kept_id) WHERE undone_at IS NULL;
      CREATE INDEX audience_merges_by_other ON audience_merges (other_id) WHERE undone_at IS NULL;

      CREATE TABLE audience_imports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        file_name text NOT NULL CHECK (length(file_name) <= 200),
        csv text CHECK (octet_length(csv) <= 5242880),
        mapping jsonb NOT NULL,
        state text NOT NULL DEFAULT 'queued'
          CHECK (state IN ('queued', 'checking', 'writing', 'done', 'failed')),
        total integer NOT NULL DEFAULT 0 CHECK (total >= 0),
        checked integer NOT NULL DEFAULT 0 CHECK (checked >= 0),
        written integer NOT NULL DEFAULT 0 CHECK (written >= 0),
        imported integer NOT NULL DEFAULT 0 CHECK (imported >= 0),
        skipped integer NOT NULL DEFAULT 0 CHECK (skipped >= 0),
        errors jsonb NOT NULL DEFAULT '[]',
        failure text CHECK (length(failure) <= 500),
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      );
      CREATE INDEX audience_imports_by_org ON audience_imports (org_id, created_at DESC);
      CREATE INDEX audience_imports_unfinished ON audience_imports (created_at)
        WHERE state NOT IN ('done', 'failed');
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      DROP TABLE audience_imports;
      DROP TABLE audience_merges;
    `.execute(db);
  },
};
