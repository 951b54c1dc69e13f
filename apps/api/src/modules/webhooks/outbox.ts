import type { EngageItem, WebhookItem, WebhookTopicName } from '@smm/model';
import { projectItem } from '../engage/item.projection.js';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';

/** A time as the bodies write it: ISO 8601 in UTC with milliseconds. */
const iso = (expression: RawBuilder<unknown>) =>
  sql`to_char(${expression} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * `WebhookItem` of the event's item: as the change left it when the event carries it
 * (`e.snapshot`), else as the row `i` has it (null when there is none); what is unknown left out.
 */
const ITEM = sql`CASE WHEN e.snapshot IS NOT NULL THEN e.snapshot
  WHEN i.id IS NULL THEN NULL ELSE jsonb_strip_nulls(jsonb_build_object(
  'id', i.id,
  'channelId', i.channel_id,
  'network', i.network,
  'type', coalesce(i.content_type, i.type),
  'text', i.item ->> 'message',
  'sender', CASE WHEN i.item ? 'sender' THEN jsonb_build_object(
    'name', coalesce(i.item -> 'sender' ->> 'name', ''),
    'handle', i.item -> 'sender' ->> 'handle') END,
  'createdAt', ${iso(sql`i.created_at`)},
  'labels', to_jsonb(i.labels),
  'assigneeId', i.item -> 'engage' ->> 'assigneeId',
  'readStatus', i.read_status,
  'hideStatus', i.hide_status,
  'spamStatus', i.spam_status,
  'sentiment', i.sentiment,
  'priority', i.priority)) END`;

/** `WebhookActor` of the event row `e`. */
const BY = sql`jsonb_strip_nulls(jsonb_build_object('source', e.moderator_source, 'id', e.moderator_id))`;

/** The event's own details, without its action. */
const DETAILS = sql`(e.payload - 'action')`;

/** The `data` of an event of the stream `e` with topic `e.topic`, from its item `i` and channel `c`. */
const DATA = sql`CASE
  WHEN e.topic = 'engage.item.created' THEN jsonb_build_object('item', ${ITEM})
  WHEN e.topic = 'engage.item.changed' THEN jsonb_strip_nulls(jsonb_build_object(
    'item', ${ITEM}, 'itemId', e.item_id, 'change', e.payload ->> 'action', 'by', ${BY}))
    || jsonb_build_object('details', ${DETAILS})
  WHEN e.topic IN ('engage.reply.sent', 'engage.reply.delivered', 'engage.reply.failed')
    THEN jsonb_strip_nulls(jsonb_build_object(
      'replyId', e.item_id,
      'itemId', coalesce(i.parent_id::text, e.payload ->> 'parentId'),
      'reply', ${ITEM},
      'by', ${BY},
      'error', e.payload ->> 'error'))
  WHEN e.topic = 'engage.note.created' THEN jsonb_build_object(
    'itemId', e.item_id, 'by', ${BY}, 'details', ${DETAILS})
  ELSE jsonb_build_object(
    'channel', jsonb_strip_nulls(jsonb_build_object(
      'id', e.payload ->> 'channelId',
      'network', coalesce(c.network, ''),
      'name', c.name)),
    'change', e.payload ->> 'change',
    'by', ${BY})
