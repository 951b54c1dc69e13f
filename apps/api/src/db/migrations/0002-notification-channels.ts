import { sql, type Kysely, type Migration } from 'kysely';

/** Which channels each user gets notifications for (platform §7). */
export const notificationChannels: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE user_notification_channels (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        channel_id text NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
        PRIMARY KEY (user_id, channel_id)
      );
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE user_notification_channels`.execute(db);
  },
};
