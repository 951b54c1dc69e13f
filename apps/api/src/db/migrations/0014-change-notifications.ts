import { sql, type Kysely, type Migration } from 'kysely';

/** The channel on which the database says which organisation's data changed. */
export const CHANGES_CHANNEL = 'smm_changes';

/**
 * The database tells listening servers which organisation's data changed, whoever wrote it:
 * `NOTIFY smm_changes, '<org id>'` when its directory version is raised (people, teams,
 * channels, roles) and after every statement that writes its engage items. Notifications are
 * sent at commit (none for a rolled-back change) and one per organisation and transaction
 * (PostgreSQL folds equal ones), so servers can keep what they read until they hear of a change.
 */
export const changeNotifications: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE FUNCTION notify_directory_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('smm_changes', NEW.org_id::text);
        RETURN NULL;
      END $$;
      CREATE TRIGGER directory_versions_notify
        AFTER INSERT OR UPDATE ON directory_versions
        FOR EACH ROW EXECUTE FUNCTION notify_directory_change();

      CREATE FUNCTION notify_items_change() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        org uuid;
      BEGIN
        FOR org IN SELECT DISTINCT org_id FROM changed_rows LOOP
          PERFORM pg_notify('smm_changes', org::text);
        END LOOP;
        RETURN NULL;
      END $$;
      CREATE TRIGGER engage_items_inserted_notify
        AFTER INSERT ON engage_items REFERENCING NEW TABLE AS changed_rows
        FOR EACH STATEMENT EXECUTE FUNCTION notify_items_change();
      CREATE TRIGGER engage_items_updated_notify
        AFTER UPDATE ON engage_items REFERENCING NEW TABLE AS changed_rows
        FOR EACH STATEMENT EXECUTE FUNCTION notify_items_change();
      CREATE TRIGGER engage_items_deleted_notify
        AFTER DELETE ON engage_items REFERENCING OLD TABLE AS changed_rows
        FOR EACH STATEMENT EXECUTE FUNCTION notify_items_change();
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      DROP TRIGGER engage_items_deleted_notify ON engage_items;
      DROP TRIGGER engage_items_updated_notify ON engage_items;
      DROP TRIGGER engage_items_inserted_notify ON engage_items;
      DROP FUNCTION notify_items_change();
      DROP TRIGGER directory_versions_notify ON directory_versions;
      DROP FUNCTION notify_directory_change();
    `.execute(db);
  },
};
