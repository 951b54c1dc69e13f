import { canManageChannel, hasArea, postPermissions } from '@smm/access';
import {
  AssignableUser,
  AudienceRoleAnswer,
  Channel,
  ChannelNameOverride,
  ChannelPermissions,
  ChannelRoleChange,
  ChannelSettingsPage,
  ChannelSettingsQuery,
  ConnectionAudit,
  UrlTrackingChannel,
  UserChannelRole,
  type ConnectionAudit as Audit,
  type FeaturePackage,
  type Network,
} from '@smm/model';
import * as t from 'io-ts';
import type { Db } from '../../db/database.js';
import { roleUserOf, type Caller } from '../../http/caller.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { ChannelId, IdParam, Uuid } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import { loadDirectory, visibleTo, type Directory } from '../directory/directory.js';

/** The most channels one settings page holds (platform §9). */
export const MAX_CHANNEL_PAGE = 15000;

const ChannelParam = t.type({ id: ChannelId }, 'ChannelParam');
const ChannelAndUserParams = t.type({ id: ChannelId, userId: Uuid }, 'ChannelAndUserParams');

/** A channel the caller sees, from the directory; 404 otherwise. */
function visibleChannel(directory: Directory, caller: Caller, id: string): Channel {
  const channel = visibleTo(directory, caller).channels.find((c) => c.id === id);
  if (!channel) throw notFound('Channel');
  return channel;
}

async function audit(
  db: Db,
  channelId: string,
  event: Audit['event'],
  userId: string,
  detail: string | null,
) {
  await db.insertInto('channelAudits').values({ channelId, event, userId, detail }).execute();
}

