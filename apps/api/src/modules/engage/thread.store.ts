import { foldText } from '@smm/feeds';
import type {
  ConversationPage,
  ConversationPaging,
  EngageItem,
  ItemStatus,
  MessageSearch,
  MessageSearchResult,
  SearchPage,
  SortDirection,
} from '@smm/model';
import { MAX_PAGE_SIZE, formatId, Uuid } from '@smm/model';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../http/errors.js';
import type { EngageViewer } from './engage.viewer.js';
import { decodeCursor, encodeCursor, savedItemFor } from './items.store.js';

/** A page of an item's answers: by offset or after a cursor, oldest first unless asked. */
export interface AnswersPage {
  readonly direction: SortDirection;
  readonly limit: number;
  readonly offset: number;
  readonly cursor?: string | undefined;
}

const position = sql`(created_at, id)`;
const at = (date: Date | string, id: string) =>
  sql`(${typeof date === 'string' ? date : date.toISOString()}::timestamptz, ${id}::uuid)`;

/** The answers of an item (a post's comments, a comment's replies), a page at a time. */
export async function answersOf(
  db: Db,
  viewer: EngageViewer,
  parentId: string,
  page: AnswersPage,
): Promise<SearchPage> {
  const desc = page.direction === 'desc';
  let query = db
    .selectFrom('engageItems')
    .select(['id', 'item', 'createdAt'])
    .where('orgId', '=', viewer.caller.orgId)
    .where('parentId', '=', parentId);
  if (page.cursor !== undefined) {
    const [field, direction, value, id] = decodeCursor(page.cursor);
    if (field !== 'createdDate' || direction !== page.direction) {
      throw badRequest('cursor: it belongs to another sort order; start again without it.');
    }
    query = query.where(
      desc
        ? sql<boolean>`${position} < ${at(value, id)}`
        : sql<boolean>`${position} > ${at(value, id)}`,
    );
  } else if (page.offset > 0) {
    query = query.offset(page.offset);
  }
  const rows = await query
    .orderBy('createdAt', desc ? 'desc' : 'asc')
    .orderBy('id', desc ? 'desc' : 'asc')
    .limit(page.limit + 1)
    .execute();
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return {
    items: items.map((row) => savedItemFor(viewer, row.item as EngageItem)),
    offset: page.cursor === undefined ? page.offset : 0,
    limit: page.limit,
    nextCursor:
      rows.length > page.limit && last
        ? encodeCursor(['createdDate', page.direction, last.createdAt.toISOString(), last.id])
        : null,
  };
}

/** A message of the conversation to page from; 400 naming the field when it is not one. */
async function messageAnchor(db: Db, conversationId: string, id: string, field: string) {
  const key = formatId(id.toLowerCase());
  const anchor = Uuid.is(key)
    ? await db
        .selectFrom('engageItems')
        .select(['id', 'item', 'createdAt'])
        .where('parentId', '=', conversationId)
        .where('id', '=', key)
        .executeTakeFirst()
    : undefined;
  if (!anchor) throw badRequest(`${field}: ${id} is not a message of this conversation.`);
  return anchor;
}

/** A page size as asked, within 1 … the most one page returns. */
const sizeOf = (size: number) => Math.min(Math.max(size, 1), MAX_PAGE_SIZE);

type MessageRow = { id: string; item: unknown; createdAt: Date };

/**
 * A page of a conversation's messages (engage §3 paging): around `focusedMessageId` (the
 * focused message with older ones before and newer after, filling from the other side near the
 * ends), older than `loadMoreBefore`, newer than `loadMoreAfter`, or else the newest. Returned
 * in `order`, with whether more exist on each side.
 */
