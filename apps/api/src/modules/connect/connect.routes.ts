import {
  AuthorizedChannel,
  Channel,
  ConnectAuthorization,
  ConnectChannelsRequest,
  ConnectRequestState,
  oneOf,
  type Network,
} from '@smm/model';
import { CONNECT_NETWORKS, normaliseNetwork } from '@smm/networks';
import { randomBytes } from 'node:crypto';
import * as t from 'io-ts';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { route, type AnyRoute } from '../../http/route.js';
import type { Jobs } from '../../jobs/jobs.js';
import { QUEUES } from '../../jobs/jobs.js';
import type { NetworkGateway } from '../../networks/gateway.js';
import { loadDirectory, visibleTo } from '../directory/directory.js';
import { authorisedChannels, callbackPath, connectChannels } from './connect.js';

const NetworkParam = t.type({ network: oneOf(CONNECT_NETWORKS) }, 'ConnectNetworkParam');

async function authorised(db: Db, caller: Caller, network?: string): Promise<AuthorizedChannel[]> {
  let query = db.selectFrom('authorizedChannels').selectAll().where('userId', '=', caller.userId);
  if (network !== undefined) query = query.where('network', '=', network);
  const rows = await query.orderBy('network').orderBy('name').execute();
  if (rows.length === 0) return [];
  const channels = await db
    .selectFrom('channels')
    .select(['id', 'orgId', 'markedForDeletionAt'])
    .where(
      'id',
      'in',
      rows.map((r) => r.channelId),
    )
    .execute();
  return rows.map((row) => {
    const channel = channels.find((c) => c.id === row.channelId);
    const status = !channel
      ? 'AVAILABLE'
      : channel.orgId !== caller.orgId
        ? 'TAKEN'
        : channel.markedForDeletionAt
          ? 'AVAILABLE'
          : 'ADDED';
    return {
      channelId: row.channelId,
      networkType: normaliseNetwork(row.network) ?? (row.network as Network),
      status,
      name: row.name,
      ...(row.thumbnailUrl === null ? {} : { thumbnailUrl: row.thumbnailUrl }),
      ...(row.subType === null ? {} : { subType: row.subType }),
    };
  });
}

/** Connecting channels: OAuth through the network gateway, the authorised list, adding (platform §7). */
export function connectRoutes(gateway: NetworkGateway, jobs: Jobs | null): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: '/channels/v2/connect/{network}',
      tag: 'connect',
      summary: "Starts connecting a network: where to send the browser for the person's consent",
      access: 'channelManager',
      params: NetworkParam,
      response: ConnectAuthorization,
      handle: async ({ db, caller, params, origin }) => {
        const state = randomBytes(24).toString('base64url');
        await db
          .insertInto('oauthStates')
          .values({ state, userId: caller.userId, network: params.network })
          .execute();
        const authorizeUrl = gateway.authorizeUrl(params.network, {
          state,
          redirectUri: `${origin}${callbackPath(params.network)}`,
          loginHint: caller.email,
        });
        return { authorizeUrl };
      },
    }),
    route({
      method: 'GET',
      path: '/channels/v2/connect/{network}/channels',
      tag: 'connect',
      summary: 'The channels the caller authorised on a network, and whether each is added',
      access: 'channelManager',
      params: NetworkParam,
      response: t.array(AuthorizedChannel),
      handle: ({ db, caller, params }) => authorised(db, caller, params.network),
    }),
    route({
      method: 'POST',
      path: '/channels/v2/connect/{network}/channels',
      tag: 'connect',
      summary: 'Adds authorised channels of a network to the organisation',
      access: 'channelManager',
      params: NetworkParam,
      body: ConnectChannelsRequest,
      response: t.array(Channel),
      handle: async ({ db, caller, params, body, address }) => {
        if (jobs === null) throw new Error('Background jobs are not running.');
        const { ids } = await connectChannels(
          db,
          jobs,
          caller,
          body.channelIds,
          params.network,
          address,
        );
        const { channels } = visibleTo(await loadDirectory(db, caller.orgId), caller);
        return channels.filter((c) => ids.includes(c.id));
      },
    }),
    route({
      method: 'GET',
      path: '/api/1/authorizedChannels',
      tag: 'connect',
      summary: 'Every channel the caller authorised, on any network',
      access: 'channelManager',
      response: t.array(AuthorizedChannel),
      handle: ({ db, caller }) => authorised(db, caller),
    }),
    route({
      method: 'POST',
      path: '/api/1/connectChannels',
      tag: 'connect',
      summary:
        'Asks to add authorised channels of any network (the legacy endpoint): a background job',
      access: 'channelManager',
      body: ConnectChannelsRequest,
      response: ConnectRequestState,
      status: 202,
      handle: async ({ db, caller, body }) => {
        if (jobs === null) throw new Error('Background jobs are not running.');
        // Every channel must be one the caller authorised: refused now, not failed in the job.
        await authorisedChannels(db, caller, body.channelIds);
        const row = await db
          .insertInto('connectRequests')
          .values({
            userId: caller.userId,
            status: 'PENDING',
            channelIds: [...new Set(body.channelIds)],
          })
          .returning(['id', 'status', 'channelIds', 'connectedIds', 'message'])
          .executeTakeFirstOrThrow();
        await jobs.send(QUEUES.connectChannels, { requestId: String(row.id) });
        return { ...row, id: String(row.id), status: 'PENDING' as const };
      },
    }),
    route({
      method: 'GET',
      path: '/api/1/connectChannels/state',
      tag: 'connect',
      summary: "The caller's latest legacy connect request",
      access: 'channelManager',
      response: ConnectRequestState,
      handle: async ({ db, caller }) => {
        const row = await db
          .selectFrom('connectRequests')
          .select(['id', 'status', 'channelIds', 'connectedIds', 'message'])
          .where('userId', '=', caller.userId)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst();
        if (!row)
          return {
            id: '0',
            status: 'NONE' as const,
            channelIds: [],
            connectedIds: [],
            message: null,
          };
        return { ...row, id: String(row.id), status: row.status as 'PENDING' | 'DONE' | 'FAILED' };
      },
    }),
  ];
}
