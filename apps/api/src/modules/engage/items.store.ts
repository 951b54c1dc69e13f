import { randomUUID } from 'node:crypto';
import { feedConditions, refinedConditions } from '@smm/feeds';
import { isAssignee, parseJson } from '@smm/model';
import type {
  EngageItem,
  FeedFilters,
  FeedSortField,
  QuickFilters,
  SavedItem,
  SortDirection,
} from '@smm/model';
import * as t from 'io-ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { lockRows } from '../../db/locks.js';
import { transact } from '../../db/transact.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { EngageViewer } from './engage.viewer.js';
import { feedSql } from './feed.sql.js';
import { projectItem } from './item.projection.js';

/** Where an item sits: its organisation, channel, id on the network and parent. */
export interface ItemPlace {
  readonly orgId: string;
  readonly channelId: string;
  readonly networkItemId: string;
  readonly parentId?: string | null;
  readonly rootId?: string | null;
  /** Inbox entries are listed; the messages of a conversation are not. */
  readonly listed?: boolean;
}

/**
 * Stores a new item (its id is given to it here) and returns it. An item the channel already
 * has (same id on the network) is left as it is and returned.
 */
export async function insertItem(db: Db, place: ItemPlace, item: EngageItem): Promise<EngageItem> {
  const id = randomUUID();
  const stored: EngageItem = { ...item, id, engage: { ...item.engage, id } };
  const row = await db
    .insertInto('engageItems')
    .values({
      id,
      orgId: place.orgId,
      channelId: place.channelId,
      networkItemId: place.networkItemId,
      parentId: place.parentId ?? null,
      rootId: place.rootId ?? place.parentId ?? null,
      listed: place.listed ?? true,
      ...projectItem(stored),
    })
    .onConflict((oc) => oc.columns(['channelId', 'networkItemId']).doNothing())
    .returning('item')
    .executeTakeFirst();
  if (row) return row.item as EngageItem;
  const existing = await db
    .selectFrom('engageItems')
    .select('item')
    .where('channelId', '=', place.channelId)
    .where('networkItemId', '=', place.networkItemId)
    .executeTakeFirstOrThrow();
  return existing.item as EngageItem;
}

/** The stored row of an item, with the facts the API needs besides the item itself. */
export interface ItemRow {
  readonly id: string;
  readonly orgId: string;
  readonly channelId: string;
  readonly networkItemId: string;
  readonly parentId: string | null;
  readonly rootId: string | null;
  readonly item: EngageItem;
}

const ROW_COLUMNS = [
  'id',
  'orgId',
  'channelId',
  'networkItemId',
  'parentId',
  'rootId',
  'item',
] as const;

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/**
 * An item the viewer may see, or 404: another organisation's item, or one on a channel the
 * viewer does not see, is not found (never told apart from a missing one).
 */
export async function itemFor(db: Db, viewer: EngageViewer, id: string): Promise<ItemRow> {
  if (!UUID.test(id)) throw notFound(`Item ${id}`);
  const row = await db
    .selectFrom('engageItems')
    .select(ROW_COLUMNS)
    .where('id', '=', id)
    .where('orgId', '=', viewer.caller.orgId)
    .executeTakeFirst();
  if (!row || !viewer.channels.has(row.channelId)) throw notFound(`Item ${id}`);
  return row as ItemRow;
}

/** A comment (or reply) of item `contentId` the viewer sees; 404 when it is not under that item. */
export async function commentFor(
  db: Db,
  viewer: EngageViewer,
  contentId: string,
  commentId: string,
): Promise<ItemRow> {
  const comment = await itemFor(db, viewer, commentId);
  if (comment.parentId !== contentId && comment.rootId !== contentId) {
    throw notFound(`Comment ${commentId} of item ${contentId}`);
  }
  return comment;
}

/**
 * Locks items in the caller's transaction — all of them in one statement, in the global lock
 * order of decision 0030 (by id) — and answers their rows by id, in that order; missing items
 * are left out. A transaction that changes several items locks them all with one call before
 * changing any.
 */
