import { createHash } from 'node:crypto';
import type { Network } from '@smm/model';
import { normaliseNetwork } from '@smm/networks';
import type { Db } from '../db/database.js';
import { NetworkError, type ChannelIndex } from './gateway.js';
import { throwInjectedFailure } from './sandbox.moderation.js';
import { inboundTraffic, type InboundPost } from './sandbox.traffic.js';

/** How long a sandbox network takes to read a channel's history (real ones: seconds to minutes). */
export const SANDBOX_INDEXING_MS = 1500;

/** How far back a sandbox network's history goes, and how many items it has in that time. */
const HISTORY_DAYS = 3;
const HISTORY_ITEMS = 12;

/** A stable number from a text: the same channel has the same followers and history. */
const seedOf = (text: string) =>
  Number.parseInt(createHash('sha256').update(text).digest('hex').slice(0, 8), 16);

/**
 * Accounts whose first reading after a server start fails, as a Facebook page does when the
 * person who connected it lacks a role on it: reconnecting (or trying again) reads it.
 */
const FAILS_FIRST = /bike repair/i;
const failedOnce = new Set<string>();

/**
 * The sandbox networks' side of indexing a newly connected channel: after a short wait, its
 * follower count and a dozen items of the last three days, the same for the same channel every
 * time. Fails on demand (an injected failure of the channel), and once for accounts named like a
 * bike repair shop, to show a failed indexing and its way out.
 */
export async function sandboxIndex(
  db: Db,
  request: { readonly network: string; readonly channelId: string; readonly name: string },
  now: () => number = Date.now,
): Promise<ChannelIndex> {
  await new Promise((resolve) => setTimeout(resolve, SANDBOX_INDEXING_MS));
  const network = (normaliseNetwork(request.network) ?? request.network) as Network;
  await throwInjectedFailure(db, request.channelId, network);
  if (FAILS_FIRST.test(request.name) && !failedOnce.has(request.channelId)) {
    failedOnce.add(request.channelId);
    throw new NetworkError(
      'missingPermission',
      `${request.name} did not grant access to its messages: the person who connected it needs a role on it.`,
      { code: 200 },
    );
  }
  const seed = seedOf(request.channelId);
  const start = now() - HISTORY_DAYS * 86_400_000;
  const history: InboundPost[] = [];
  const stream = inboundTraffic([{ id: request.channelId, network, name: request.name }], {
    seed,
    start,
    spacingMs: (HISTORY_DAYS * 86_400_000) / HISTORY_ITEMS / 2,
  });
  for (const post of stream) {
    if (history.length >= HISTORY_ITEMS || Date.parse(post.item.meta.createdDate) > now()) break;
    history.push(post);
  }
  return { followers: 200 + (seed % 48_000), history };
}
