import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The notification centre: whether a notice names its person (relevance ME) and where it leads,
 * an index for reading a person's notices page by page in either order, and each person's
 * filters of the centre.
 */
export const notificationCentre: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      ALTER TABLE notices
        ADD COLUMN relevance text NOT NULL DEFAULT 'ALL' CHECK (relevance IN ('ALL', 'ME')),
        ADD COLUMN title text,
        ADD COLUMN link text;
      DROP INDEX notices_user_idx;
      CREATE INDEX notices_user_idx ON notices (user_id, created_at DESC, id DESC);
      CREATE INDEX notices_unread_idx ON notices (user_id) WHERE unread;
      CREATE TABLE notification_filters (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        filters jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      DROP TABLE notification_filters;
      DROP INDEX notices_unread_idx;
      DROP INDEX notices_user_idx;
      CREATE INDEX notices_user_idx ON notices (user_id, created_at DESC);
      ALTER TABLE notices DROP COLUMN relevance, DROP COLUMN title, DROP COLUMN link;
    `.execute(db);
  },
};
