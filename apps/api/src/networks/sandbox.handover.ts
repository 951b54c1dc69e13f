import { createHash } from 'node:crypto';
import { THIRD_PARTY_OWNERSHIP } from '@smm/engage-rules';
import { normaliseNetwork } from '@smm/networks';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { NetworkError } from './gateway.js';
import { failure, throwInjectedFailure } from './sandbox.moderation.js';

/** One sandbox Facebook conversation in this many starts under another app's control. */
export const HANDED_OVER_ONE_IN = 4;

/**
 * Whether the sandbox Facebook starts a conversation under another app's thread control (a
 * chatbot, say): one in {@link HANDED_OVER_ONE_IN}, fixed by the conversation's id so demo data
 * is the same on every machine (decision 0061).
 */
export function startsWithThirdParty(network: string, conversationNetworkId: string): boolean {
  if (normaliseNetwork(network) !== 'facebook') return false;
  const digest = createHash('sha256').update(conversationNetworkId).digest();
  return (digest[0] ?? 0) % HANDED_OVER_ONE_IN === 0;
}

/**
 * Whether another app holds the thread control of a sandbox Facebook conversation now: its
 * first message was delivered under another app's control (see {@link startsWithThirdParty})
 * and the channel has not taken control since.
 */
export async function heldByThirdParty(
  db: Db,
  request: { readonly network: string; readonly channelId: string; readonly networkItemId: string },
): Promise<boolean> {
  if (normaliseNetwork(request.network) !== 'facebook') return false;
  const held = await db
    .selectFrom('engageItems as message')
    .innerJoin('engageItems as conversation', 'conversation.id', 'message.parentId')
    .select('message.id')
    .where('conversation.channelId', '=', request.channelId)
    .where('conversation.networkItemId', '=', request.networkItemId)
    .where(sql<boolean>`message.item->'control'->>'ownership' = ${THIRD_PARTY_OWNERSHIP}`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('sandboxThreadControl')
            .select('networkItemId')
            .where('channelId', '=', request.channelId)
            .where('networkItemId', '=', request.networkItemId),
        ),
      ),
    )
    .executeTakeFirst();
  return held !== undefined;
}

/**
 * The sandbox Facebook's `take_thread_control`: the channel holds the conversation from now on
 * (taking it twice is harmless). Only Facebook has the protocol; injected failures apply.
 */
export async function sandboxTakeThreadControl(
  db: Db,
  request: { readonly network: string; readonly channelId: string; readonly networkItemId: string },
): Promise<void> {
  await throwInjectedFailure(db, request.channelId, request.network);
  if (normaliseNetwork(request.network) !== 'facebook') {
    throw new NetworkError('invalid', 'Only Facebook conversations have a thread owner.', {
      code: 100,
    });
  }
  await db
    .insertInto('sandboxThreadControl')
    .values({ channelId: request.channelId, networkItemId: request.networkItemId })
    .onConflict((oc) => oc.columns(['channelId', 'networkItemId']).doNothing())
    .execute();
}

/** Refuses a message to a conversation another app controls (Facebook's error 10, 2018300). */
export async function checkThreadControl(
  db: Db,
  request: { readonly network: string; readonly channelId: string; readonly networkItemId: string },
): Promise<void> {
  if (await heldByThirdParty(db, request)) throw failure('thirdPartyControl', request.network);
}
