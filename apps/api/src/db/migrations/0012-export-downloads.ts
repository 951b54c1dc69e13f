import { sql, type Kysely, type Migration } from 'kysely';

/** Where an export's CSV is and the secret of its download link. */
export const exportDownloads: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      ALTER TABLE exports
        ADD COLUMN download_token text NOT NULL,
        ADD COLUMN origin text NOT NULL,
        ADD COLUMN file text;
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      ALTER TABLE exports DROP COLUMN download_token, DROP COLUMN origin, DROP COLUMN file;
    `.execute(db);
  },
};
