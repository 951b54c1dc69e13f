import type { ApiClient } from '@smm/api-client';
import {
  Channel,
  decodeOrThrow,
  Team,
  User,
  type ChannelRole,
  type TeamCreate,
  type TeamUpdate,
} from '@smm/model';
import * as t from 'io-ts';

/** The calls of the team settings (platform §7 "Teams"; docs/decisions/0043), answers decoded. */
export function teamCalls(api: ApiClient) {
  const team = (id: string) => ({ params: { path: { id } } });
  const member = (id: string, userId: string) => ({ params: { path: { id, userId } } });
  return {
    /** The teams the caller sees, with their members, channels and permissions. */
    teams: async () =>
      decodeOrThrow(t.array(Team), await api.unwrap(api.client.GET('/api/2/teams'))),
    /** The people of the organisation the caller sees. */
    people: async () =>
      decodeOrThrow(t.array(User), await api.unwrap(api.client.GET('/api/2/users/me/colleagues'))),
    /** The channels the caller sees. */
    channels: async () =>
      decodeOrThrow(t.array(Channel), await api.unwrap(api.client.GET('/api/2/channels'))),
    /** Creates a team (administrators). */
    create: async (body: TeamCreate) =>
      decodeOrThrow(Team, await api.unwrap(api.client.PUT('/api/1/team', { body }))),
    /** Changes a team's name, colour or (administrators) permissions. */
    update: async (id: string, body: TeamUpdate) =>
      decodeOrThrow(
        Team,
        await api.unwrap(api.client.POST('/api/1/team/{id}', { ...team(id), body })),
      ),
    /** Deletes a team (administrators). */
    remove: async (id: string): Promise<void> => {
      await api.unwrap(api.client.DELETE('/api/1/team/{id}', team(id)));
    },
    /** Adds a person to a team with a role. */
    addMember: async (id: string, userId: string, role: ChannelRole) =>
      decodeOrThrow(
        Team,
        await api.unwrap(
          api.client.PUT('/api/1/team/{id}/user/{userId}', {
            ...member(id, userId),
            body: { role },
          }),
        ),
      ),
    /** Changes a member's role in a team. */
    changeRole: async (id: string, userId: string, role: ChannelRole) =>
      decodeOrThrow(
        Team,
        await api.unwrap(
          api.client.POST('/api/1/team/{id}/user/{userId}', {
            ...member(id, userId),
            body: { role },
          }),
        ),
      ),
    /** Takes a member out of a team. */
    removeMember: async (id: string, userId: string) =>
      decodeOrThrow(
        Team,
        await api.unwrap(api.client.DELETE('/api/1/team/{id}/user/{userId}', member(id, userId))),
      ),
    /** Gives a team channels. */
    addChannels: async (id: string, channelIds: readonly string[]): Promise<void> => {
      await api.unwrap(
        api.client.POST('/channels/v2/assign-channel-to-teams', {
          body: { channelList: [...channelIds], teamIdList: [id] },
        }),
      );
    },
    /** Takes a channel away from a team. */
    removeChannel: async (id: string, channelId: string): Promise<void> => {
      await api.unwrap(
        api.client.DELETE('/channels/v2/dismiss-channel-from-team', {
          params: { query: { channelId, teamId: id } },
        }),
      );
    },
  };
}

/** The team calls, as the screen receives them. */
export type TeamCalls = ReturnType<typeof teamCalls>;
