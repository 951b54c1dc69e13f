import { canManageChannel } from '@smm/access';
import {
  Channel,
  ChannelNameOverride,
  ChannelPerson,
  ChannelRoleChange,
  ConnectAuthorization,
  ConnectionAudit,
  UserChannelRole,
  type ChannelRole,
  type ConnectionAudit as Audit,
} from '@smm/model';
import { CONNECT_NETWORKS, networkName } from '@smm/networks';
import { randomBytes } from 'node:crypto';
import * as t from 'io-ts';
import type { Db } from '../../db/database.js';
import { transact } from '../../db/transact.js';
import { roleUserOf, type Caller } from '../../http/caller.js';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors.js';
import { ChannelId, Uuid } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import { QUEUES, type Jobs } from '../../jobs/jobs.js';
import type { NetworkGateway } from '../../networks/gateway.js';
import { publish, recordEvent } from '../engage/engage.events.js';
import { channelEvent, type ChannelChange } from '../connect/channel.events.js';
import { callbackPath } from '../connect/connect.js';
import { actorOf, recordAudit, type AuditRecord } from '../audit/audit.js';
import { loadDirectory, type Directory } from '../directory/directory.js';
import { visibleChannel } from './channels.routes.js';

const ChannelParam = t.type({ id: ChannelId }, 'ChannelParam');
const ChannelAndUserParams = t.type({ id: ChannelId, userId: Uuid }, 'ChannelAndUserParams');

/**
 * A channel the caller sees and manages (docs/decisions/0034), with the directory it was read
 * from; 404 when they do not see it, 403 when they see it but do not manage it.
 */
async function managedChannel(
  db: Db,
  caller: Caller,
  id: string,
  doing: string,
): Promise<{ directory: Directory; channel: Channel }> {
  const directory = await loadDirectory(db, caller.orgId);
  const channel = visibleChannel(directory, caller, id);
  if (!canManageChannel(roleUserOf(caller), directory.teams, id)) {
    throw forbidden(
      `Only administrators and members of a team that manages this channel ${doing}.`,
    );
  }
  return { directory, channel };
}

/**
 * Audits a change to a channel (its history and, for administrative changes, the
 * organisation's audit log `log` from `address`) and records it in the event stream, in one
 * transaction.
 */
async function changed(
  db: Db,
  caller: Caller,
  channelId: string,
  audit: { readonly event: Audit['event']; readonly detail: string | null },
  change: ChannelChange,
  work: (trx: Db) => Promise<void> = async () => undefined,
  log?: { readonly address: string; readonly record: AuditRecord },
): Promise<void> {
  const events = await transact(db, async (trx) => {
    await work(trx);
    await trx
      .insertInto('channelAudits')
      .values({ channelId, event: audit.event, userId: caller.userId, detail: audit.detail })
      .execute();
    if (log) await recordAudit(trx, actorOf(caller, log.address), log.record);
    return [
      await recordEvent(
        trx,
        channelEvent(caller.orgId, channelId, change, {
          moderatorId: caller.userId,
          moderatorSource: 'user',
        }),
      ),
    ];
  });
  publish(events);
}

const roleName = (role: ChannelRole) => role.toLowerCase().replace('_', ' ');

