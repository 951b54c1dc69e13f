import { postPermissions } from '@smm/access';
import type { ChannelPermissions, ChannelRole, Network, PublishChannel } from '@smm/model';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { engageViewer } from '../engage/engage.viewer.js';

/** A channel as publishing sees it for one caller: its post permissions and whether it takes posts. */
export interface CallerChannel {
  readonly id: string;
  readonly name: string;
  readonly network: Network;
  readonly permissions: ChannelPermissions;
  /** Connected and not marked for deletion: the composer may post on it. */
  readonly postable: boolean;
}

/**
 * The channels the caller sees (`@smm/access`' visibility rules: administrators every channel,
 * others those they hold a role on), each with the caller's post permissions
 * (`postPermissions(caller, role)`) and whether it takes posts now.
 */
export async function callerChannels(db: Db, caller: Caller): Promise<Map<string, CallerChannel>> {
  const viewer = await engageViewer(db, caller);
  const ids = [...viewer.channels.keys()];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('channels')
    .select(['id', 'name', 'nameOverride', 'network', 'state', 'markedForDeletionAt'])
    .where('orgId', '=', caller.orgId)
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => {
      const role = viewer.channels.get(row.id)?.role as ChannelRole | undefined;
      return [
        row.id,
        {
          id: row.id,
          name: row.nameOverride ?? row.name,
          network: row.network as Network,
          permissions: postPermissions({ isAdmin: caller.isAdmin }, role),
          postable: row.state === 'CONNECTED' && row.markedForDeletionAt === null,
        },
      ];
    }),
  );
}

/**
 * `GET /api/publish/channels`: the channels the caller sees that take posts (connected, not
 * marked for deletion), with their post permissions and campaign tracking, by name.
 */
export async function publishChannels(db: Db, caller: Caller): Promise<PublishChannel[]> {
  const seen = await callerChannels(db, caller);
  const ids = [...seen.values()].filter((channel) => channel.postable).map((channel) => channel.id);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('channels')
    .select(['id', 'username', 'profileImageUrl', 'campaignTrackingEnabled'])
    .where('orgId', '=', caller.orgId)
    .where('id', 'in', ids)
    .execute();
  return rows
    .flatMap((row) => {
      const channel = seen.get(row.id);
      return channel
        ? [
            {
              id: channel.id,
              name: channel.name,
              network: channel.network,
              username: row.username,
              thumbnailUrl: row.profileImageUrl,
              permissions: channel.permissions,
              campaignTrackingEnabled: row.campaignTrackingEnabled,
            },
          ]
        : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
