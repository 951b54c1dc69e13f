import { randomUUID } from 'node:crypto';
import { isRuleSubject } from '@smm/automation';
import { openWindow } from '@smm/engage-rules';
import { waitingAfterAnswer } from '@smm/feeds';
import type { EngageItem } from '@smm/model';
import type { Db } from '../../db/database.js';
import { isUniqueViolation, transact, TRANSACT_ATTEMPTS } from '../../db/transact.js';
import { QUEUES, type Jobs } from '../../jobs/jobs.js';
import type { InboundPost } from '../../networks/sandbox.traffic.js';
import { FROM_NETWORK, publish, recordEvent, type EngageEvent } from './engage.events.js';
import { projectItem } from './item.projection.js';
import { lockItems, writeItem } from './items.store.js';
import { keepForFeedAlerts } from '../feeds/feed-alerts.js';

/** An item as the batch knows it: its id, its thread's root, its item so far, and whether it is stored. */
interface Entry {
  readonly id: string;
  readonly rootId: string | null;
  item: EngageItem;
  readonly stored: boolean;
}

/** An item the batch adds. */
interface NewEntry extends Entry {
  readonly channelId: string;
  readonly networkItemId: string;
  readonly parentId: string | null;
  readonly listed: boolean;
}

/** The item a conversation starts as, from its first message. */
function conversationOf(first: EngageItem, id: string): EngageItem {
  return openWindow(
    {
      ...first,
      id,
      engage: { ...first.engage, id, type: 'conversation', origin: 'dm' },
      participants: first.sender ? [{ id: first.sender.id ?? '', name: first.sender.name }] : [],
      meta: { ...first.meta, commentCount: 0, unreadCount: 0 },
    },
    first,
  );
}

/** A row an inbound item becomes: where it is in the inbox, and the item. */
export interface Placed {
  readonly id: string;
  readonly channelId: string;
  readonly networkItemId: string;
  readonly parentId: string | null;
  readonly rootId: string | null;
  /** Inbox entries are listed; the messages of a conversation are not. */
  readonly listed: boolean;
  readonly item: EngageItem;
}

/** The conversation a first message starts, under the network's id of the conversation. */
export function startConversation(post: InboundPost): Placed {
  const id = randomUUID();
  return {
    id,
    channelId: post.channelId,
    networkItemId: post.parentNetworkId ?? post.networkItemId,
    parentId: null,
    rootId: null,
    listed: true,
    item: conversationOf(post.item, id),
  };
}

/** An inbound item's row, threaded under what it answers (the post of its thread as its root). */
export function placeUnder(
  post: InboundPost,
  parent: { readonly id: string; readonly rootId: string | null } | undefined,
): Placed {
  const id = randomUUID();
  const rootId = parent ? (parent.rootId ?? parent.id) : null;
  return {
    id,
    channelId: post.channelId,
    networkItemId: post.networkItemId,
    parentId: parent?.id ?? null,
    rootId,
    listed: post.item.engage.type !== 'message',
    item: {
      ...post.item,
      id,
      engage: {
        ...post.item.engage,
        id,
        ...(parent ? { parentId: parent.id, parentUuid: parent.id } : {}),
        ...(rootId ? { contentId: rootId } : {}),
      },
    },
  };
}

/**
 * An inbox entry as stored: an item with the latest answer in its thread (`latestComment`, the
 * saved item's field of engage §3), so that its row shows who wrote the text it shows.
 */
export type InboxEntry = EngageItem & { readonly latestComment?: EngageItem | null };

/**
 * What an entry keeps of its latest answer (decision 0055): who wrote it (the customer, or the
 * channel and the colleague or automation who sent it from here), its text and when; not its
 * media, notes or counters.
 */
export function latestCommentOf(answer: EngageItem): EngageItem {
  const { engage, meta } = answer;
  return {
    id: answer.id,
    channelId: answer.channelId,
    message: answer.message ?? '',
    ...(answer.sender ? { sender: answer.sender } : {}),
    engage: {
      id: engage.id ?? answer.id,
      type: engage.type,
      network: engage.network,
      networkStatus: engage.networkStatus,
      canRespond: engage.canRespond,
      context: engage.context,
      labels: [],
      ...(engage.moderatorId ? { moderatorId: engage.moderatorId } : {}),
      ...(engage.moderatorSource ? { moderatorSource: engage.moderatorSource } : {}),
    },
    meta: {
      createdDate: meta.createdDate,
      ...(meta.delivery ? { delivery: meta.delivery } : {}),
    },
  };
}

/**
 * An entry whose kept latest answer is `answerId`, with that answer's new delivery state (a
 * failed reply does not leave its parent looking answered); the same entry otherwise.
 */
