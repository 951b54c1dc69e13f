import { sql, type Kysely, type Migration } from 'kysely';

/** The tables an organisation's directory is read from, and how each names its organisation. */
const SOURCES = [
  ['organisations', 'id'],
  ['users', 'org_id'],
  ['teams', 'org_id'],
  ['channels', 'org_id'],
  ['team_members', 'team'],
  ['team_channels', 'team'],
  ['channel_roles', 'channel'],
] as const;

/**
 * A version of each organisation's directory (its users, teams, memberships, channels and
 * channel roles), raised by the database itself whenever any of them changes — whoever writes,
 * whichever process — so a server may keep a directory as long as its version is the current
 * one. The raise is a deferred constraint trigger: it runs at commit, after every other lock
 * of the transaction is held, so it adds no lock-order deadlocks, and a version is committed
 * exactly with the changes it counts.
 */
export const directoryVersions: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE directory_versions (
        org_id uuid PRIMARY KEY,
        version bigint NOT NULL DEFAULT 1
      );
      INSERT INTO directory_versions (org_id) SELECT id FROM organisations;
      CREATE FUNCTION directory_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        changed record;
        org uuid;
      BEGIN
        IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
        IF TG_ARGV[0] = 'team' THEN
          SELECT org_id INTO org FROM teams WHERE id = changed.team_id;
        ELSIF TG_ARGV[0] = 'channel' THEN
          SELECT org_id INTO org FROM channels WHERE id = changed.channel_id;
        ELSIF TG_ARGV[0] = 'id' THEN
          org := changed.id;
        ELSE
          org := changed.org_id;
        END IF;
        -- A membership deleted with its team or channel: the team's or channel's own row counts.
        IF org IS NOT NULL THEN
          INSERT INTO directory_versions AS d (org_id) VALUES (org)
            ON CONFLICT (org_id) DO UPDATE SET version = d.version + 1;
        END IF;
        RETURN NULL;
      END $$;
    `.execute(db);
    for (const [table, org] of SOURCES) {
      await sql`
        CREATE CONSTRAINT TRIGGER ${sql.raw(`${table}_directory_changed`)}
          AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
          DEFERRABLE INITIALLY DEFERRED
          FOR EACH ROW EXECUTE FUNCTION directory_changed(${sql.lit(org)})
      `.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    for (const [table] of SOURCES) {
      await sql`DROP TRIGGER ${sql.raw(`${table}_directory_changed`)} ON ${sql.table(table)}`.execute(
        db,
      );
    }
    await sql`DROP FUNCTION directory_changed(); DROP TABLE directory_versions`.execute(db);
  },
};
