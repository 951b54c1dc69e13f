import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Automation (decision 0050): an organisation's rules in the order they apply, and the run log —
 * one row per rule and item, which is also what makes a rule apply to an item exactly once.
 */
export const automationRules: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE automation_rules (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        name text NOT NULL,
        status text NOT NULL DEFAULT 'draft'
          CHECK (status IN ('draft', 'active', 'paused', 'error', 'deleted')),
        match_mode text NOT NULL CHECK (match_mode IN ('ANY', 'ALL')),
        author_kind text NOT NULL DEFAULT 'CUSTOMER' CHECK (author_kind IN ('CUSTOMER', 'USER')),
        conditions jsonb NOT NULL,
        actions jsonb NOT NULL,
        channel_ids text[] NOT NULL DEFAULT '{}',
        position integer NOT NULL,
        error text,
        failures integer NOT NULL DEFAULT 0,
        activated_at timestamptz,
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX automation_rules_org_idx ON automation_rules (org_id, position)
        WHERE status <> 'deleted';
      CREATE TABLE automation_runs (
        rule_id uuid NOT NULL REFERENCES automation_rules (id) ON DELETE CASCADE,
        item_id uuid NOT NULL REFERENCES engage_items (id) ON DELETE CASCADE,
        org_id uuid NOT NULL,
        at timestamptz NOT NULL DEFAULT now(),
        matched boolean NOT NULL,
        actions jsonb NOT NULL DEFAULT '[]',
        PRIMARY KEY (rule_id, item_id)
      );
      CREATE INDEX automation_runs_log_idx ON automation_runs (rule_id, at DESC, item_id)
        WHERE matched;
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE automation_runs; DROP TABLE automation_rules;`.execute(db);
  },
};