export function withLatestDelivery(
  entry: InboxEntry,
  answerId: string,
  delivery: EngageItem['meta']['delivery'],
): InboxEntry {
  const latest = entry.latestComment;
  if (!latest || latest.id !== answerId || latest.meta.delivery === delivery) return entry;
  const { delivery: _was, ...meta } = latest.meta;
  return {
    ...entry,
    latestComment: { ...latest, meta: delivery === undefined ? meta : { ...meta, delivery } },
  };
}

/** A parent after one more answer arrived: counts, latest comment, unread again (not for own answers). */
export function answered(parent: InboxEntry, answer: EngageItem): InboxEntry {
  const latest = parent.engage.latestCommentDate;
  const newer = latest === undefined || Date.parse(answer.meta.createdDate) >= Date.parse(latest);
  return openWindow(answerCounted(parent, answer, newer), answer);
}

function answerCounted(parent: InboxEntry, answer: EngageItem, newer: boolean): InboxEntry {
  // A conversation reads as its latest message: its text, and what the customer's says of its mood.
  const latestOfConversation = parent.engage.type === 'conversation' && newer;
  const { sentiment: _first, ...prediction } = parent.prediction ?? {};
  const mood = answer.prediction?.sentiment;
  return {
    ...parent,
    ...(latestOfConversation ? { message: answer.message ?? '' } : {}),
    ...(latestOfConversation && answer.sender?.isOwn !== true
      ? { prediction: { ...prediction, ...(mood === undefined ? {} : { sentiment: mood }) } }
      : {}),
    ...(newer ? { latestComment: latestCommentOf(answer) } : {}),
    engage: newer
      ? {
          ...parent.engage,
          latestCommentDate: answer.meta.createdDate,
          latestCommentText: answer.message ?? '',
          ...(answer.sender?.id ? { latestCommentorId: answer.sender.id } : {}),
          waitingSince: waitingAfterAnswer(parent, answer),
        }
      : parent.engage,
    meta: {
      ...parent.meta,
      commentCount: (parent.meta.commentCount ?? 0) + 1,
      unreadCount: (parent.meta.unreadCount ?? 0) + (answer.sender?.isOwn ? 0 : 1),
      ...(answer.sender?.isOwn ? {} : { displayReadStatus: 'unread' as const }),
    },
  };
}

const CHUNK = 1000;

/**
 * Queues the organisation's automation on what a batch stored, in the batch's transaction (the
 * items and their run are stored together: none is left out, none runs twice): its active rules
 * on the new inbox entries and direct messages (a conversation's messages are tested, not the
 * conversation: `isRuleSubject`), its enabled messaging groups on customers' new direct messages.
 */
async function queueAutomation(
  trx: Db,
  jobs: Jobs,
  orgId: string,
  rows: readonly NewEntry[],
): Promise<void> {
  const directMessages = rows.filter(
    (row) => row.item.engage.type === 'message' && row.parentId !== null,
  );
  const entries = [
    ...rows.filter((row) => row.listed && isRuleSubject(row.item)),
    ...directMessages,
  ].map((row) => row.id);
  const dms = directMessages.filter((row) => row.item.sender?.isOwn !== true);
  const [rule, group] = await Promise.all([
    trx
      .selectFrom('automationRules')
      .select('id')
      .where('orgId', '=', orgId)
      .where('status', '=', 'active')
      .limit(1)
      .executeTakeFirst(),
    trx
      .selectFrom('autoReplyGroups')
      .select('id')
      .where('orgId', '=', orgId)
      .where('enabled', '=', true)
      .limit(1)
      .executeTakeFirst(),
  ]);
  const started = new Set(rows.filter((row) => row.parentId === null).map((row) => row.id));
  const itemIds = rule ? entries : [];
  const messages = group
    ? dms.map((row) => ({
        messageId: row.id,
        conversationId: row.parentId,
        startsConversation: started.has(row.parentId ?? ''),
      }))
    : [];
  if (itemIds.length === 0 && messages.length === 0) return;
  await jobs.sendWithin(trx, QUEUES.automation, { orgId, itemIds, messages });
}

/**
 * Stores what the networks delivered, in order: posts, comments and replies (threaded under
 * what they answer, which gets its comment count and latest comment), and messages (under their
 * conversation, started by the first one). Items already stored (same id on the network) are
 * skipped. One transaction (tried again after a deadlock); one event per new inbox entry,
 * published once committed; with `automation`, the organisation's automation is queued on the
 * new items in the same transaction; the new items kept for the feeds that alert of them.
 */
