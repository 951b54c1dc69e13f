import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Indexes of the engage identity card (decision 0058): an item's sender by the network's id, by
 * name and by handle (lower case), so a person's items are found without reading every item of
 * the organisation (the name as `normaliseIdentityText` of @smm/engage-rules compares it:
 * whitespace collapsed, NFKC, lower case); and an item's events by item, for its history. No table changes.
 */
export const audienceIdentityIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE INDEX engage_items_sender_id_idx
        ON engage_items (org_id, (item->'sender'->>'id'));
      CREATE INDEX engage_items_sender_name_idx
        ON engage_items (
          org_id,
          lower(normalize(regexp_replace(btrim(item->'sender'->>'name'), '[[:space:]]+', ' ', 'g'), NFKC))
        );
      CREATE INDEX engage_items_sender_handle_idx
        ON engage_items (org_id, lower(item->'sender'->>'handle'));
      CREATE INDEX engage_events_item_idx ON engage_events (item_id, seq);
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      DROP INDEX engage_events_item_idx;
      DROP INDEX engage_items_sender_handle_idx;
      DROP INDEX engage_items_sender_name_idx;
      DROP INDEX engage_items_sender_id_idx;
    `.execute(db);
  },
};
