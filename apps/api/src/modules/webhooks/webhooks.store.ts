import {
  SUBSCRIBABLE_TOPICS,
  type Webhook,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
} from '@smm/model';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/errors.js';

/** How many of its latest attempts a webhook shows. */
const LAST_ATTEMPTS = 5;

/** A webhook's row as the store reads it. */
interface WebhookRow {
  readonly id: string;
  readonly url: string;
  readonly description: string;
  readonly topics: string[];
  readonly enabled: boolean;
  readonly disabledReason: string | null;
  readonly failingSince: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** The organisation's webhooks, oldest first, with their health and latest attempts. */
export async function listWebhooks(db: Db, orgId: string, id?: string): Promise<Webhook[]> {
  const rows: WebhookRow[] = await db
    .selectFrom('webhooks')
    .select([
      'id',
      'url',
      'description',
      'topics',
      'enabled',
      'disabledReason',
      'failingSince',
      'createdAt',
      'updatedAt',
    ])
    .where('orgId', '=', orgId)
    .$if(id !== undefined, (qb) => qb.where('id', '=', id ?? ''))
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  const { rows: attempts } = await sql<{
    webhookId: string;
    at: Date;
    ok: boolean;
    status: number | null;
    topic: string;
  }>`
    SELECT w.id AS "webhookId", a.at, a.ok, a.status, a.topic
    FROM unnest(${rows.map((row) => row.id)}::uuid[]) AS w (id)
    CROSS JOIN LATERAL (
      SELECT att.at, att.ok, att.status, d.topic
      FROM webhook_deliveries d
      JOIN webhook_attempts att ON att.delivery_id = d.id
      WHERE d.webhook_id = w.id
      ORDER BY d.created_at DESC, att.at DESC
      LIMIT ${LAST_ATTEMPTS}
    ) a
  `.execute(db);
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    name: row.description.trim() || hostOf(row.url),
    description: row.description,
    topics: row.topics,
    enabled: row.enabled,
    health: !row.enabled ? 'disabled' : row.failingSince !== null ? 'failing' : 'healthy',
    ...(row.disabledReason !== null && !row.enabled ? { disabledReason: row.disabledReason } : {}),
    ...(row.failingSince !== null ? { failingSince: row.failingSince.toISOString() } : {}),
    subscriptions: SUBSCRIBABLE_TOPICS.map((topic) => ({
      topic,
      subscribed: row.topics.includes(topic),
    })),
    lastAttempts: attempts
      .filter((attempt) => attempt.webhookId === row.id)
      .map((attempt) => ({
        at: new Date(attempt.at).toISOString(),
        ok: attempt.ok,
        status: attempt.status,
        topic: attempt.topic,
      })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** One webhook of the organisation, or 404. */
export async function webhookFor(db: Db, orgId: string, id: string): Promise<Webhook> {
  const [found] = await listWebhooks(db, orgId, id);
  if (!found) throw notFound(`Webhook ${id}`);
  return found;
}

/** A delivery's row as the log reads it. */
interface DeliveryRow {
  readonly id: string;
  readonly webhookId: string;
  readonly messageId: string;
  readonly topic: string;
  readonly status: string;
  readonly attemptCount: number;
  readonly nextAttemptAt: Date;
  readonly lastStatus: number | null;
  readonly payload: unknown;
  readonly createdAt: Date;
}

const STATUSES: readonly WebhookDeliveryStatus[] = ['pending', 'succeeded', 'failed'];

/** Deliveries as the API answers them, each with its attempts (newest first, at most `max`). */
export async function withAttempts(
  db: Db,
  rows: readonly DeliveryRow[],
  max = 10,
): Promise<WebhookDelivery[]> {
  const attempts =
    rows.length === 0
      ? []
      : await db
          .selectFrom('webhookAttempts')
          .select(['deliveryId', 'at', 'ok', 'status', 'durationMs', 'response', 'error'])
          .where(
            'deliveryId',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('at', 'desc')
          .orderBy('id', 'desc')
          .execute();
  return rows.map((row) => {
    const status = STATUSES.find((known) => known === row.status) ?? 'pending';
    return {
      id: row.id,
      webhookId: row.webhookId,
      messageId: row.messageId,
      topic: row.topic,
      status,
      attemptCount: row.attemptCount,
      createdAt: row.createdAt.toISOString(),
      ...(status === 'pending' ? { nextAttemptAt: row.nextAttemptAt.toISOString() } : {}),
      lastStatus: row.lastStatus,
      payload: row.payload,
      attempts: attempts
        .filter((attempt) => attempt.deliveryId === row.id)
        .slice(0, max)
        .map((attempt): WebhookAttempt => ({
          at: attempt.at.toISOString(),
          ok: attempt.ok,
          durationMs: attempt.durationMs,
          status: attempt.status,
          response: attempt.response,
          ...(attempt.error === null ? {} : { error: attempt.error }),
        })),
    };
  });
}

/** The columns a delivery is answered from. */
export const DELIVERY_COLUMNS = [
  'id',
  'webhookId',
  'messageId',
  'topic',
  'status',
  'attemptCount',
  'nextAttemptAt',
  'lastStatus',
  'payload',
  'createdAt',
] as const;

/** One delivery of the organisation with every attempt, or 404. */
export async function deliveryFor(db: Db, orgId: string, id: string): Promise<WebhookDelivery> {
  const row = await db
    .selectFrom('webhookDeliveries')
    .select([...DELIVERY_COLUMNS])
    .where('orgId', '=', orgId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(`Delivery ${id}`);
  const [delivery] = await withAttempts(db, [row], 100);
  return delivery as WebhookDelivery;
}