/** Channels: one, settings pages, URL tracking, permissions, assignables, roles, audits, names, deletion (platform §7). */
export function channelsRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: '/api/1/channel/{id}',
      tag: 'channels',
      summary: 'A channel the caller may see, with their role on it',
      access: 'user',
      params: ChannelParam,
      response: Channel,
      handle: async ({ db, caller, params }) =>
        visibleChannel(await loadDirectory(db, caller.orgId), caller, params.id),
    }),
    route({
      method: 'POST',
      path: '/channels/v2/settings/channels',
      tag: 'channels',
      summary: `A page of the channels the caller may see (page size up to ${MAX_CHANNEL_PAGE})`,
      access: 'user',
      body: ChannelSettingsQuery,
      response: ChannelSettingsPage,
      handle: async ({ db, caller, body }) => {
        const pageSize = Math.min(Math.max(body.pageSize, 1), MAX_CHANNEL_PAGE);
        const { channels } = visibleTo(await loadDirectory(db, caller.orgId), caller);
        const page = channels.slice(body.pageIndex * pageSize, (body.pageIndex + 1) * pageSize);
        const fields = body.responseFields;
        return {
          channels: fields?.length
            ? page.map((c) => {
                const picked = Object.fromEntries(
                  Object.entries(c).filter(([key]) => fields.includes(key)),
                );
                return { ...picked, id: c.id, name: c.name, type: c.type } as Channel;
              })
            : page,
          total: channels.length,
          pageIndex: body.pageIndex,
          pageSize,
        };
      },
    }),
    route({
      method: 'GET',
      path: '/publish/url-tracking/channels',
      tag: 'channels',
      summary: 'The channels the caller may see, with whether URL tracking is on',
      access: 'user',
      response: t.array(UrlTrackingChannel),
      handle: async ({ db, caller }) => {
        const visible = new Set(
          visibleTo(await loadDirectory(db, caller.orgId), caller).channels.map((c) => c.id),
        );
        const rows = await db
          .selectFrom('channels')
          .select(['id', 'name', 'nameOverride', 'network', 'campaignTrackingEnabled'])
          .where('orgId', '=', caller.orgId)
          .where('markedForDeletionAt', 'is', null)
          .orderBy('id')
          .execute();
        return rows
          .filter((row) => visible.has(row.id))
          .map((row) => ({
            id: row.id,
            name: row.nameOverride ?? row.name,
            network: row.network as Network,
            campaignTrackingEnabled: row.campaignTrackingEnabled,
          }));
      },
    }),
    route({
      method: 'GET',
      path: '/publish/url-tracking/channels/{id}',
      tag: 'channels',
      summary: 'One channel with whether URL tracking is on',
      access: 'user',
      params: ChannelParam,
      response: UrlTrackingChannel,
      handle: async ({ db, caller, params }) => {
        const channel = visibleChannel(await loadDirectory(db, caller.orgId), caller, params.id);
        const row = await db
          .selectFrom('channels')
          .select('campaignTrackingEnabled')
          .where('id', '=', channel.id)
          .executeTakeFirstOrThrow();
        return {
          id: channel.id,
          name: channel.name,
          network: channel.type,
          campaignTrackingEnabled: row.campaignTrackingEnabled,
        };
      },
    }),
    route({
      method: 'GET',
      path: '/api/1/permissions/channel/{id}',
      tag: 'channels',
      summary: "What the caller may do with the channel's posts",
      access: 'user',
      params: ChannelParam,
      response: ChannelPermissions,
      handle: async ({ db, caller, params }) => {
        const channel = visibleChannel(await loadDirectory(db, caller.orgId), caller, params.id);
        return postPermissions(caller, channel.role);
      },
    }),
    route({
      method: 'GET',
      path: '/api/2/channels/{id}/assignables',
      tag: 'channels',
      summary: "Who an item of the channel may be assigned to: its users and its teams' members",
      access: 'user',
      params: ChannelParam,
      response: t.array(AssignableUser),
      handle: async ({ db, caller, params }) => {
        const directory = await loadDirectory(db, caller.orgId);
        visibleChannel(directory, caller, params.id);
        const teams = directory.teams.filter((team) => (team.channelIds ?? []).includes(params.id));
        return directory.users
          .filter(
            (user) =>
              user.isAdmin ||
              (user.channelIds ?? []).includes(params.id) ||
              teams.some((team) => (team.userIds ?? []).includes(user.id)),
          )
          .filter((user) => user.defaultChannelRole !== 'VIEW_ONLY' || user.isAdmin)
          .map((user) => ({
            id: user.id,
            name: user.name,
            teamIds: teams
              .filter((team) => (team.userIds ?? []).includes(user.id))
              .map((team) => team.id),
          }));
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
      handle: async ({ db, caller, params, body }) => {
        const directory = await loadDirectory(db, caller.orgId);
        visibleChannel(directory, caller, params.id);
        if (!canManageChannel(roleUserOf(caller), directory.teams, params.id)) {
          throw forbidden(
            'Only administrators and members of a team that manages this channel set roles on it.',
          );
        }
        const user = directory.users.find((u) => u.id === params.userId);
        if (!user) throw notFound('User');
        const current = user.channels?.find((c) => c.id === params.id)?.role;
        if (
          current !== undefined &&
          current !== body.channelRole &&
          body.overrideConfirmed !== true
        ) {
          throw conflict(
            `${user.name} is already ${current.toLowerCase().replace('_', ' ')} on this channel. Confirm to replace the role.`,
          );
        }
        await db
          .insertInto('channelRoles')
          .values({ channelId: params.id, userId: params.userId, role: body.channelRole })
          .onConflict((oc) =>
            oc.columns(['channelId', 'userId']).doUpdateSet({ role: body.channelRole }),
          )
          .execute();
        await audit(
          db,
          params.id,
          'ROLE_CHANGED',
          caller.userId,
          `${user.name}: ${body.channelRole}`,
        );
        return { userId: params.userId, channelId: params.id, role: body.channelRole };
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
        visibleChannel(await loadDirectory(db, caller.orgId), caller, params.id);
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
      handle: async ({ db, caller, params, body }) => {
        const directory = await loadDirectory(db, caller.orgId);
        const channel = visibleChannel(directory, caller, params.id);
        if (!canManageChannel(roleUserOf(caller), directory.teams, params.id)) {
          throw forbidden(
            'Only administrators and members of a team that manages this channel rename it.',
          );
        }
        const name = body.name.trim();
        await db
          .updateTable('channels')
          .set({ nameOverride: name })
          .where('id', '=', params.id)
          .execute();
        await audit(db, params.id, 'RENAMED', caller.userId, `${channel.name} → ${name}`);
        return visibleChannel(await loadDirectory(db, caller.orgId), caller, params.id);
      },
    }),
    route({
      method: 'DELETE',
      path: '/channels/v2/{id}/mark-for-deletion',
      tag: 'channels',
      summary: 'Marks a channel for deletion: it leaves every list at once',
      access: 'admin',
      params: ChannelParam,
      response: null,
      handle: async ({ db, caller, params }) => {
        visibleChannel(await loadDirectory(db, caller.orgId), caller, params.id);
        await db
          .updateTable('channels')
          .set({ markedForDeletionAt: new Date() })
          .where('id', '=', params.id)
          .execute();
        await audit(db, params.id, 'MARKED_FOR_DELETION', caller.userId, null);
      },
    }),
    route({
      method: 'GET',
      path: '/api/1/permissions/audience/users/{id}/role',
      tag: 'channels',
      summary:
        "A user's audience role: ADMIN, AUDIENCE_USER, or null when the package has no audience",
      access: 'user',
      params: IdParam,
      response: AudienceRoleAnswer,
      handle: async ({ db, caller, params }) => {
        const directory = visibleTo(await loadDirectory(db, caller.orgId), caller);
        const user = directory.users.find((u) => u.id === params.id);
        if (!user) throw notFound('User');
        const org = await db
          .selectFrom('organisations')
          .select('packageName')
          .where('id', '=', caller.orgId)
          .executeTakeFirstOrThrow();
        if (!hasArea(org.packageName as FeaturePackage, 'audience'))
          return { userId: user.id, role: null };
        return {
          userId: user.id,
          role: user.isAdmin ? ('ADMIN' as const) : ('AUDIENCE_USER' as const),
        };
      },
    }),
  ];
}
