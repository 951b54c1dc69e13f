import { EventEmitter } from 'node:events';
import type { Moderator } from '@smm/engage-rules';
import type { EngageItem, RealtimeEventType } from '@smm/model';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { deliveriesOf, queueEventDeliveries, snapshotOf } from '../webhooks/outbox.js';
import { webhookTopicOf } from '../webhooks/topics.js';

/** Something that happened to an item, as realtime and webhooks hear of it. */
export interface EngageEvent {
  /** The organisation-wide sequence number, for catch-up after a reconnect. */
  readonly seq: number;
  readonly orgId: string;
  readonly itemId: string | null;
  readonly type: RealtimeEventType;
  /** What was done: `read`, `hide`, `assign`, `reply`, … */
  readonly action: string;
  readonly moderatorId: string | null;
  readonly moderatorSource: string;
  readonly payload: Record<string, unknown>;
}

/** The author of events that arrived from a network. */
export const FROM_NETWORK = { moderatorId: null, moderatorSource: 'network' } as const;

/** The realtime event type of an action (engage §7, cached event types). */
export function eventTypeOf(action: string): RealtimeEventType {
  switch (action) {
    case 'read':
    case 'unread':
      return 'markedAsRead';
    case 'delete':
      return 'deleteItem';
    case 'reply':
    case 'comment':
    case 'message':
      return 'addReply';
    case 'retweet':
    case 'repost':
      return 'retweet';
    case 'inbound':
      return 'syncItems';
    // A change to a channel, not to an item (connected, indexed, renamed …).
    case 'channel':
      return 'catchAll';
    // A change to an ad account (connected, changed, disconnected …).
    case 'adAccount':
      return 'catchAll';
    default:
      return 'syncItems';
  }
}

/**
 * The in-process stream of recorded events: the realtime endpoint and webhooks listen to
 * `'event'`. Listeners are told after the event is stored.
 */
export const engageEvents = new EventEmitter<{ event: [EngageEvent] }>();
engageEvents.setMaxListeners(0);

/**
 * Stores an event with the next sequence number (in the caller's transaction, so it exists
 * exactly when the change does), with its deliveries to the organisation's webhooks that listen
 * to its topic (decision 0053), and returns it; call {@link publish} once committed.
 */
export async function recordEvent(
  db: Db,
  event: {
    readonly orgId: string;
    readonly itemId: string | null;
    readonly action: string;
    /** Who did it; the network itself for what arrived from it. */
    readonly by: Moderator | typeof FROM_NETWORK;
    readonly payload?: Record<string, unknown>;
    /** The item as the change left it, for webhooks (else they read the stored row). */
    readonly item?: EngageItem;
  },
): Promise<EngageEvent> {
  const type = eventTypeOf(event.action);
  const payload = { action: event.action, ...event.payload };
  const topic = webhookTopicOf(event.action, payload, event.itemId);
  const values = sql`(
    ${event.orgId}::uuid, ${event.itemId}::uuid, ${type}, ${event.by.moderatorId},
    ${event.by.moderatorSource}, ${JSON.stringify(payload)}::jsonb)`;
  // The event, and in the same statement its deliveries to the webhooks that listen.
  const { rows } = await sql<{ seq: string }>`
    WITH recorded AS (
      INSERT INTO engage_events (org_id, item_id, type, moderator_id, moderator_source, payload)
      VALUES ${values}
      RETURNING *
    )${
      topic === null
        ? sql``
        : sql`, delivered AS (${deliveriesOf(
            sql`(SELECT recorded.*, ${topic}::text AS topic,
                   ${snapshotOf(event.item)}::jsonb AS snapshot FROM recorded)`,
          )})`
    }
    SELECT seq::text AS seq FROM recorded
  `.execute(db);
  const row = rows[0] as { seq: string };
  return {
    seq: Number(row.seq),
    orgId: event.orgId,
    itemId: event.itemId,
    type,
    action: event.action,
    moderatorId: event.by.moderatorId,
    moderatorSource: event.by.moderatorSource,
    payload,
  };
}

/**
 * Stores several events in one statement (in the caller's transaction), with consecutive
 * sequence numbers in the order given, and returns them as {@link recordEvent} would; call
 * {@link publish} once committed.
 */
export async function recordEvents(
  db: Db,
  events: readonly Parameters<typeof recordEvent>[1][],
): Promise<EngageEvent[]> {
  if (events.length === 0) return [];
  const { rows } = await sql<{ seq: string }>`
    SELECT nextval(pg_get_serial_sequence('engage_events', 'seq'))::text AS seq
    FROM generate_series(1, ${events.length})
  `.execute(db);
  const seqs = rows.map((row) => BigInt(row.seq)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const recorded = events.map((event, index): EngageEvent => {
    const type = eventTypeOf(event.action);
    return {
      seq: Number(seqs[index]),
      orgId: event.orgId,
      itemId: event.itemId,
      type,
      action: event.action,
      moderatorId: event.by.moderatorId,
      moderatorSource: event.by.moderatorSource,
      payload: { action: event.action, ...event.payload },
    };
  });
  await db
    .insertInto('engageEvents')
    .values(
      recorded.map((event) => ({
        seq: String(event.seq),
        orgId: event.orgId,
        itemId: event.itemId,
        type: event.type,
        moderatorId: event.moderatorId,
        moderatorSource: event.moderatorSource,
        payload: JSON.stringify(event.payload),
      })),
    )
    .execute();
  await queueEventDeliveries(
    db,
    recorded.flatMap((event, index) => {
      const topic = webhookTopicOf(event.action, event.payload, event.itemId);
      return topic === null ? [] : [{ seq: event.seq, topic, item: events[index]?.item }];
    }),
  );
  return recorded;
}

/** Tells the listeners of {@link engageEvents} about committed events. */
export function publish(events: readonly EngageEvent[]): void {
  for (const event of events) engageEvents.emit('event', event);
}
