import {
  decode,
  DEFAULT_NOTIFICATION_FILTERS,
  NotificationFilters,
  NotificationFiltersChange,
  NotificationPage,
  NotificationParams,
  NotificationQuery,
  NotificationStatusChange,
  NotificationType,
  UnreadCount,
  type NotificationEntry,
} from '@smm/model';
import { either as E } from 'fp-ts';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../http/errors.js';
import { route, type AnyRoute } from '../../http/route.js';

/** A page of the centre holds this many notifications unless the caller asks for another size. */
const PAGE = 20;

const PATH = '/inbox-service/notifications';

/** The caller's saved filters, the defaults when they saved none (or none that still decodes). */
async function filtersOf(db: Db, userId: string): Promise<NotificationFilters> {
  const row = await db
    .selectFrom('notificationFilters')
    .select('filters')
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) return DEFAULT_NOTIFICATION_FILTERS;
  return E.getOrElse(() => DEFAULT_NOTIFICATION_FILTERS)(decode(NotificationFilters, row.filters));
}

const cursorOf = (entry: { createdAt: Date; id: string }) =>
  Buffer.from(`${entry.createdAt.toISOString()}|${entry.id}`).toString('base64url');

function readCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (Number.isNaN(createdAt.getTime()) || !/^\d{1,18}$/.test(id ?? '')) {
    throw badRequest(
      'cursor: this page cursor is not one the notification centre gave; start again.',
    );
  }
  return { createdAt, id: id ?? '' };
}

/** A stored notice's type and values, when both still decode (notices before 0028 have none). */
function wordingOf(row: {
  type: string | null;
  params: unknown;
}): Pick<NotificationEntry, 'type' | 'params'> {
  const type = decode(NotificationType, row.type);
  const params = decode(NotificationParams, row.params);
  return E.isRight(type) && E.isRight(params) ? { type: type.right, params: params.right } : {};
}

/** The query of the next page: the same filters and sort, from after the last entry. */
function nextLink(query: NotificationQuery, cursor: string): string {
  const params = new URLSearchParams();
  if (query.product) params.set('product', query.product.join(','));
  if (query.relevance) params.set('relevance', query.relevance);
  if (query.status) params.set('status', query.status);
  if (query.sort) params.set('sort', query.sort);
  if (query.size) params.set('size', String(query.size));
  params.set('cursor', cursor);
  return `${PATH}?${params.toString()}`;
}

/**
 * The notification centre (platform §3, §7): the caller's notifications page by page, filtered
 * and sorted as asked (anything not asked comes from their saved filters), marking them read or
 * unread, the unread count, and the saved filters. Realtime tells the caller's connections of
 * every change to their count (the database names the user whose notices changed).
 */
