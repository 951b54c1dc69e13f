import {
  SUBSCRIBABLE_TOPICS,
  WEBHOOK_TOPICS,
  Webhook,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookDeliveryParams,
  WebhookDeliveryQuery,
  WebhookInput,
  WebhookList,
  WebhookParams,
  WebhookReplayRequest,
  WebhookReplayResult,
  WebhookSecret,
  WebhookTestResult,
  WebhookTopic,
  WebhookTopicParams,
} from '@smm/model';
import * as t from 'io-ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { lockRows } from '../../db/locks.js';
import { transact } from '../../db/transact.js';
import type { Caller } from '../../http/caller.js';
import { conflict, HttpError } from '../../http/errors.js';
import { route, type AnyRoute } from '../../http/route.js';
import { readTimeCursor, writeTimeCursor } from '../../http/time-cursor.js';
import { QUEUES, type Jobs } from '../../jobs/jobs.js';
import { actorOf, recordAudit } from '../audit/audit.js';
import { attempt, claimDue } from './webhooks.jobs.js';
import { ensureSecret, rotateSecret } from './secret.js';
import { checkWebhookUrl, TargetRefused } from './target.js';
import {
  DELIVERY_COLUMNS,
  deliveryFor,
  listWebhooks,
  webhookFor,
  withAttempts,
} from './webhooks.store.js';

const TAG = 'webhooks';

/** At most this many webhooks per organisation. */
export const MAX_WEBHOOKS = 20;

/** A page of the delivery log. */
const PAGE = 20;

/** The message a test event carries. */
const TEST_MESSAGE = 'This is a test event from Switchboard.';

/** A webhook's address as it may be saved, or a 422 that says why not. */
async function checkedUrl(raw: string): Promise<string> {
  try {
    return (await checkWebhookUrl(raw.trim())).toString();
  } catch (error) {
    if (error instanceof TargetRefused) throw new HttpError(422, error.message, 'webhook.url');
    throw error;
  }
}

/** Changes a webhook's topics (locked), and answers it. */
async function setTopic(
  db: Db,
  caller: Caller,
  address: string,
  id: string,
  topic: string,
  subscribed: boolean,
): Promise<Webhook> {
  await webhookFor(db, caller.orgId, id);
  await transact(db, async (trx) => {
    const [row] = await lockRows<{ id: string; topics: string[]; url: string }>(
      trx,
      'webhooks',
      [id],
      ['topics', 'url'],
    );
    if (!row) return;
    const topics = subscribed
      ? [...new Set([...row.topics, topic])]
      : row.topics.filter((known) => known !== topic);
    await trx
      .updateTable('webhooks')
      .set({ topics, updatedAt: new Date() })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, actorOf(caller, address), {
      action: 'webhook.updated',
      target: { type: 'webhook', id, name: row.url },
      before: { topics: row.topics.join(', ') },
      after: { topics: topics.join(', ') },
    });
  });
  return webhookFor(db, caller.orgId, id);
}

/**
 * Webhooks (platform §3, §7; decision 0053), base `/webhook`: the organisation's endpoints, their
 * topics, test events, the delivery log with resend and replay, and the signing secret.
 * Administrators only; the topic catalogue is for everyone.
 */
