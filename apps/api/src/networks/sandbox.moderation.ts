import { networkName } from '@smm/networks';
import type { Db } from '../db/database.js';
import { transact } from '../db/transact.js';
import { type ModerationAction, NetworkError, type NetworkFailureKind } from './gateway.js';

/** How long a rate-limited sandbox network asks callers to wait. */
export const RETRY_AFTER_SECONDS = 60;

/** A sandbox network's error of the given kind, worded as the network words it. */
export function failure(kind: NetworkFailureKind, network: string): NetworkError {
  const name = networkName(network);
  switch (kind) {
    case 'rateLimited':
      return new NetworkError('rateLimited', `${name} is limiting requests from this channel.`, {
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      });
    case 'tokenExpired':
      return new NetworkError('tokenExpired', `The channel's access to ${name} has expired.`, {
        code: 190,
      });
    case 'platformIssue':
      return new NetworkError('platformIssue', `${name} reported an infrastructure issue.`, {
        code: 100,
        subcode: 33,
      });
    case 'notFound':
      return new NetworkError('notFound', `The item no longer exists on ${name}.`);
    case 'invalid':
      return new NetworkError('invalid', `${name} refused the content.`, { code: 100 });
    case 'thirdPartyControl':
      return new NetworkError(
        'thirdPartyControl',
        `Another app is in control of this ${name} conversation.`,
        { code: 10, subcode: 2018300 },
      );
    case 'missingPermission':
      return new NetworkError(
        'missingPermission',
        `${name} says the channel did not grant the permissions it needs.`,
        { code: 200 },
      );
  }
}

/**
 * Uses up one injected failure of the channel (see {@link failNext}) and throws it; a failed
 * request is used up even though it changes nothing, so it commits on its own.
 */
export async function throwInjectedFailure(
  db: Db,
  channelId: string,
  network: string,
): Promise<void> {
  const injected = await db
    .updateTable('sandboxFailures')
    .set((eb) => ({ remaining: eb('remaining', '-', 1) }))
    .where('channelId', '=', channelId)
    .where('remaining', '>', 0)
    .returning('kind')
    .executeTakeFirst();
  if (injected) throw failure(injected.kind as NetworkFailureKind, network);
}

/**
 * The sandbox networks' side of moderation: each keeps what was hidden, liked and deleted on
 * it (in `sandbox_item_state`), refuses to touch a deleted item, and fails on demand — the next
 * `times` requests of a channel fail as `kind` (see {@link failNext}).
 */
export async function sandboxModerate(
  db: Db,
  request: {
    readonly network: string;
    readonly channelId: string;
    readonly networkItemId: string;
    readonly action: ModerationAction;
  },
): Promise<void> {
  await throwInjectedFailure(db, request.channelId, request.network);
  await transact(db, async (trx) => {
    const state = await trx
      .selectFrom('sandboxItemState')
      .selectAll()
      .where('channelId', '=', request.channelId)
      .where('networkItemId', '=', request.networkItemId)
      .forUpdate()
      .executeTakeFirst();
    if (state?.deleted) throw failure('notFound', request.network);
    const change = {
      hide: { hidden: true },
      unhide: { hidden: false },
      like: { liked: true },
      unlike: { liked: false },
      delete: { deleted: true },
    }[request.action];
    await trx
      .insertInto('sandboxItemState')
      .values({ channelId: request.channelId, networkItemId: request.networkItemId, ...change })
      .onConflict((oc) => oc.columns(['channelId', 'networkItemId']).doUpdateSet(change))
      .execute();
  });
}

/** Makes the next `times` requests of a sandbox channel fail as `kind` (0 clears). */
export async function failNext(
  db: Db,
  channelId: string,
  kind: NetworkFailureKind,
  times = 1,
): Promise<void> {
  await db
    .insertInto('sandboxFailures')
    .values({ channelId, kind, remaining: times })
    .onConflict((oc) => oc.column('channelId').doUpdateSet({ kind, remaining: times }))
    .execute();
}

/** What a sandbox network knows of an item: hidden, liked, deleted. */
export async function sandboxState(db: Db, channelId: string, networkItemId: string) {
  const state = await db
    .selectFrom('sandboxItemState')
    .select(['hidden', 'liked', 'deleted'])
    .where('channelId', '=', channelId)
    .where('networkItemId', '=', networkItemId)
    .executeTakeFirst();
  return state ?? { hidden: false, liked: false, deleted: false };
}