export async function ingest(
  db: Db,
  orgId: string,
  inbound: readonly InboundPost[],
  options: {
    readonly events?: boolean;
    /** Queue the organisation's rules and messaging groups on the new items (live traffic). */
    readonly automation?: Jobs | null;
    /**
     * Whether the new items alert the feeds they fall into (decision 0048); default as `events`
     * (a channel's history read when it is connected does not).
     */
    readonly alerts?: boolean;
  } = {},
): Promise<number> {
  const { inserted, events } = await transact(
    db,
    async (trx) => {
      const events: EngageEvent[] = [];
      const key = (channelId: string, networkId: string) => `${channelId}\u0000${networkId}`;
      // Every item the batch may answer or freshen, stored or new, by network key and by id.
      const byKey = new Map<string, Entry>();
      const byId = new Map<string, Entry>();
      const rows: NewEntry[] = [];
      const add = (entry: NewEntry) => {
        rows.push(entry);
        byKey.set(key(entry.channelId, entry.networkItemId), entry);
        byId.set(entry.id, entry);
        return entry;
      };
      const wanted = [
        ...new Set(
          inbound.flatMap((post) =>
            post.parentNetworkId === null ? [] : [key(post.channelId, post.parentNetworkId)],
          ),
        ),
      ];
      // The stored items answered, and the posts they are under (a reply freshens its post too):
      // found first, then locked all together in the global lock order (decision 0030).
      const keyOf = new Map<string, string>();
      const toLock = new Set<string>();
      for (let i = 0; i < wanted.length; i += CHUNK) {
        const chunk = wanted.slice(i, i + CHUNK).map((k) => k.split('\u0000') as [string, string]);
        const found = await trx
          .selectFrom('engageItems')
          .select(['id', 'rootId', 'channelId', 'networkItemId'])
          .where('orgId', '=', orgId)
          .where((eb) =>
            eb.or(
              chunk.map(([channelId, networkId]) =>
                eb.and([eb('channelId', '=', channelId), eb('networkItemId', '=', networkId)]),
              ),
            ),
          )
          .execute();
        for (const row of found) {
          keyOf.set(row.id, key(row.channelId, row.networkItemId));
          toLock.add(row.id);
          if (row.rootId !== null) toLock.add(row.rootId);
        }
      }
      for (const row of (await lockItems(trx, [...toLock])).values()) {
        const entry = { id: row.id, rootId: row.rootId, item: row.item, stored: true };
        byId.set(row.id, entry);
        const stored = keyOf.get(row.id);
        if (stored !== undefined) byKey.set(stored, entry);
      }
      const skip = new Set<string>();
      const ids = inbound.map((post) => post.networkItemId);
      for (let i = 0; i < ids.length; i += CHUNK) {
        const existing = await trx
          .selectFrom('engageItems')
          .select(['channelId', 'networkItemId'])
          .where('orgId', '=', orgId)
          .where('networkItemId', 'in', ids.slice(i, i + CHUNK))
          .execute();
        for (const row of existing) skip.add(key(row.channelId, row.networkItemId));
      }

      for (const post of inbound) {
        const k = key(post.channelId, post.networkItemId);
        if (skip.has(k) || byKey.has(k)) continue;
        let parent: Entry | undefined;
        if (post.parentNetworkId !== null) {
          parent = byKey.get(key(post.channelId, post.parentNetworkId));
          if (parent === undefined) {
            if (post.item.engage.type !== 'message') continue; // answers something we never had
            // The first message of a conversation starts it.
            parent = add({ ...startConversation(post), stored: false });
          }
        }
        const { item } = add({ ...placeUnder(post, parent), stored: false });
        // The answered item, and the post a reply is under, get their latest comment.
        for (const answeredId of parent ? [parent.id, parent.rootId] : []) {
          const target = answeredId === null ? undefined : byId.get(answeredId);
          if (target) target.item = answered(target.item, item);
        }
      }
      for (let i = 0; i < rows.length; i += CHUNK) {
        await trx
          .insertInto('engageItems')
          .values(
            rows.slice(i, i + CHUNK).map((row) => ({
              id: row.id,
              orgId,
              channelId: row.channelId,
              networkItemId: row.networkItemId,
              parentId: row.parentId,
              rootId: row.rootId,
              listed: row.listed,
              ...projectItem(row.item),
            })),
          )
          .execute();
      }
      for (const entry of byId.values()) {
        if (entry.stored) await writeItem(trx, entry.id, entry.item);
      }
      if ((options.alerts ?? options.events) !== false) {
        await keepForFeedAlerts(trx, orgId, rows);
      }
      if (options.events !== false) {
        for (const row of rows) {
          events.push(
            await recordEvent(trx, {
              orgId,
              itemId: row.listed ? row.id : row.parentId,
              action: 'inbound',
              by: FROM_NETWORK,
              // The thread it joins, so a colleague who has that post open sees it arrive.
              payload: {
                type: row.item.engage.type,
                network: row.item.engage.network,
                ...(row.listed && row.rootId !== null ? { rootId: row.rootId } : {}),
              },
            }),
          );
        }
      }
      if (options.automation) await queueAutomation(trx, options.automation, orgId, rows);
      return { inserted: rows.length, events };
    },
    TRANSACT_ATTEMPTS,
    // The same items delivered twice at once: the second delivery, tried again, skips them.
    (error) => isUniqueViolation(error, 'engage_items_channel_id_network_item_id_key'),
  );
  publish(events);
  options.automation?.wake(QUEUES.automation);
  return inserted;
}
