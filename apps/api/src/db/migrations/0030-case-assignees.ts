import { sql, type Kysely, type Migration } from 'kysely';

/** A case is assigned to a person or to a team (decision 0047): which one its assignee is. */
export const caseAssignees: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      ALTER TABLE cases ADD COLUMN assignee_is_team boolean NOT NULL DEFAULT false;
      CREATE INDEX cases_assignee_idx ON cases (assignee_id) WHERE assignee_id IS NOT NULL;
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      DROP INDEX cases_assignee_idx;
      ALTER TABLE cases DROP COLUMN assignee_is_team;
    `.execute(db);
  },
};
