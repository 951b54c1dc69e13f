import type { EngageItem, Network } from '@smm/model';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { inboundTraffic, type TrafficChannel } from '../../networks/sandbox.traffic.js';
import { answered, placeUnder, startConversation } from '../engage/ingest.js';
import { projectItem } from '../engage/item.projection.js';

const DAY = 24 * 60 * 60 * 1000;

/** How many items to load, from which traffic, over which time. */
export interface SeedItemsOptions {
  /** How many items (rows: inbox entries and the messages of conversations) to add. */
  readonly count: number;
  /** The first seed to try: the first one whose traffic the organisation does not have yet is used. */
  readonly seed: number;
  /** The newest items are from about now (default `Date.now()`). */
  readonly now?: number;
  /** How far back the items go (default 180 days). */
  readonly spanMs?: number;
  /** Told how many items are stored after each batch. */
  readonly onProgress?: (stored: number) => void;
  /** Rows per INSERT and items held back before writing (defaults suit a million items; tests use small ones). */
  readonly batching?: { readonly batch: number; readonly hold: number };
}

/** What a seeding added. */
export interface SeedItemsReport {
  /** Items added. */
  readonly items: number;
  /** Of those, inbox entries (listed): the rest are the messages of conversations. */
  readonly entries: number;
  /** The seed of the traffic used. */
  readonly seed: number;
}

/** An item on its way into the table. */
interface Entry {
  readonly id: string;
  readonly channelId: string;
  readonly networkItemId: string;
  readonly parentId: string | null;
  readonly rootId: string | null;
  readonly listed: boolean;
  item: EngageItem;
  written: boolean;
}

/** Rows per INSERT statement (one JSON parameter of a few MB). */
const BATCH_SIZE = 2_000;
/**
 * Items held back before writing, so that most answers reach their post, comment or
 * conversation before it is written; answers to one already written update it.
 */
const HOLD_BACK = 20_000;
/** Posts, comments and conversations kept at hand for their answers (most recently used). */
const KEEP = 50_000;

const key = (channelId: string, networkId: string) => `${channelId}\u0000${networkId}`;
const answerable = new Set(['post', 'video', 'comment', 'conversation']);

const snakeNames = new Map<string, string>();
const snake = (name: string) => {
  let known = snakeNames.get(name);
  if (known === undefined) {
    known = name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    snakeNames.set(name, known);
  }
  return known;
};

/** An entry's row as JSON with the table's column names (the item as stored, not re-encoded). */
function rowJson(orgId: string, entry: Entry): string {
  const { item, ...columns } = projectItem(entry.item);
  const row: Record<string, unknown> = {
    id: entry.id,
    org_id: orgId,
    channel_id: entry.channelId,
    network_item_id: entry.networkItemId,
    parent_id: entry.parentId,
    root_id: entry.rootId,
    listed: entry.listed,
  };
  for (const [name, value] of Object.entries(columns)) row[snake(name)] = value;
  return `${JSON.stringify(row).slice(0, -1)},"item":${item}}`;
}

/** The projected columns, by their names in the table. */
const PROJECTED = Object.keys(
  projectItem({
    id: '',
    channelId: '',
    meta: { createdDate: new Date(0).toISOString() },
    engage: { type: 'post', network: 'facebook', networkStatus: 'published', labels: [] },
  } as unknown as EngageItem),
).map(snake);
const COLUMNS = [
  'id',
  'org_id',
  'channel_id',
  'network_item_id',
  'parent_id',
  'root_id',
  'listed',
  ...PROJECTED,
];

/** Entries as one JSON array of rows; from now on a change to one of them is an UPDATE. */
function rowsJson(orgId: string, entries: readonly Entry[]): string | null {
  if (entries.length === 0) return null;
  for (const entry of entries) entry.written = true;
  return `[${entries.map((entry) => rowJson(orgId, entry)).join(',')}]`;
}

/** Inserts new rows (one INSERT) and writes changed ones (one UPDATE) in one transaction. */
async function store(db: Db, fresh: string | null, changed: string | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Seeding can be repeated: a crash loses at most the last batches, never consistency.
    await sql`SET LOCAL synchronous_commit = off`.execute(trx);
    if (fresh !== null) {
      const columns = sql.raw(COLUMNS.join(', '));
      await sql`
        INSERT INTO engage_items (${columns})
        SELECT ${columns} FROM json_populate_recordset(NULL::engage_items, ${fresh}::json)
      `.execute(trx);
    }
    if (changed !== null) {
      const set = sql.raw(PROJECTED.map((column) => `${column} = v.${column}`).join(', '));
      await sql`
        UPDATE engage_items AS e SET ${set}, updated_at = now()
        FROM json_populate_recordset(NULL::engage_items, ${changed}::json) AS v
        WHERE e.id = v.id
      `.execute(trx);
    }
  });
}

