import { randomUUID } from 'node:crypto';
import { characterCount } from '@smm/engage-rules';
import { maxReplyLength, normaliseNetwork } from '@smm/networks';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { NetworkError, type OutboundRequest } from './gateway.js';
import { failure, throwInjectedFailure } from './sandbox.moderation.js';

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
  const { max: most, windowSeconds } = limitOf(network);
  const { sent } = await db
    .selectFrom('sandboxSent')
    .select(sql<number>`count(*)::int`.as('sent'))
    .where('channelId', '=', request.channelId)
    .where('sentAt', '>', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
    .executeTakeFirstOrThrow();
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
