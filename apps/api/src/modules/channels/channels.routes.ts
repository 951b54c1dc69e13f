import { channelManagingTeams, hasArea, postPermissions } from '@smm/access';
import {
  AssignableUser,
  AudienceRole,
  AudienceRoleAnswer,
  AudienceRoleUpdate,
  Channel,
  ChannelPermissions,
  ChannelSettingsPage,
  ChannelSettingsQuery,
  UrlTrackingChannel,
  type FeaturePackage,
  type Network,
} from '@smm/model';
import * as t from 'io-ts';
import { roleUserOf, type Caller } from '../../http/caller.js';
import { notFound } from '../../http/errors.js';
import { ChannelId, IdParam } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import { loadDirectory, visibleTo, type Directory } from '../directory/directory.js';

/** The most channels one settings page holds (platform §9). */
export const MAX_CHANNEL_PAGE = 15000;

const ChannelParam = t.type({ id: ChannelId }, 'ChannelParam');

/** A channel the caller sees, from the directory; 404 otherwise. */
export function visibleChannel(directory: Directory, caller: Caller, id: string): Channel {
  const channel = visibleTo(directory, caller).channels.find((c) => c.id === id);
  if (!channel) throw notFound('Channel');
  return channel;
}

/** Channels: one, settings pages, URL tracking, permissions, assignables, audience roles (platform §7). */
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
      summary: `A page of the channels the caller manages (page size up to ${MAX_CHANNEL_PAGE})`,
      access: 'channelManager',
      body: ChannelSettingsQuery,
      response: ChannelSettingsPage,
      handle: async ({ db, caller, body }) => {
        const pageSize = Math.min(Math.max(body.pageSize, 1), MAX_CHANNEL_PAGE);
        const directory = await loadDirectory(db, caller.orgId);
        const user = roleUserOf(caller);
        // canManageChannel for each channel, with the managing teams' channels gathered once.
        const managed = new Set(
          channelManagingTeams(user, directory.teams).flatMap((team) => team.channelIds ?? []),
        );
        const channels = visibleTo(directory, caller).channels.filter(
          (c) => user.isAdmin || managed.has(c.id),
        );
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
        // The role as stored (decision 0096): administrators set it in the user editor.
        const stored = await db
          .selectFrom('users')
          .select('audienceRole')
          .where('id', '=', user.id)
          .where('orgId', '=', caller.orgId)
          .executeTakeFirst();
        const role = stored?.audienceRole ?? null;
        return { userId: user.id, role: AudienceRole.is(role) ? role : null };
      },
    }),
    route({
      method: 'PUT',
      path: '/api/1/permissions/audience/users/{id}/role',
      tag: 'channels',
      summary:
        "Sets a user's audience role: ADMIN, AUDIENCE_USER, or null for none (administrators; decision 0096)",
      access: 'admin',
      params: IdParam,
      body: AudienceRoleUpdate,
      response: AudienceRoleAnswer,
      handle: async ({ db, caller, params, body }) => {
        const directory = await loadDirectory(db, caller.orgId);
        const user = directory.users.find((u) => u.id === params.id);
        if (!user) throw notFound('User');
        await db
          .updateTable('users')
          .set({ audienceRole: body.role })
          .where('id', '=', user.id)
          .where('orgId', '=', caller.orgId)
          .execute();
        return { userId: user.id, role: body.role };
      },
    }),
  ];
}
