import type { Db } from '../../db/database.js';
import { aggregateAudience } from '../audience/audience.aggregate.js';

/** The demo person without an audience role: they do not see Audience (decision 0096). */
export const NO_AUDIENCE_ROLE = 'viewer@demo.test';

/**
 * Audience's demo (decisions 0095, 0096): administrators have the ADMIN role, the viewer has none;
 * Demo Coffee's people are aggregated from its inbox, a few have an e-mail address and a phone
 * number, and three audiences are saved, two of them pinned.
 */
export async function seedAudience(db: Db, orgId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ audienceRole: 'ADMIN' })
    .where('isAdmin', '=', true)
    .execute();
  await db
    .updateTable('users')
    .set({ audienceRole: null })
    .where('email', '=', NO_AUDIENCE_ROLE)
    .execute();
  await aggregateAudience(db, orgId, { full: true });

  // Contact details people gave in their messages.
  const people = await db
    .selectFrom('audiencePeople')
    .select(['id', 'name'])
    .where('orgId', '=', orgId)
    .orderBy('conversations', 'desc')
    .orderBy('id')
    .limit(6)
    .execute();
  for (const [index, person] of people.entries()) {
    const local = person.name
      .normalize('NFKD')
      .replace(/[^\w\s.-]/g, '')
      .trim()
      .toLowerCase()
      .replace(/\s+/g, '.');
    await db
      .updateTable('audiencePeople')
      .set({
        email: `${local || 'customer'}@example.com`,
        ...(index % 2 === 0
          ? { phone: `+44 20 7946 0${String(100 + index * 7).padStart(3, '0')}` }
          : {}),
      })
      .where('id', '=', person.id)
      .execute();
  }

  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('orgId', '=', orgId)
    .where('isAdmin', '=', true)
    .orderBy('email')
    .executeTakeFirst();
  const question = await db
    .selectFrom('labels')
    .select('id')
    .where('orgId', '=', orgId)
    .where('name', '=', 'Question')
    .executeTakeFirst();
  await db
    .insertInto('audienceAudiences')
    .values([
      {
        orgId,
        name: 'Unhappy customers',
        filter: JSON.stringify({ sentiments: ['negative'] }),
        pinned: true,
        createdBy: admin?.id ?? null,
      },
      {
        orgId,
        name: 'Instagram fans',
        filter: JSON.stringify({ networks: ['instagram'], sentiments: ['positive'] }),
        pinned: true,
        createdBy: admin?.id ?? null,
      },
      {
        orgId,
        name: 'People with questions',
        filter: JSON.stringify(question ? { labelIds: [question.id] } : { search: '?' }),
        pinned: false,
        createdBy: admin?.id ?? null,
      },
    ])
    .execute();
}