/** Who holds which role on a channel, and through what (their own role, their teams). */
function peopleOf(directory: Directory, channelId: string, direct: Map<string, ChannelRole>) {
  const teams = directory.teams.filter((team) => (team.channelIds ?? []).includes(channelId));
  const people: ChannelPerson[] = [];
  for (const user of directory.users) {
    const teamRoles = teams.flatMap((team) => {
      const membership = team.users?.find((member) => member.id === user.id);
      return membership ? [{ teamId: team.id, teamName: team.name, role: membership.role }] : [];
    });
    const directRole = direct.get(user.id) ?? null;
    const role = directRole ?? teamRoles[0]?.role;
    if (role === undefined) continue;
    people.push({
      userId: user.id,
      name: user.name ?? user.email ?? user.id,
      email: user.email ?? '',
      isAdmin: user.isAdmin,
      role,
      directRole,
      teamRoles,
    });
  }
  return people.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Managing one channel (platform §7): its name, its people's roles, its connection history,
 * connecting it again, indexing it again, marking it for deletion. Every change is audited and
 * an event of the stream.
 */
export function channelManagementRoutes(gateway: NetworkGateway, jobs: Jobs | null): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: '/api/1/channel/{id}/people',
      tag: 'channels',
      summary: 'Who holds which role on the channel, their own or through a team',
      access: 'channelManager',
      params: ChannelParam,
      response: t.array(ChannelPerson),
      handle: async ({ db, caller, params }) => {
        const { directory } = await managedChannel(db, caller, params.id, 'sees its people');
        const rows = await db
          .selectFrom('channelRoles')
          .select(['userId', 'role'])
          .where('channelId', '=', params.id)
          .execute();
        return peopleOf(
          directory,
          params.id,
          new Map(rows.map((row) => [row.userId, row.role as ChannelRole])),
        );
      },
    }),
    route({
      method: 'POST',
      path: '/api/1/channel/{id}/user/{userId}',
      tag: 'channels',
      summary:
        "Sets a user's role on a channel; replacing a different role needs overrideConfirmed",
      access: 'channelManager',
      params: ChannelAndUserParams,
      body: ChannelRoleChange,
      response: UserChannelRole,
      handle: async ({ db, caller, params, body, address }) => {
        const { directory, channel } = await managedChannel(
          db,
          caller,
          params.id,
          'sets roles on it',
        );
        const user = directory.users.find((u) => u.id === params.userId);
        if (!user) throw notFound('User');
        const current = user.channels?.find((c) => c.id === params.id)?.role;
        if (
          current !== undefined &&
          current !== body.channelRole &&
          body.overrideConfirmed !== true
        ) {
          throw conflict(
            `${user.name} is already ${roleName(current)} on this channel. Confirm to replace the role.`,
          );
        }
        await changed(
          db,
          caller,
          params.id,
          { event: 'ROLE_CHANGED', detail: `${user.name}: ${body.channelRole}` },
          'rolesChanged',
          async (trx) => {
            await trx
              .insertInto('channelRoles')
              .values({ channelId: params.id, userId: params.userId, role: body.channelRole })
              .onConflict((oc) =>
                oc.columns(['channelId', 'userId']).doUpdateSet({ role: body.channelRole }),
              )
              .execute();
          },
          {
            address,
            record: {
              action: 'role.set',
              target: { type: 'channel', id: params.id, name: channel.name },
              before: { person: user.name ?? user.email ?? user.id, role: current ?? null },
              after: { person: user.name ?? user.email ?? user.id, role: body.channelRole },
            },
          },
        );
        return { userId: params.userId, channelId: params.id, role: body.channelRole };
      },
    }),
    route({
      method: 'DELETE',
      path: '/api/1/channel/{id}/user/{userId}',
      tag: 'channels',
      summary:
        "Takes away a user's own role on a channel: a role their teams give them applies again",
      access: 'channelManager',
      params: ChannelAndUserParams,
      response: null,
      handle: async ({ db, caller, params, address }) => {
        const { directory, channel } = await managedChannel(
          db,
          caller,
          params.id,
          'sets roles on it',
        );
        const user = directory.users.find((u) => u.id === params.userId);
        if (!user) throw notFound('User');
        const person = user.name ?? user.email ?? user.id;
        await changed(
          db,
          caller,
          params.id,
          { event: 'ROLE_REMOVED', detail: user.name ?? null },
          'rolesChanged',
          async (trx) => {
            const gone = await trx
              .deleteFrom('channelRoles')
              .where('channelId', '=', params.id)
              .where('userId', '=', params.userId)
              .returning(['userId', 'role'])
              .executeTakeFirst();
            if (!gone) throw notFound(`A role of ${user.name} on this channel`);
          },
          {
            address,
            record: {
              action: 'role.removed',
              target: { type: 'channel', id: params.id, name: channel.name },
              before: {
                person,
                role: user.channels?.find((c) => c.id === params.id)?.role ?? null,
              },
              after: { person, role: null },
            },
          },
        );
      },
    }),
    route({
      method: 'GET',
      path: '/api/1/channel/{id}/connectionaudits',
      tag: 'channels',
      summary: "What happened to the channel's connection, newest first",
      access: 'channelManager',
      params: ChannelParam,
      response: t.array(ConnectionAudit),
      handle: async ({ db, caller, params }) => {
        await managedChannel(db, caller, params.id, 'sees its history');
        const rows = await db
          .selectFrom('channelAudits')
          .select(['channelId', 'event', 'userId', 'detail', 'createdAt'])
          .where('channelId', '=', params.id)
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(500)
          .execute();
        return rows.map((row) => ({
          channelId: row.channelId,
          event: row.event as Audit['event'],
          userId: row.userId,
          detail: row.detail,
          date: row.createdAt.toISOString(),
        }));
      },
    }),
    route({
      method: 'POST',
      path: '/channels/v2/{id}/override-name',
      tag: 'channels',
      summary: 'Gives the channel a display name of its own',
      access: 'channelManager',
      params: ChannelParam,
      body: ChannelNameOverride,
      response: Channel,
      handle: async ({ db, caller, params, body, address }) => {
        const { channel } = await managedChannel(db, caller, params.id, 'renames it');
        const name = body.name.trim();
        await changed(
          db,
          caller,
          params.id,
          { event: 'RENAMED', detail: `${channel.name} → ${name}` },
          'renamed',
          async (trx) => {
            await trx
              .updateTable('channels')
              .set({ nameOverride: name })
              .where('id', '=', params.id)
              .execute();
          },
          {
            address,
            record: {
              action: 'channel.renamed',
              target: { type: 'channel', id: params.id, name },
              before: { name: channel.name },
              after: { name },
            },
          },
        );
        return visibleChannel(await loadDirectory(db, caller.orgId), caller, params.id);
      },
    }),
    route({
      method: 'DELETE',
      path: '/channels/v2/{id}/override-name',
      tag: 'channels',
      summary: 'Shows the channel under its name on the network again',
      access: 'channelManager',
      params: ChannelParam,
      response: Channel,
      handle: async ({ db, caller, params, address }) => {
        const { channel } = await managedChannel(db, caller, params.id, 'renames it');
        const row = await db
          .selectFrom('channels')
          .select('name')
          .where('id', '=', params.id)
          .executeTakeFirstOrThrow();
        await changed(
          db,
          caller,
          params.id,
          { event: 'RENAMED', detail: `${channel.name} → ${row.name}` },
          'renamed',
          async (trx) => {
            await trx
              .updateTable('channels')
              .set({ nameOverride: null })
              .where('id', '=', params.id)
              .execute();
          },
          {
            address,
            record: {
              action: 'channel.renamed',
              target: { type: 'channel', id: params.id, name: row.name },
              before: { name: channel.name },
              after: { name: row.name },
            },
          },
        );
        return visibleChannel(await loadDirectory(db, caller.orgId), caller, params.id);
      },
    }),
    route({
      method: 'GET',
      path: '/channels/v2/{id}/reconnect',
      tag: 'connect',
      summary:
        "Starts connecting the channel again: where to send the browser for the network's consent",
      access: 'channelManager',
      params: ChannelParam,
      response: ConnectAuthorization,
      handle: async ({ db, caller, params, origin }) => {
        const { channel } = await managedChannel(db, caller, params.id, 'reconnects it');
        const network = CONNECT_NETWORKS.find((slug) => channel.id.startsWith(`${slug}-`));
        if (network === undefined) {
          throw new HttpError(
            422,
            `${networkName(channel.type)} channels reconnect through their own flow, not this one.`,
          );
        }
        const state = randomBytes(24).toString('base64url');
        await db
          .insertInto('oauthStates')
          .values({ state, userId: caller.userId, network, reconnectChannelId: channel.id })
          .execute();
        return {
          authorizeUrl: gateway.authorizeUrl(network, {
            state,
            redirectUri: `${origin}${callbackPath(network)}`,
            loginHint: caller.email,
          }),
        };
      },
    }),
    route({
      method: 'POST',
      path: '/channels/v2/{id}/index',
      tag: 'connect',
      summary: "Reads the channel's followers and recent activity from its network again",
      access: 'channelManager',
      params: ChannelParam,
      response: Channel,
      status: 202,
      handle: async ({ db, caller, params }) => {
        if (jobs === null) throw new Error('Background jobs are not running.');
        const { channel } = await managedChannel(db, caller, params.id, 'indexes it');
        if (channel.status === 'INDEXING STARTED') {
          throw conflict(`${channel.name} is being indexed already.`);
        }
        await changed(
          db,
          caller,
          params.id,
          { event: 'INDEXING_STARTED', detail: null },
          'indexingStarted',
          async (trx) => {
            await trx
              .updateTable('channels')
              .set({ indexingStatus: 'INDEXING STARTED', indexingError: null })
              .where('id', '=', params.id)
              .execute();
            await jobs.sendWithin(trx, QUEUES.indexChannel, { channelId: params.id });
          },
        );
        jobs.wake(QUEUES.indexChannel);
        return visibleChannel(await loadDirectory(db, caller.orgId), caller, params.id);
      },
    }),
    route({
      method: 'DELETE',
      path: '/channels/v2/{id}/mark-for-deletion',
      tag: 'channels',
      summary:
        'Marks a channel for deletion: it leaves every list at once; connecting it again within 30 days brings it back',
      access: 'admin',
      params: ChannelParam,
      response: null,
      handle: async ({ db, caller, params, address }) => {
        const { channel } = await managedChannel(db, caller, params.id, 'deletes it');
        await changed(
          db,
          caller,
          params.id,
          { event: 'MARKED_FOR_DELETION', detail: channel.name },
          'markedForDeletion',
          async (trx) => {
            await trx
              .updateTable('channels')
              .set({ markedForDeletionAt: new Date() })
              .where('id', '=', params.id)
              .execute();
          },
          {
            address,
            record: {
              action: 'channel.markedForDeletion',
              target: { type: 'channel', id: params.id, name: channel.name },
            },
          },
        );
      },
    }),
  ];
}