export function webhookRoutes(jobs: Jobs | null): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: '/webhook/topics',
      tag: TAG,
      summary: 'The topics a webhook can subscribe to, each with what it tells and an example',
      access: 'user',
      response: t.array(WebhookTopic),
      handle: async () =>
        SUBSCRIBABLE_TOPICS.map((name) => ({
          name,
          description: WEBHOOK_TOPICS[name].description,
          group: WEBHOOK_TOPICS[name].group,
          example: WEBHOOK_TOPICS[name].example,
        })),
    }),
    route({
      method: 'GET',
      path: '/webhook/webhooks',
      tag: TAG,
      summary: "The organisation's webhooks, with their topics, health and latest attempts",
      access: 'admin',
      response: WebhookList,
      handle: async ({ db, caller }) => ({ list: await listWebhooks(db, caller.orgId) }),
    }),
    route({
      method: 'POST',
      path: '/webhook/webhooks',
      tag: TAG,
      summary: 'Creates a webhook: an https address, what it is for, its topics',
      access: 'admin',
      body: WebhookInput,
      response: Webhook,
      status: 201,
      handle: async ({ db, caller, body, address }) => {
        const url = await checkedUrl(body.url);
        const id = await transact(db, async (trx) => {
          await lockRows(trx, 'organisations', [caller.orgId]);
          const { count } = await trx
            .selectFrom('webhooks')
            .select(sql<number>`count(*)::int`.as('count'))
            .where('orgId', '=', caller.orgId)
            .executeTakeFirstOrThrow();
          if (Number(count) >= MAX_WEBHOOKS) {
            throw new HttpError(
              422,
              `An organisation has at most ${MAX_WEBHOOKS} webhooks; delete one you no longer use first.`,
              'webhook.limit',
            );
          }
          await ensureSecret(trx, caller.orgId);
          const row = await trx
            .insertInto('webhooks')
            .values({
              orgId: caller.orgId,
              url,
              description: body.description?.trim() ?? '',
              topics: [...new Set(body.topics)],
              enabled: body.enabled ?? true,
              createdBy: caller.userId,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await recordAudit(trx, actorOf(caller, address), {
            action: 'webhook.created',
            target: { type: 'webhook', id: row.id, name: url },
            after: { url, topics: body.topics.join(', ') },
          });
          return row.id;
        });
        return webhookFor(db, caller.orgId, id);
      },
    }),
    route({
      method: 'PUT',
      path: '/webhook/webhooks/{id}',
      tag: TAG,
      summary:
        "Changes a webhook's address, description, topics or switch; switching it on again starts its health afresh",
      access: 'admin',
      params: WebhookParams,
      body: WebhookInput,
      response: Webhook,
      handle: async ({ db, caller, params, body, address }) => {
        const before = await webhookFor(db, caller.orgId, params.id);
        const url = await checkedUrl(body.url);
        const enabled = body.enabled ?? before.enabled ?? true;
        await transact(db, async (trx) => {
          await lockRows(trx, 'webhooks', [params.id]);
          await trx
            .updateTable('webhooks')
            .set({
              url,
              description: body.description?.trim() ?? before.description ?? '',
              topics: [...new Set(body.topics)],
              enabled,
              ...(enabled && before.enabled === false
                ? { disabledReason: null, failingSince: null }
                : {}),
              updatedAt: new Date(),
            })
            .where('id', '=', params.id)
            .execute();
          await recordAudit(trx, actorOf(caller, address), {
            action: 'webhook.updated',
            target: { type: 'webhook', id: params.id, name: url },
            before: {
              url: before.url,
              topics: before.topics.join(', '),
              enabled: String(before.enabled),
            },
            after: { url, topics: body.topics.join(', '), enabled: String(enabled) },
          });
        });
        if (enabled && before.enabled === false) await jobs?.nudge(QUEUES.webhooks);
        return webhookFor(db, caller.orgId, params.id);
      },
    }),
    route({
      method: 'DELETE',
      path: '/webhook/webhooks/{id}',
      tag: TAG,
      summary: 'Deletes a webhook and its delivery log',
      access: 'admin',
      params: WebhookParams,
      response: null,
      handle: async ({ db, caller, params, address }) => {
        const before = await webhookFor(db, caller.orgId, params.id);
        await transact(db, async (trx) => {
          await trx.deleteFrom('webhooks').where('id', '=', params.id).execute();
          await recordAudit(trx, actorOf(caller, address), {
            action: 'webhook.deleted',
            target: { type: 'webhook', id: params.id, name: before.url },
          });
        });
      },
    }),
    route({
      method: 'POST',
      path: '/webhook/webhooks/{id}/topics/{topic}/subscribe',
      tag: TAG,
      summary: 'Subscribes a webhook to a topic',
      access: 'admin',
      params: WebhookTopicParams,
      response: Webhook,
      handle: async ({ db, caller, params, address }) => {
        if (params.topic === 'webhook.test') {
          throw new HttpError(422, 'topic: the test event needs no subscription.', 'webhook.topic');
        }
        return setTopic(db, caller, address, params.id, params.topic, true);
      },
    }),
    route({
      method: 'POST',
      path: '/webhook/webhooks/{id}/topics/{topic}/unsubscribe',
      tag: TAG,
      summary: 'Unsubscribes a webhook from a topic',
      access: 'admin',
      params: WebhookTopicParams,
      response: Webhook,
      handle: async ({ db, caller, params, address }) =>
        setTopic(db, caller, address, params.id, params.topic, false),
    }),
    route({
      method: 'POST',
      path: '/webhook/webhooks/{id}/test',
      tag: TAG,
      summary:
        'Sends a test event to a webhook now, signed like every delivery, and answers how it went',
      access: 'admin',
      params: WebhookParams,
      response: WebhookTestResult,
      handle: async ({ db, caller, params }) => {
        const hook = await webhookFor(db, caller.orgId, params.id);
        await ensureSecret(db, caller.orgId);
        const payload = {
          type: 'webhook.test',
          timestamp: new Date().toISOString(),
          data: { webhookId: hook.id, message: TEST_MESSAGE },
        };
        // Taken by this request as it is written: the outbox's worker leaves it alone.
        const row = await db
          .insertInto('webhookDeliveries')
          .values({
            orgId: caller.orgId,
            webhookId: hook.id,
            messageId: `msg_${crypto.randomUUID().replaceAll('-', '')}`,
            topic: 'webhook.test',
            payload: JSON.stringify(payload),
            leasedUntil: new Date(Date.now() + 30_000),
          })
          .returning(['id', 'messageId'])
          .executeTakeFirstOrThrow();
        const result = await attempt(
          db,
          {
            id: row.id,
            orgId: caller.orgId,
            webhookId: hook.id,
            messageId: row.messageId,
            topic: 'webhook.test',
            payload,
            attemptCount: 0,
            url: hook.url,
          },
          { retry: false },
        );
        return {
          finished: true,
          status: result.status === null ? null : String(result.status),
          deliveryId: row.id,
          ...(result.ok ? {} : { errorMessage: result.error || 'Unknown Error' }),
        };
      },
    }),
    route({
      method: 'GET',
      path: '/webhook/webhooks/{id}/deliveries',
      tag: TAG,
      summary: "A page of a webhook's delivery log, newest first, by status and topic",
      access: 'admin',
      params: WebhookParams,
      query: WebhookDeliveryQuery,
      response: WebhookDeliveryPage,
      handle: async ({ db, caller, params, query }) => {
        await webhookFor(db, caller.orgId, params.id);
        const limit = query.limit ?? PAGE;
        const cursor =
          query.cursor === undefined
            ? null
            : readTimeCursor(query.cursor, 'cursor', 'the delivery log');
        const rows = await db
          .selectFrom('webhookDeliveries')
          .select([...DELIVERY_COLUMNS])
          .where('orgId', '=', caller.orgId)
          .where('webhookId', '=', params.id)
          .$if(query.status !== undefined, (qb) => qb.where('status', '=', query.status ?? ''))
          .$if(query.topic !== undefined, (qb) => qb.where('topic', '=', query.topic ?? ''))
          .$if(cursor !== null, (qb) =>
            qb.where(
              sql<boolean>`(created_at, id) < (${cursor?.at ?? null}, ${cursor?.id ?? null}::uuid)`,
            ),
          )
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(limit + 1)
          .execute();
        const deliveries = await withAttempts(db, rows.slice(0, limit));
        const last = rows[limit - 1];
        return rows.length > limit && last
          ? { deliveries, next: writeTimeCursor({ at: last.createdAt, id: last.id }) }
          : { deliveries };
      },
    }),
    route({
      method: 'POST',
      path: '/webhook/webhooks/{id}/replay',
      tag: TAG,
      summary:
        "Delivers again every one of a webhook's failed deliveries since a time (same webhook-id)",
      access: 'admin',
      params: WebhookParams,
      body: WebhookReplayRequest,
      response: WebhookReplayResult,
      handle: async ({ db, caller, params, body }) => {
        await webhookFor(db, caller.orgId, params.id);
        const replayed = await db
          .updateTable('webhookDeliveries')
          .set({ status: 'pending', nextAttemptAt: new Date() })
          .where('orgId', '=', caller.orgId)
          .where('webhookId', '=', params.id)
          .where('status', '=', 'failed')
          .where('createdAt', '>=', new Date(body.since))
          .returning('id')
          .execute();
        if (replayed.length > 0) await jobs?.nudge(QUEUES.webhooks);
        return { queued: replayed.length };
      },
    }),
    route({
      method: 'GET',
      path: '/webhook/deliveries/{id}',
      tag: TAG,
      summary: 'One delivery with every attempt (status, duration, the start of the answer)',
      access: 'admin',
      params: WebhookDeliveryParams,
      response: WebhookDelivery,
      handle: async ({ db, caller, params }) => deliveryFor(db, caller.orgId, params.id),
    }),
    route({
      method: 'POST',
      path: '/webhook/deliveries/{id}/resend',
      tag: TAG,
      summary: 'Delivers one delivery again now, with the same webhook-id, and answers it',
      access: 'admin',
      params: WebhookDeliveryParams,
      response: WebhookDelivery,
      handle: async ({ db, caller, params }) => {
        await deliveryFor(db, caller.orgId, params.id);
        const [taken] = await claimDue(db, 1, [params.id]);
        if (!taken) {
          throw conflict('This delivery is being tried right now; look again in a moment.');
        }
        await attempt(db, taken);
        return deliveryFor(db, caller.orgId, params.id);
      },
    }),
    route({
      method: 'GET',
      path: '/webhook/organization/secret',
      tag: TAG,
      summary:
        "The organisation's signing secret (whsec_…), and the previous one while a rotation overlaps",
      access: 'admin',
      response: WebhookSecret,
      handle: async ({ db, caller }) => ensureSecret(db, caller.orgId),
    }),
    route({
      method: 'POST',
      path: '/webhook/organization/secret/rotate',
      tag: TAG,
      summary:
        'Rotates the signing secret: the new one signs from now, the previous one too for 24 hours',
      access: 'admin',
      response: WebhookSecret,
      handle: async ({ db, caller, address }) =>
        transact(db, async (trx) => {
          await lockRows(trx, 'organisations', [caller.orgId]);
          const secret = await rotateSecret(trx, caller.orgId);
          await recordAudit(trx, actorOf(caller, address), {
            action: 'webhook.secretRotated',
            target: { type: 'webhook', id: caller.orgId, name: 'Signing secret' },
          });
          return secret;
        }),
    }),
  ];
}
