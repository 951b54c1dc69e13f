import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The audit log: every administrative change, sign-in and assumed account of an organisation,
 * written in the change's transaction. Entries have no foreign keys (they outlive what they
 * name) and the database refuses to change or delete one.
 */
export const auditLog: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE audit_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL,
        at timestamptz NOT NULL DEFAULT clock_timestamp(),
        kind text NOT NULL,
        action text NOT NULL,
        actor_id uuid,
        actor_name text,
        actor_email text,
        assumed_by_id uuid,
        assumed_by_name text,
        assumed_by_email text,
        address text,
        target_type text,
        target_id text,
        target_name text,
        before jsonb,
        after jsonb
      );
      CREATE INDEX audit_entries_org_idx ON audit_entries (org_id, at DESC, id DESC);
      CREATE INDEX audit_entries_actor_idx ON audit_entries (org_id, actor_id, at DESC);
      CREATE FUNCTION audit_entries_are_kept() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          RAISE EXCEPTION 'audit entries are kept as written' USING ERRCODE = 'insufficient_privilege';
        END;
      $$;
      CREATE TRIGGER audit_entries_kept BEFORE UPDATE OR DELETE ON audit_entries
        FOR EACH ROW EXECUTE FUNCTION audit_entries_are_kept();
      CREATE TRIGGER audit_entries_kept_truncate BEFORE TRUNCATE ON audit_entries
        FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_are_kept();
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      DROP TABLE audit_entries;
      DROP FUNCTION audit_entries_are_kept();
    `.execute(db);
  },
};
