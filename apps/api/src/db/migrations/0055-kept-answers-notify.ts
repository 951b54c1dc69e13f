import { sql, type Kysely, type Migration } from 'kysely';

/** Tables with their own `org_id` whose rows kept answers are made of (ad accounts, Benchmark). */
const WITH_ORG = ['ad_accounts', 'benchmark_brands', 'benchmark_brand_channels'] as const;

/**
 * The database also says when an organisation's ad accounts, their linked channels and its
 * Benchmark brands change, as it does for items and the directory (migration 0014): the read
 * routes kept on these (`GET /api/ads/accounts…`, brand insights) are then forgotten by every
 * instance at once, not only by the one that wrote, instead of after their 10 s at most.
 */
export const keptAnswersNotify: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of WITH_ORG) {
      for (const [event, rows] of [
        ['INSERT', 'NEW'],
        ['UPDATE', 'NEW'],
        ['DELETE', 'OLD'],
      ] as const) {
        await sql`
          CREATE TRIGGER ${sql.raw(`${table}_${event.toLowerCase()}_notify`)}
            AFTER ${sql.raw(event)} ON ${sql.table(table)}
            REFERENCING ${sql.raw(rows)} TABLE AS changed_rows
            FOR EACH STATEMENT EXECUTE FUNCTION notify_items_change()
        `.execute(db);
      }
    }
    await sql`
      CREATE FUNCTION notify_ad_account_links_change() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        org uuid;
      BEGIN
        FOR org IN
          SELECT DISTINCT a.org_id FROM changed_rows c JOIN ad_accounts a ON a.id = c.ad_account_id
        LOOP
          PERFORM pg_notify('smm_changes', org::text);
        END LOOP;
        RETURN NULL;
      END $$;
      CREATE TRIGGER ad_account_channels_insert_notify
        AFTER INSERT ON ad_account_channels REFERENCING NEW TABLE AS changed_rows
        FOR EACH STATEMENT EXECUTE FUNCTION notify_ad_account_links_change();
      CREATE TRIGGER ad_account_channels_delete_notify
        AFTER DELETE ON ad_account_channels REFERENCING OLD TABLE AS changed_rows
        FOR EACH STATEMENT EXECUTE FUNCTION notify_ad_account_links_change();
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      DROP TRIGGER ad_account_channels_delete_notify ON ad_account_channels;
      DROP TRIGGER ad_account_channels_insert_notify ON ad_account_channels;
      DROP FUNCTION notify_ad_account_links_change();
    `.execute(db);
    for (const table of WITH_ORG) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`DROP TRIGGER ${sql.raw(`${table}_${event}_notify`)} ON ${sql.table(table)}`.execute(
          db,
        );
      }
    }
  },
};