export async function lockItems(
  trx: Db,
  ids: readonly (string | null | undefined)[],
): Promise<Map<string, ItemRow>> {
  const rows = await lockRows<ItemRow>(trx, 'engage_items', ids, [
    'org_id',
    'channel_id',
    'network_item_id',
    'parent_id',
    'root_id',
    'item',
  ]);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Stores an item the caller holds locked, with its projection. */
export async function writeItem(trx: Db, id: string, item: EngageItem): Promise<void> {
  await trx
    .updateTable('engageItems')
    .set({ ...projectItem(item), updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

/**
 * Stores several items the caller holds locked, each with its projection, in one statement
 * (a chunk of a job changes hundreds of items; one round trip each would dominate its time).
 */
export async function writeItems(
  trx: Db,
  items: readonly { readonly id: string; readonly item: EngageItem }[],
): Promise<void> {
  if (items.length === 0) return;
  const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const rows = items.map(({ id, item }) => {
    const columns: Record<string, unknown> = { id };
    for (const [key, value] of Object.entries(projectItem(item))) columns[snake(key)] = value;
    // The item itself goes as JSON, not as the string projectItem makes for a single write.
    columns['item'] = item;
    return columns;
  });
  const names = Object.keys(rows[0] ?? {}).filter((name) => name !== 'id');
  const targets = sql.join(names.map((name) => sql.ref(name)));
  const sources = sql.join(names.map((name) => sql.ref(`v.${name}`)));
  await sql`
    UPDATE engage_items AS e SET (${targets}) = (${sources}), updated_at = now()
    FROM jsonb_populate_recordset(NULL::engage_items, ${JSON.stringify(rows)}::jsonb) AS v
    WHERE e.id = v.id
  `.execute(trx);
}

/**
 * Changes an item within the caller's transaction: `change` gets the stored item (locked) and
 * returns the new one, or throws to leave it as it was. The projection is written with it.
 * Answers undefined, changing nothing, when there is no such item. To change several items in
 * one transaction, lock them first with {@link lockItems}.
 */
export async function changeItemIn<R>(
  trx: Db,
  id: string,
  change: (item: EngageItem) => Promise<{ item: EngageItem; result: R }>,
): Promise<R | undefined> {
  const locked = (await lockItems(trx, [id])).get(id);
  if (!locked) return undefined;
  const { item, result } = await change(locked.item);
  await writeItem(trx, id, item);
  return result;
}

/**
 * Changes an item in a transaction of its own (see {@link changeItemIn}); the item must exist.
 * The transaction is tried again after a deadlock or serialisation failure ({@link transact}),
 * so `change` must be safe to repeat: it answers what it did in `result` instead of pushing it
 * anywhere.
 */
export async function changeItem<R>(
  db: Db,
  row: Pick<ItemRow, 'id'>,
  change: (item: EngageItem, trx: Db) => Promise<{ item: EngageItem; result: R }>,
): Promise<R> {
  return transact(db, async (trx) => {
    let found = false;
    const result = await changeItemIn(trx, row.id, (item) => {
      found = true;
      return change(item, trx);
    });
    if (!found) throw new Error(`Item ${row.id} is missing`);
    return result as R;
  });
}

/**
 * An item as the viewer gets it: `assignedToMe`, the channel it is on, and `view-only` in its
 * permissions when the viewer only views that channel (engage §3, §5).
 */
export function savedItemFor(viewer: EngageViewer, item: EngageItem): SavedItem {
  const channel = viewer.channels.get(item.channelId);
  const viewOnly = viewer.viewer.channelRoles?.[item.channelId] === 'VIEW_ONLY';
  const permissions = item.meta.userPermissions ?? [];
  return {
    ...item,
    ...(channel ? { channel: { id: channel.id, name: channel.name, type: channel.type } } : {}),
    meta:
      viewOnly && !permissions.includes('view-only')
        ? { ...item.meta, userPermissions: [...permissions, 'view-only'] }
        : item.meta,
    assignedToMe: isAssignee(item, viewer.match.user),
  };
}

/** The position after the last item of a page, for keyset paging: sort, direction, value, id. */
export const Cursor = t.tuple([
  t.union([t.literal('latestCommentDate'), t.literal('createdDate')]),
  t.union([t.literal('asc'), t.literal('desc')]),
  t.string,
  t.string,
]);

/** The opaque text of a cursor. */
export function encodeCursor(value: t.TypeOf<typeof Cursor>): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A cursor from its text; 400 when it is not one this server gave. */
export function decodeCursor(text: string): t.TypeOf<typeof Cursor> {
  let parsed: unknown;
  try {
    parsed = parseJson(Buffer.from(text, 'base64url').toString('utf8'), { maxDepth: 2 });
  } catch {
    parsed = undefined;
  }
  const decoded = Cursor.decode(parsed);
  if (decoded._tag === 'Left' || Number.isNaN(Date.parse(decoded.right[2]))) {
    throw badRequest('cursor: expected the nextCursor of an earlier page; start again without it.');
  }
  return decoded.right;
}

/**
 * The inbox entries the viewer sees that match the filters, to select from — narrowed by the
 * reader's refinement (decision 0056) when one is given with the organisation's response target.
 */
export function matchingItems(
  db: Db,
  viewer: EngageViewer,
  filters: FeedFilters,
  refine?: { readonly quick: QuickFilters; readonly responseTargetMinutes: number | null },
) {
  const feed = { id: 'search', name: 'search', ...filters };
  const conditions =
    refine === undefined
      ? feedConditions(feed)
      : refinedConditions(feed, refine.quick, {
          now: Date.parse(viewer.match.now),
          responseTargetMinutes: refine.responseTargetMinutes,
        });
  return db
    .selectFrom('engageItems')
    .where('orgId', '=', viewer.caller.orgId)
    .where(sql<boolean>`listed`)
    .where('channelId', '=', sql<string>`ANY(${[...viewer.channels.keys()]}::text[])`)
    .where(feedSql(conditions, viewer.match));
}

/** A search: the filters, the sort and the page (offset, or a cursor). */
export interface Search {
  readonly filters: FeedFilters;
  /** The reader's refinement and the organisation's response target (decision 0056). */
  readonly refine?: { readonly quick: QuickFilters; readonly responseTargetMinutes: number | null };
  readonly sortField: FeedSortField;
  readonly sortDirection: SortDirection;
  readonly limit: number;
  readonly offset: number;
  readonly cursor?: string | undefined;
}

/**
 * One page of the inbox entries the viewer sees that match the filters, sorted by latest
 * comment date or created date (ties by id), by offset or after a cursor.
 */
export async function searchItems(db: Db, viewer: EngageViewer, search: Search) {
  const column = search.sortField === 'createdDate' ? 'createdAt' : 'latestAt';
  const desc = search.sortDirection === 'desc';
  let query = matchingItems(db, viewer, search.filters, search.refine).select([
    'id',
    'item',
    column,
  ]);
  if (search.cursor !== undefined) {
    const [field, direction, value, id] = decodeCursor(search.cursor);
    if (field !== search.sortField || direction !== search.sortDirection) {
      throw badRequest('cursor: it belongs to another sort order; start again without it.');
    }
    const after = sql`(${sql.ref(column === 'createdAt' ? 'created_at' : 'latest_at')}, id)`;
    const at = sql`(${value}::timestamptz, ${id}::uuid)`;
    query = query.where(desc ? sql<boolean>`${after} < ${at}` : sql<boolean>`${after} > ${at}`);
  } else if (search.offset > 0) {
    query = query.offset(search.offset);
  }
  const rows = await query
    .orderBy(column, desc ? 'desc' : 'asc')
    .orderBy('id', desc ? 'desc' : 'asc')
    .limit(search.limit + 1)
    .execute();
  const page = rows.slice(0, search.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => savedItemFor(viewer, row.item as EngageItem)),
    offset: search.cursor === undefined ? search.offset : 0,
    limit: search.limit,
    nextCursor:
      rows.length > search.limit && last
        ? encodeCursor([
            search.sortField,
            search.sortDirection,
            (last[column] as Date).toISOString(),
            last.id,
          ])
        : null,
  };
}
