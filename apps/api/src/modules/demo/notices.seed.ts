import type { EngageItem, NotificationParams, NotificationType } from '@smm/model';
import type { Db } from '../../db/database.js';
import { itemLink } from '../notifications/notify.js';

const MINUTE = 60_000;

/** One demo notice: whom it is for, what it tells of, how long ago, and whether it was read. */
interface DemoNotice {
  readonly email: string;
  readonly type: NotificationType;
  readonly params: NotificationParams;
  readonly message: string;
  readonly relevance: 'ALL' | 'ME';
  readonly minutesAgo: number;
  readonly read?: boolean;
  readonly link?: string;
}

/**
 * Gives the demo's people a notification centre that has lived a little: colleagues mentioned
 * them in notes and assigned them items, team feeds were shared with them, a bulk job met items
 * a network refused. Each notice names a real item of the demo inbox, so it opens it.
 */
export async function seedNotices(db: Db, orgId: string, now = Date.now()): Promise<void> {
  const recent = await db
    .selectFrom('engageItems')
    .select(['id', 'item'])
    .where('orgId', '=', orgId)
    .where('listed', '=', true)
    .where('network', 'in', ['facebook', 'instagram'])
    .orderBy('createdAt', 'desc')
    .limit(20)
    .execute();
  const inbound = recent.filter((row) => !(row.item as EngageItem).sender?.isOwn);
  const [first, second, third] = inbound;
  if (!first || !second || !third) return;
  const sender = (row: { item: unknown }) => (row.item as EngageItem).sender?.name ?? 'someone';
  const people = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('orgId', '=', orgId)
    .execute();
  const idOf = new Map(people.map((person) => [person.email, person.id]));

  const mention = (email: string, author: string, excerpt: string, row: typeof first) => ({
    email,
    type: 'mention' as const,
    params: { author, excerpt },
    message: `${author} mentioned you in a note: ${excerpt}`,
    relevance: 'ME' as const,
    link: itemLink(row.id),
  });
  const shared = (email: string, feed: string) => ({
    email,
    type: 'feedShared' as const,
    params: { feed },
    message: `The feed ${feed} has been shared with you`,
    relevance: 'ME' as const,
    minutesAgo: 6 * 24 * 60,
    read: true,
  });
  const notices: DemoNotice[] = [
    {
      ...mention('admin@demo.test', 'Lee Lead', '@Ada Admin can we offer a refund here?', first),
      minutesAgo: 25,
    },
    {
      email: 'admin@demo.test',
      type: 'assignment',
      params: { assigner: 'Lee Lead', sender: sender(second) },
      message: `Lee Lead assigned you an item from ${sender(second)}`,
      relevance: 'ME',
      link: itemLink(second.id),
      minutesAgo: 3 * 60,
    },
    {
      email: 'admin@demo.test',
      type: 'bulkFailed',
      params: { action: 'hide', failed: 3, total: 20 },
      message: '3 of 20 items could not be changed (hide); the others were',
      relevance: 'ME',
      minutesAgo: 2 * 24 * 60,
      read: true,
    },
    {
      ...mention('editor@demo.test', 'Lee Lead', '@Eddie Editor please answer in German', third),
      minutesAgo: 15,
    },
    {
      email: 'editor@demo.test',
      type: 'teamAssignment',
      params: { assigner: 'Ada Admin', team: 'Customer Care', sender: sender(second) },
      message: `Ada Admin assigned Customer Care an item from ${sender(second)}`,
      relevance: 'ALL',
      link: itemLink(second.id),
      minutesAgo: 70,
    },
    shared('editor@demo.test', 'Complaints'),
    {
      ...mention('lead@demo.test', 'Eddie Editor', '@Lee Lead is this one for legal?', first),
      minutesAgo: 2 * 60,
    },
    shared('lead@demo.test', 'Direct messages'),
    shared('moderator@demo.test', 'Complaints'),
    shared('viewer@demo.test', 'Complaints'),
    shared('sam@demo.test', 'Direct messages'),
  ];
  const rows = notices.flatMap((notice) => {
    const userId = idOf.get(notice.email);
    if (!userId) return [];
    return [
      {
        userId,
        product: 'ENGAGE',
        type: notice.type,
        params: JSON.stringify(notice.params),
        message: notice.message,
        relevance: notice.relevance,
        link: notice.link ?? null,
        unread: notice.read !== true,
        createdAt: new Date(now - notice.minutesAgo * MINUTE),
      },
    ];
  });
  if (rows.length > 0) await db.insertInto('notices').values(rows).execute();
}
