import type { Db } from '../../db/database.js';
import { DEMO_ACCOUNTS } from './seed.js';

/**
 * Demo Coffee's listen alert (decision 0090): its administrator and team lead hear when its
 * brand mentions go past 60 in an hour — above anything the sandbox corpus says on its own (about
 * 2 an hour, 41 at its busiest), so it goes off when a spike is added
 * (`POST /api/sandbox/listening/spikes`), not during other demos.
 */
export async function seedListenAlerts(db: Db, orgId: string): Promise<void> {
  const query = await db
    .selectFrom('listeningQueries')
    .select('id')
    .where('orgId', '=', orgId)
    .where('name', '=', 'Demo Coffee mentions')
    .executeTakeFirst();
  if (!query) return;
  const people = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('orgId', '=', orgId)
    .where('email', 'in', [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.lead])
    .execute();
  const admin = people.find((person) => person.email === DEMO_ACCOUNTS.admin);
  if (!admin) return;
  await db
    .insertInto('listenAlerts')
    .values({
      orgId,
      queryId: query.id,
      metric: 'mentions',
      timeWindow: 'hour',
      threshold: 60,
      recipientIds: people.map((person) => person.id),
      createdBy: admin.id,
    })
    .execute();
}
