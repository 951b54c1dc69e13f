import { sql, type Kysely, type Migration } from 'kysely';

/**
 * What a notice tells of and the values that word it, so the app shows it in its reader's
 * language (decision 0047); notices written before keep their English message.
 */
export const noticeTypes: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      ALTER TABLE notices
        ADD COLUMN type text,
        ADD COLUMN params jsonb;
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`ALTER TABLE notices DROP COLUMN type, DROP COLUMN params;`.execute(db);
  },
};
