import { normaliseNetwork } from '@smm/networks';
import type { Db } from '../../db/database.js';
import { channelManagingTeams } from '@smm/access';
import { roleUserOf, type Caller } from '../../http/caller.js';
import { conflict, notFound } from '../../http/errors.js';
import { loadDirectory } from '../directory/directory.js';

/** How long a connect flow may take from the click to the callback, in ms. */
export const STATE_TTL_MS = 10 * 60_000;

/** Where the network sends the browser back to. */
export const callbackPath = (network: string) => `/channels/v2/connect/${network}/callback`;

/** Our channel id for a network account: the connect slug and the network's id. */
export const channelIdOf = (network: string, externalId: string) => `${network}-${externalId}`;

/**
 * The caller's authorised accounts for these channel ids (on `network` when given); 404 naming
 * the first that is not one of them.
 */
export async function authorisedChannels(
  db: Db,
  caller: Caller,
  channelIds: readonly string[],
  network?: string,
) {
  const wanted = [...new Set(channelIds)];
  if (wanted.length === 0) return [];
  const authorised = await db
    .selectFrom('authorizedChannels')
    .selectAll()
    .where('userId', '=', caller.userId)
    .where('channelId', 'in', wanted)
    .execute();
  for (const id of wanted) {
    const found = authorised.find(
      (a) => a.channelId === id && (network === undefined || a.network === network),
    );
    if (!found) throw notFound(`Authorised channel ${id}`);
  }
  return authorised;
}

/**
 * Adds authorised channels to the caller's organisation: each must be one the caller authorised
 * (404 otherwise) and not connected by another organisation (409). A channel marked for
 * deletion comes back. A non-administrator's new channels go to their teams that manage
 * channels, so they see them. Every connection is audited; returns the ids connected.
 */
export async function connectChannels(
  db: Db,
  caller: Caller,
  channelIds: readonly string[],
  network?: string,
) {
  const authorised = await authorisedChannels(db, caller, channelIds, network);
  if (authorised.length === 0) return [];
  const wanted = [...new Set(channelIds)];
  const existing = await db
    .selectFrom('channels')
    .select(['id', 'orgId', 'markedForDeletionAt'])
    .where('id', 'in', wanted)
    .execute();
  const taken = existing.find((c) => c.orgId !== caller.orgId);
  if (taken) throw conflict(`The channel ${taken.id} is connected by another organisation.`);
  const directory = caller.isAdmin ? null : await loadDirectory(db, caller.orgId);
  const teams = directory
    ? channelManagingTeams(roleUserOf(caller), directory.teams).map((t) => t.id)
    : [];
  await db.transaction().execute(async (trx) => {
    for (const account of authorised) {
      const before = existing.find((c) => c.id === account.channelId);
      await trx
        .insertInto('channels')
        .values({
          id: account.channelId,
          orgId: caller.orgId,
          network: normaliseNetwork(account.network) ?? account.network,
          name: account.name,
          username: account.username,
          platformId: `${account.network}:${account.channelId.slice(account.network.length + 1)}`,
          profileImageUrl: account.thumbnailUrl,
        })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({
            name: account.name,
            username: account.username,
            state: 'CONNECTED',
            markedForDeletionAt: null,
            connectedAt: new Date(),
          }),
        )
        .execute();
      await trx
        .insertInto('channelAudits')
        .values({
          channelId: account.channelId,
          event: before ? 'RECONNECTED' : 'CONNECTED',
          userId: caller.userId,
          detail: null,
        })
        .execute();
      if (teams.length > 0) {
        await trx
          .insertInto('teamChannels')
          .values(teams.map((teamId) => ({ teamId, channelId: account.channelId })))
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }
  });
  return authorised.map((a) => a.channelId);
}