export function notificationsRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: PATH,
      tag: 'notifications',
      summary:
        "A page of the caller's notifications by product, relevance and status, sorted by the time of what they tell; `next` is the link of the following page",
      access: 'user',
      query: NotificationQuery,
      response: NotificationPage,
      handle: async ({ db, caller, query }) => {
        const saved = await filtersOf(db, caller.userId);
        const products = query.product ?? saved.product;
        const relevance = query.relevance ?? saved.relevance;
        const status = query.status ?? saved.status;
        const ascending = (
          query.sort ?? `originatingEventCreatedDate,${saved.sortDirection.toLowerCase()}`
        ).endsWith(',asc');
        const size = query.size ?? PAGE;
        if (products.length === 0) return { notifications: [] };
        let select = db
          .selectFrom('notices')
          .select([
            'id',
            'product',
            'message',
            'unread',
            'createdAt',
            'relevance',
            'title',
            'link',
            'type',
            'params',
          ])
          .where('userId', '=', caller.userId)
          .where('product', 'in', products)
          .orderBy('createdAt', ascending ? 'asc' : 'desc')
          .orderBy('id', ascending ? 'asc' : 'desc')
          .limit(size + 1);
        if (relevance === 'ME') select = select.where('relevance', '=', 'ME');
        if (status !== 'ALL') select = select.where('unread', '=', status === 'UNREAD');
        if (query.cursor) {
          const cursor = readCursor(query.cursor);
          const after = ascending ? '>' : '<';
          select = select.where((eb) =>
            eb.or([
              eb('createdAt', after, cursor.createdAt),
              eb.and([eb('createdAt', '=', cursor.createdAt), eb('id', after, cursor.id)]),
            ]),
          );
        }
        const rows = await select.execute();
        const notifications = rows.slice(0, size).map((row): NotificationEntry => ({
          id: String(row.id),
          uuid: String(row.id),
          unreadStatus: row.unread ? 'UNREAD' : 'READ',
          product: row.product as NotificationEntry['product'],
          message: row.message,
          originatingEventCreatedDate: row.createdAt.toISOString(),
          relevance: row.relevance === 'ME' ? 'ME' : 'ALL',
          ...(row.title === null ? {} : { title: row.title }),
          ...(row.link === null ? {} : { link: row.link }),
          ...wordingOf(row),
        }));
        const last = rows[size - 1];
        return rows.length > size && last
          ? { notifications, next: nextLink(query, cursorOf(last)) }
          : { notifications };
      },
    }),
    route({
      method: 'PATCH',
      path: PATH,
      tag: 'notifications',
      summary:
        "Marks some of the caller's notifications (or all of them, with `all`) read or unread; answers the unread count",
      access: 'user',
      body: NotificationStatusChange,
      response: UnreadCount,
      handle: async ({ db, caller, body }) => {
        if (body.all === true) {
          await db
            .updateTable('notices')
            .set({ unread: body.unreadStatus === 'UNREAD' })
            .where('userId', '=', caller.userId)
            .where('unread', '=', body.unreadStatus !== 'UNREAD')
            .execute();
        } else if (body.ids.length > 0) {
          await db
            .updateTable('notices')
            .set({ unread: body.unreadStatus === 'UNREAD' })
            .where('userId', '=', caller.userId)
            .where('id', 'in', body.ids)
            .where('unread', '=', body.unreadStatus !== 'UNREAD')
            .execute();
        }
        return unreadCount(db, caller.userId);
      },
    }),
    route({
      method: 'GET',
      path: `${PATH}/unread-count`,
      tag: 'notifications',
      summary: "How many of the caller's notifications are unread",
      access: 'user',
      response: UnreadCount,
      handle: async ({ db, caller }) => unreadCount(db, caller.userId),
    }),
    route({
      method: 'GET',
      path: `${PATH}/filters`,
      tag: 'notifications',
      summary:
        "The caller's filters of the notification centre (the defaults until they save some)",
      access: 'user',
      response: NotificationFilters,
      handle: async ({ db, caller }) => filtersOf(db, caller.userId),
    }),
    route({
      method: 'POST',
      path: `${PATH}/filters`,
      tag: 'notifications',
      summary:
        "Saves the caller's filters of the notification centre (query parameters status, product, relevance, sortDirection; the others stay)",
      access: 'user',
      query: NotificationFiltersChange,
      response: NotificationFilters,
      handle: async ({ db, caller, query }) => {
        const filters: NotificationFilters = { ...(await filtersOf(db, caller.userId)), ...query };
        const json = JSON.stringify(NotificationFilters.encode(filters));
        await db
          .insertInto('notificationFilters')
          .values({ userId: caller.userId, filters: json })
          .onConflict((oc) =>
            oc.column('userId').doUpdateSet({ filters: json, updatedAt: new Date() }),
          )
          .execute();
        return filters;
      },
    }),
  ];
}

async function unreadCount(db: Db, userId: string): Promise<UnreadCount> {
  const { count } = await db
    .selectFrom('notices')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('userId', '=', userId)
    .where('unread', '=', true)
    .executeTakeFirstOrThrow();
  return { count: Number(count) };
}
