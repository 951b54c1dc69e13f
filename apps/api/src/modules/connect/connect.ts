import { channelManagingTeams } from '@smm/access';
import { normaliseNetwork } from '@smm/networks';
import type { Db } from '../../db/database.js';
import { transact } from '../../db/transact.js';
import { QUEUES, type Jobs } from '../../jobs/jobs.js';
import { publish, recordEvent } from '../engage/engage.events.js';
import { recordAudit } from '../audit/audit.js';
import { channelEvent } from './channel.events.js';
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

/** What a connect did: the channels connected, and how many of them are new to the organisation. */
export interface Connected {
  readonly ids: readonly string[];
  /** Channels the organisation did not have (or had marked for deletion): its count grows by these. */
  readonly added: number;
}

/**
 * Adds authorised channels to the caller's organisation, or connects again channels it has: each
 * must be one the caller authorised (404 otherwise) and not connected by another organisation
 * (409). A channel marked for deletion comes back with its items, roles and teams; a channel
 * connected again keeps its id, items, roles and teams. A non-administrator's new channels go to
 * their teams that manage channels, so they see them. Each channel starts INDEXING STARTED and
 * its indexing job is queued in the same transaction; every connection is audited and is an
 * event of the stream, published once committed.
 */
export async function connectChannels(
  db: Db,
  jobs: Jobs,
  caller: Caller,
  channelIds: readonly string[],
  network?: string,
  address: string | null = null,
): Promise<Connected> {
  const authorised = await authorisedChannels(db, caller, channelIds, network);
  if (authorised.length === 0) return { ids: [], added: 0 };
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
  const by = { moderatorId: caller.userId, moderatorSource: 'user' } as const;
  const events = await transact(db, async (trx) => {
    const recorded = [];
    for (const account of authorised) {
      const before = existing.find((c) => c.id === account.channelId);
      const now = new Date();
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
          subType: account.subType,
          indexingStatus: 'INDEXING STARTED',
          connectedAt: now,
          addedAt: now,
        })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({
            name: account.name,
            username: account.username,
            profileImageUrl: account.thumbnailUrl,
            subType: account.subType,
            state: 'CONNECTED',
            indexingStatus: 'INDEXING STARTED',
            indexingError: null,
            markedForDeletionAt: null,
            connectedAt: now,
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
      await recordAudit(
        trx,
        { orgId: caller.orgId, userId: caller.userId, assumedBy: caller.assumedBy, address },
        {
          action:
            before && !before.markedForDeletionAt ? 'channel.reconnected' : 'channel.connected',
          target: { type: 'channel', id: account.channelId, name: account.name },
        },
      );
      if (teams.length > 0) {
        await trx
          .insertInto('teamChannels')
          .values(teams.map((teamId) => ({ teamId, channelId: account.channelId })))
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      await jobs.sendWithin(trx, QUEUES.indexChannel, { channelId: account.channelId });
      recorded.push(
        await recordEvent(
          trx,
          channelEvent(
            caller.orgId,
            account.channelId,
            before && !before.markedForDeletionAt ? 'reconnected' : 'connected',
            by,
          ),
        ),
      );
    }
    return recorded;
  });
  jobs.wake(QUEUES.indexChannel);
  publish(events);
  return {
    ids: authorised.map((a) => a.channelId),
    added: authorised.filter((a) => {
      const before = existing.find((c) => c.id === a.channelId);
      return !before || before.markedForDeletionAt !== null;
    }).length,
  };
}