END`;

/**
 * The statement that writes, for events of the stream (`events`: rows of `engage_events` with a
 * `topic` column), a delivery to each enabled webhook of their organisation subscribed to their
 * topic — the outbox (decision 0053). Its `webhook-id` is `msg_` and the event's number; its
 * body the Standard Webhooks envelope, with the item and channel as they are in the
 * transaction.
 */
export function deliveriesOf(events: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`
    INSERT INTO webhook_deliveries (org_id, webhook_id, message_id, topic, payload)
    SELECT w.org_id, w.id, 'msg_' || e.seq, e.topic, jsonb_build_object(
      'type', e.topic, 'timestamp', ${iso(sql`e.created_at`)}, 'data', ${DATA})
    FROM ${events} AS e
    JOIN webhooks w ON w.org_id = e.org_id AND w.enabled AND e.topic = ANY (w.topics)
    LEFT JOIN engage_items i ON i.id = e.item_id
    LEFT JOIN channels c ON c.id::text = e.payload ->> 'channelId' AND c.org_id = e.org_id
  `;
}

/**
 * Queues deliveries for stored events of the stream by their numbers and topics (in the
 * caller's transaction): one statement, nothing written when no webhook listens.
 */
export async function queueEventDeliveries(
  trx: Db,
  events: readonly {
    readonly seq: number;
    readonly topic: WebhookTopicName;
    /** The item as the change left it, when the caller has it. */
    readonly item?: EngageItem | undefined;
  }[],
): Promise<void> {
  if (events.length === 0) return;
  const rows = sql.join(
    events.map(
      (event) =>
        sql`(${String(event.seq)}::bigint, ${event.topic}, ${snapshotOf(event.item)}::jsonb)`,
    ),
  );
  await deliveriesOf(
    sql`(SELECT ev.*, t.topic, t.snapshot FROM engage_events ev
         JOIN (VALUES ${rows}) AS t (seq, topic, snapshot) ON ev.seq = t.seq)`,
  ).execute(trx);
}

/**
 * An item as webhooks describe it (`WebhookItem`), from the item itself — the same fields the
 * outbox reads from a stored row — or null without one.
 */
export function snapshotOf(item: EngageItem | undefined): string | null {
  if (item === undefined) return null;
  const projected = projectItem(item);
  const snapshot: WebhookItem = {
    id: item.id,
    channelId: item.channelId,
    network: projected.network,
    type: projected.contentType ?? projected.type,
    ...(item.message === undefined ? {} : { text: item.message }),
    ...(item.sender
      ? {
          sender: {
            name: item.sender.name ?? '',
            ...(item.sender.handle ? { handle: item.sender.handle } : {}),
          },
        }
      : {}),
    createdAt: projected.createdAt,
    labels: projected.labels,
    ...(item.engage.assigneeId ? { assigneeId: item.engage.assigneeId } : {}),
    ...(projected.readStatus === null ? {} : { readStatus: projected.readStatus }),
    hideStatus: projected.hideStatus,
    spamStatus: projected.spamStatus,
    sentiment: projected.sentiment,
    priority: projected.priority,
  };
  return JSON.stringify(snapshot);
}

/**
 * Queues a delivery of a topic the stream does not carry as an item or channel event (cases,
 * feeds shared, rules in error, exports, users) to each enabled webhook of the organisation
 * subscribed to it, in the caller's transaction — so it exists exactly when the change does.
 * Its `webhook-id` is `msg_` and a random id.
 */
export async function queueWebhook(
  trx: Db,
  orgId: string,
  topic: WebhookTopicName,
  data: Readonly<Record<string, unknown>>,
  webhookId?: string,
): Promise<void> {
  await sql`
    INSERT INTO webhook_deliveries (org_id, webhook_id, message_id, topic, payload)
    SELECT w.org_id, w.id, m.id, ${topic}, jsonb_build_object(
      'type', ${topic}::text, 'timestamp', ${iso(sql`now()`)}, 'data', ${JSON.stringify(data)}::jsonb)
    FROM webhooks w,
      (SELECT 'msg_' || replace(gen_random_uuid()::text, '-', '') AS id) m
    WHERE w.org_id = ${orgId}
      AND ${
        webhookId === undefined
          ? sql`w.enabled AND ${topic} = ANY (w.topics)`
          : sql`w.id = ${webhookId}`
      }
  `.execute(trx);
}

/** Who did something, as webhooks name them. */
export const actorOfUser = (userId: string | null) =>
  userId === null ? { source: 'system' } : { source: 'user', id: userId };

/**
 * Queues a case's webhook (opened, changed, closed) with the case as it now is in the caller's
 * transaction.
 */
export async function queueCaseWebhook(
  trx: Db,
  orgId: string,
  caseId: string,
  topic: 'engage.case.opened' | 'engage.case.changed' | 'engage.case.closed',
  by: Readonly<Record<string, unknown>>,
): Promise<void> {
  const found = await trx
    .selectFrom('cases')
    .select(['id', 'number', 'subject', 'status'])
    .where('id', '=', caseId)
    .where('orgId', '=', orgId)
    .executeTakeFirst();
  if (!found) return;
  const items = await trx
    .selectFrom('caseItems')
    .select('itemId')
    .where('caseId', '=', caseId)
    .execute();
  await queueWebhook(trx, orgId, topic, {
    caseId: found.id,
    number: found.number,
    subject: found.subject,
    status: found.status,
    by,
    itemIds: items.map((item) => item.itemId),
  });
}
