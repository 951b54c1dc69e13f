import type { FeedDefinition } from '@smm/model';
import type { Db } from '../../db/database.js';
import { filtersOf } from '../feeds/feeds.store.js';

/** The demo feeds: what a social team keeps at hand, shared where a team works one together. */
const DEMO_FEEDS: readonly { readonly definition: FeedDefinition; readonly shared: boolean }[] = [
  {
    definition: {
      name: 'Needs a reply',
      readFilter: { status: 'unread', values: [] },
      assignFilter: { status: ['unassigned', 'assignedToMe'], values: [] },
    },
    shared: false,
  },
  {
    definition: {
      name: 'Complaints',
      sentiments: ['negative'],
      spamStatus: ['notSpam'],
    },
    shared: true,
  },
  {
    definition: { name: 'Direct messages', types: ['message'] },
    shared: true,
  },
  {
    definition: {
      name: 'Facebook & Instagram comments',
      networks: ['facebook', 'instagram'],
      types: ['comment', 'reply'],
    },
    shared: false,
  },
  {
    definition: { name: 'Reviews', types: ['review'], blurMedia: true },
    shared: false,
  },
];

/**
 * Gives the organisation's first administrator the demo feeds, the first two of them pinned,
 * and shares the team feeds with everyone else of the organisation.
 */
export async function seedFeeds(db: Db, orgId: string): Promise<void> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'isAdmin'])
    .where('orgId', '=', orgId)
    .orderBy('isAdmin', 'desc')
    .orderBy('email')
    .execute();
  const owner = users[0];
  if (!owner) return;
  const others = users.slice(1);
  await db.transaction().execute(async (trx) => {
    for (const [position, { definition, shared }] of DEMO_FEEDS.entries()) {
      const feed = await trx
        .insertInto('feeds')
        .values({
          orgId,
          ownerId: owner.id,
          name: definition.name,
          filters: JSON.stringify(filtersOf(definition)),
          type: null,
          blurMedia: definition.blurMedia ?? false,
          endDate: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('feedSettings')
        .values({ feedId: feed.id, userId: owner.id, position, pinned: position < 2 })
        .execute();
      if (shared && others.length > 0) {
        await trx
          .insertInto('feedShares')
          .values(others.map((user) => ({ feedId: feed.id, userId: user.id })))
          .execute();
      }
    }
  });
}
