import { randomUUID } from 'node:crypto';
import { characterCount, WHATSAPP_WINDOW_MS } from '@smm/engage-rules';
import { maxReplyLength, normaliseNetwork } from '@smm/networks';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { NetworkError, type OutboundRequest, type SendQuota } from './gateway.js';
import { failure, throwInjectedFailure } from './sandbox.moderation.js';
import { checkThreadControl } from './sandbox.handover.js';
import { checkTemplate } from './sandbox.whatsapp.js';
import { approvedTemplates } from './sandbox.wa-templates.js';

/**
 * How many items a channel may send in a window, per network, as the real APIs limit them
 * (X's write limits are the tightest); other networks share the default.
 */
export const SEND_LIMITS: Readonly<Record<string, { max: number; windowSeconds: number }>> = {
  twitter: { max: 50, windowSeconds: 15 * 60 },
  default: { max: 60, windowSeconds: 60 },
};

const limitOf = (network: string) =>
  SEND_LIMITS[normaliseNetwork(network) ?? network] ??
  SEND_LIMITS['default'] ?? { max: 60, windowSeconds: 60 };

/**
 * The sandbox networks' side of sending: each refuses text over its maximum (engage §5) and
 * LinkedIn attachments without text, limits how much a channel sends in a window, fails on
 * demand (`failNext`), refuses to answer a deleted item, and sends once per idempotency key.
 */
export async function sandboxSend(
  db: Db,
  request: OutboundRequest,
  now: Date = new Date(),
): Promise<{ networkItemId: string }> {
  const already = await db
    .selectFrom('sandboxSent')
    .select('networkItemId')
    .where('idempotencyKey', '=', request.idempotencyKey)
    .executeTakeFirst();
  if (already) return already;
  await throwInjectedFailure(db, request.channelId, request.network);
  const network = normaliseNetwork(request.network) ?? request.network;
  const max = maxReplyLength(network);
  if (max >= 0 && characterCount(network, request.text) > max) {
    throw new NetworkError(
      'invalid',
      `${failure('invalid', network).message} It is longer than ${max} characters.`,
      { code: 100 },
    );
  }
  if (network === 'linkedIn' && (request.images?.length ?? 0) > 0 && request.text.trim() === '') {
    throw new NetworkError('invalid', 'LinkedIn posts with attachments must include text.', {
      code: 400,
    });
  }
  const target = await db
    .selectFrom('sandboxItemState')
    .select('deleted')
    .where('channelId', '=', request.channelId)
    .where('networkItemId', '=', request.targetNetworkItemId)
    .executeTakeFirst();
  if (target?.deleted) throw failure('notFound', network);
  if (network === 'whatsapp') await checkWhatsApp(db, request, now);
  if (request.kind === 'message') {
    await checkThreadControl(db, {
      network,
      channelId: request.channelId,
      networkItemId: request.targetNetworkItemId,
    });
  }
  if (request.kind === 'repost') await checkNotReposted(db, request);
  const { limit: most, used: sent, windowSeconds } = await sandboxQuota(db, request);
  if (sent >= most) {
    throw new NetworkError('rateLimited', failure('rateLimited', network).message, {
      retryAfterSeconds: windowSeconds,
    });
  }
  const networkItemId = `${network}-sent-${randomUUID()}`;
  const stored = await db
    .insertInto('sandboxSent')
    .values({
      networkItemId,
      channelId: request.channelId,
      idempotencyKey: request.idempotencyKey,
      kind: request.kind,
      targetNetworkItemId: request.targetNetworkItemId,
      text: request.text,
      media: JSON.stringify(request.images ?? []),
    })
    .onConflict((oc) => oc.column('idempotencyKey').doNothing())
    .returning('networkItemId')
    .executeTakeFirst();
  if (stored) return stored;
  return db
    .selectFrom('sandboxSent')
    .select('networkItemId')
    .where('idempotencyKey', '=', request.idempotencyKey)
    .executeTakeFirstOrThrow();
}

/**
 * WhatsApp takes a free-form message only within 24 hours of the customer's last message (the
 * customer-service window); outside it, only an approved template (error 131047, as the Cloud
 * API answers).
 */
async function checkWhatsApp(db: Db, request: OutboundRequest, now: Date): Promise<void> {
  if (request.kind === 'template') {
    const approved = await approvedTemplates(db, request.channelId, now);
    checkTemplate(approved, request.template ?? { id: '', parameters: [] });
    return;
  }
  const { lastWrote } = await db
    .selectFrom('engageItems as message')
    .innerJoin('engageItems as conversation', 'conversation.id', 'message.parentId')
    .select(sql<string | null>`max(message.item->'meta'->>'createdDate')`.as('lastWrote'))
    .where('conversation.channelId', '=', request.channelId)
    .where('conversation.networkItemId', '=', request.targetNetworkItemId)
    .where(sql<boolean>`coalesce((message.item->'sender'->>'isOwn')::boolean, false) = false`)
    .executeTakeFirstOrThrow();
  if (lastWrote === null || Date.parse(lastWrote) + WHATSAPP_WINDOW_MS < Date.now()) {
    throw new NetworkError(
      'invalid',
      'Re-engagement message: more than 24 hours have passed since the customer last replied; send a template.',
      { code: 131047 },
    );
  }
}

/** X and Threads take one plain repost of an item per account (X's error 327). */
async function checkNotReposted(db: Db, request: OutboundRequest): Promise<void> {
  const earlier = await db
    .selectFrom('sandboxSent')
    .select('networkItemId')
    .where('channelId', '=', request.channelId)
    .where('kind', '=', 'repost')
    .where('targetNetworkItemId', '=', request.targetNetworkItemId)
    .executeTakeFirst();
  if (earlier) {
    throw new NetworkError('invalid', 'You have already reposted this item.', { code: 327 });
  }
}

/** How much a sandbox channel has sent in its network's current window. */
export async function sandboxQuota(
  db: Db,
  request: { readonly network: string; readonly channelId: string },
): Promise<SendQuota> {
  const { max: limit, windowSeconds } = limitOf(request.network);
  const { used, oldest } = await db
    .selectFrom('sandboxSent')
    .select([sql<number>`count(*)::int`.as('used'), sql<Date | null>`min(sent_at)`.as('oldest')])
    .where('channelId', '=', request.channelId)
    .where('sentAt', '>', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
    .executeTakeFirstOrThrow();
  return {
    limit,
    used,
    windowSeconds,
    resetsAt: oldest === null ? null : new Date(new Date(oldest).getTime() + windowSeconds * 1000),
  };
}

/** Edits something the channel sent; only what it sent, and within the network's maximum. */
export async function sandboxEdit(
  db: Db,
  request: { network: string; channelId: string; networkItemId: string; text: string },
): Promise<void> {
  await throwInjectedFailure(db, request.channelId, request.network);
  const max = maxReplyLength(request.network);
  if (max >= 0 && characterCount(request.network, request.text) > max) {
    throw failure('invalid', request.network);
  }
  const edited = await db
    .updateTable('sandboxSent')
    .set({ text: request.text, editedAt: new Date() })
    .where('channelId', '=', request.channelId)
    .where('networkItemId', '=', request.networkItemId)
    .executeTakeFirst();
  if (Number(edited.numUpdatedRows) === 0) throw failure('notFound', request.network);
}