/** The organisation's connected channels the sandbox produces traffic for. */
async function channelsOf(db: Db, orgId: string): Promise<TrafficChannel[]> {
  const rows = await db
    .selectFrom('channels')
    .select(['id', 'network', 'name'])
    .where('orgId', '=', orgId)
    .where('state', '=', 'CONNECTED')
    .where('markedForDeletionAt', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, network: row.network as Network }));
}

/** The first seed from `from` on whose traffic the channels do not have yet. */
async function unusedSeed(db: Db, channels: readonly TrafficChannel[], from: number) {
  for (let seed = from; ; seed++) {
    const first = inboundTraffic(channels, { seed, start: 0, spacingMs: 1 }).next();
    if (first.done) return seed;
    const stored = await db
      .selectFrom('engageItems')
      .select('id')
      .where('channelId', '=', first.value.channelId)
      .where('networkItemId', '=', first.value.networkItemId)
      .executeTakeFirst();
    if (!stored) return seed;
  }
}

/**
 * Loads `count` items of sandbox traffic (`inboundTraffic`, deterministic for the seed) into an
 * organisation, dated over the last months up to about now: posts with their comments and
 * replies, conversations with their messages, mentions and reviews, threaded and counted as
 * `ingest` threads them (`startConversation`, `placeUnder`, `answered`) and stored with the same projection
 * (`projectItem`), but in large batches (multi-row INSERTs of one JSON parameter) rather than
 * one `ingest` per item, so a million items take minutes. No events are recorded: this is
 * history, not news. Ends with ANALYZE so the planner knows the table's new size.
 */
export async function seedItems(
  db: Db,
  orgId: string,
  options: SeedItemsOptions,
): Promise<SeedItemsReport> {
  const { batch, hold } = options.batching ?? { batch: BATCH_SIZE, hold: HOLD_BACK };
  const channels = await channelsOf(db, orgId);
  const seed = await unusedSeed(db, channels, options.seed);
  const now = options.now ?? Date.now();
  const span = options.spanMs ?? 180 * DAY;
  const traffic = inboundTraffic(channels, {
    seed,
    start: now - span,
    spacingMs: span / Math.max(1, options.count) / 1.05,
  });
  // Posts, comments and conversations that answers may still come to, by network key and id.
  const byKey = new Map<string, Entry>();
  const byId = new Map<string, Entry>();
  const keep = (entry: Entry) => {
    const k = key(entry.channelId, entry.networkItemId);
    byKey.delete(k);
    byKey.set(k, entry);
    byId.set(entry.id, entry);
    if (byKey.size > KEEP) {
      const [oldestKey, oldest] = byKey.entries().next().value as [string, Entry];
      byKey.delete(oldestKey);
      byId.delete(oldest.id);
    }
  };
  let pending: Entry[] = [];
  let changed = new Set<Entry>();
  let created = 0;
  let stored = 0;
  let entries = 0;
  const add = (entry: Entry) => {
    pending.push(entry);
    created++;
    if (entry.listed) entries++;
    if (answerable.has(entry.item.engage.type)) keep(entry);
  };
  // One batch is written while the next is made: the database and this process work at once.
  let writing: Promise<void> = Promise.resolve();
  const write = async (fresh: readonly Entry[]) => {
    const rows = rowsJson(orgId, fresh);
    const updates = rowsJson(orgId, [...changed]);
    changed = new Set();
    await writing;
    if (rows === null && updates === null) return;
    writing = store(db, rows, updates).then(() => {
      stored += fresh.length;
      options.onProgress?.(stored);
    });
    // Not awaited here, but never left unhandled: the next write or the end awaits it.
    writing.catch(() => undefined);
  };
  const flush = async (all: boolean) => {
    while (pending.length >= (all ? 1 : hold + batch)) {
      const fresh = pending.slice(0, batch);
      pending = pending.slice(batch);
      await write(fresh);
    }
    if (all) {
      await write([]);
      await writing;
    }
  };

  for (const post of traffic) {
    if (created >= options.count) break;
    let parent: Entry | undefined;
    if (post.parentNetworkId !== null) {
      parent = byKey.get(key(post.channelId, post.parentNetworkId));
      if (parent === undefined) {
        // An answer to something long gone, or a conversation's first message.
        if (post.item.engage.type !== 'message' || created + 2 > options.count) continue;
        parent = { ...startConversation(post), written: false };
        add(parent);
      }
    }
    const child: Entry = { ...placeUnder(post, parent), written: false };
    add(child);
    const { item } = child;
    // The answered item, and the post a reply is under, get their latest comment.
    for (const answeredId of parent ? [parent.id, parent.rootId] : []) {
      const target = answeredId === null ? undefined : byId.get(answeredId);
      if (target === undefined) continue;
      target.item = answered(target.item, item);
      if (target.written) changed.add(target);
      keep(target);
    }
    if (pending.length >= hold + batch) await flush(false);
  }
  await flush(true);
  await sql`ANALYZE engage_items`.execute(db);
  return { items: stored, entries, seed };
}