export async function conversationPage(
  db: Db,
  conversationId: string,
  paging: ConversationPaging,
): Promise<ConversationPage> {
  const size = sizeOf(paging.size);
  const messages = db
    .selectFrom('engageItems')
    .select(['id', 'item', 'createdAt'])
    .where('parentId', '=', conversationId);
  const older = (anchor: MessageRow | null, limit: number) =>
    (anchor
      ? messages.where(sql<boolean>`${position} < ${at(anchor.createdAt, anchor.id)}`)
      : messages
    )
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  const newer = (anchor: MessageRow, limit: number) =>
    messages
      .where(sql<boolean>`${position} > ${at(anchor.createdAt, anchor.id)}`)
      .orderBy('createdAt', 'asc')
      .orderBy('id', 'asc')
      .limit(limit)
      .execute();
  const anchorOf = (id: string, field: string) => messageAnchor(db, conversationId, id, field);

  let window: MessageRow[]; // oldest first
  let moreBefore: boolean;
  let moreAfter: boolean;
  if (paging.focusedMessageId) {
    const focus = await anchorOf(paging.focusedMessageId, 'focusedMessageId');
    const [before, after] = await Promise.all([older(focus, size), newer(focus, size)]);
    const half = Math.floor((size - 1) / 2);
    const takeBefore = Math.min(before.length, Math.max(half, size - 1 - after.length));
    const takeAfter = Math.min(after.length, size - 1 - takeBefore);
    window = [...before.slice(0, takeBefore).reverse(), focus, ...after.slice(0, takeAfter)];
    moreBefore = before.length > takeBefore;
    moreAfter = after.length > takeAfter;
  } else if (paging.loadMoreBefore) {
    const anchor = await anchorOf(paging.loadMoreBefore, 'loadMoreBefore');
    const before = await older(anchor, size + 1);
    window = before.slice(0, size).reverse();
    moreBefore = before.length > size;
    moreAfter = true;
  } else if (paging.loadMoreAfter) {
    const anchor = await anchorOf(paging.loadMoreAfter, 'loadMoreAfter');
    const after = await newer(anchor, size + 1);
    window = after.slice(0, size);
    moreBefore = true;
    moreAfter = after.length > size;
  } else {
    const latest = await older(null, size + 1);
    window = latest.slice(0, size).reverse();
    moreBefore = latest.length > size;
    moreAfter = false;
  }
  const { count } = await db
    .selectFrom('engageItems')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('parentId', '=', conversationId)
    .executeTakeFirstOrThrow();
  const ordered = paging.order === 'desc' ? [...window].reverse() : window;
  return {
    messages: ordered.map((row) => row.item as EngageItem),
    totalMessagesCount: count,
    moreBefore,
    moreAfter,
  };
}

/**
 * The messages of a conversation whose text contains `criteria` (folded as feeds fold
 * keywords: case and accents do not matter), `size` at a time after `loadMoreAfter`, with how
 * many match in all.
 */
export async function searchMessages(
  db: Db,
  conversationId: string,
  search: MessageSearch,
): Promise<MessageSearchResult> {
  const needle = foldText(search.criteria.trim());
  if (needle === '') throw badRequest('criteria: expected some text to search for.');
  const size = sizeOf(search.size);
  const desc = search.order === 'desc';
  const matching = db
    .selectFrom('engageItems')
    .where('parentId', '=', conversationId)
    .where(sql<boolean>`strpos(search_text, ${needle}) > 0`);
  let page = matching.select(['id', 'item', 'createdAt']);
  if (search.loadMoreAfter) {
    const anchor = await messageAnchor(db, conversationId, search.loadMoreAfter, 'loadMoreAfter');
    const after = at(anchor.createdAt, anchor.id);
    page = page.where(
      desc ? sql<boolean>`${position} < ${after}` : sql<boolean>`${position} > ${after}`,
    );
  }
  const [rows, total] = await Promise.all([
    page
      .orderBy('createdAt', desc ? 'desc' : 'asc')
      .orderBy('id', desc ? 'desc' : 'asc')
      .limit(size)
      .execute(),
    matching.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { messages: rows.map((row) => row.item as EngageItem), totalMessagesCount: total.count };
}

/** Where each item of a thread stands (the item, everything under it), oldest first. */
export async function threadStatuses(db: Db, rootId: string): Promise<ItemStatus[]> {
  const rows = await db
    .selectFrom('engageItems')
    .select(['id', 'item'])
    .where((eb) => eb.or([eb('id', '=', rootId), eb('rootId', '=', rootId)]))
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const item = row.item as EngageItem;
    return {
      id: row.id,
      networkStatus: item.engage.networkStatus ?? 'published',
      moderatorStatus: item.engage.moderatorStatus ?? null,
      delivery: item.meta.delivery ?? null,
      error: item.error ?? null,
      ...(item.failure === undefined ? {} : { failure: item.failure }),
    };
  });
}
