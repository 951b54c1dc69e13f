import type { ApiClient } from '@smm/api-client';
import type { ConnectNetwork } from '@smm/channels';
import {
  AuthorizedChannel,
  Channel,
  ChannelPerson,
  ChannelSettingsPage,
  ConnectAuthorization,
  ConnectionAudit,
  ConnectRequestState,
  decodeOrThrow,
  Team,
  User,
  UserChannelRole,
  type ChannelRole,
} from '@smm/model';
import * as t from 'io-ts';

/** The most channels one settings page holds (platform §9): the whole list in one page. */
export const CHANNEL_PAGE_SIZE = 15000;

/** The channel settings' calls (platform §7), every answer decoded. */
export function channelsCalls(api: ApiClient) {
  const channel = (id: string) => ({ params: { path: { id } } });
  const decoded =
    <A>(codec: t.Type<A, unknown>) =>
    async (call: Promise<{ data?: unknown; error?: unknown; response: Response }>) =>
      decodeOrThrow(codec, await api.unwrap(call));
  const page = (pageIndex = 0, pageSize = CHANNEL_PAGE_SIZE) =>
    decoded(ChannelSettingsPage)(
      api.client.POST('/channels/v2/settings/channels', { body: { pageIndex, pageSize } }),
    );
  return {
    /** A page of the channels the caller manages, with the organisation's count of them. */
    page,
    /**
     * Every channel the caller manages, page after page of the spec's size (15,000): the first
     * page's count says how many pages follow.
     */
    all: async () => {
      const first = await page(0);
      const channels = [...first.channels];
      for (let index = 1; channels.length < first.total; index++) {
        const next = await page(index);
        if (next.channels.length === 0) break;
        channels.push(...next.channels);
      }
      return { channels, total: first.total };
    },
    /** One channel the caller sees (404 when marked for deletion or not theirs). */
    channel: (id: string) => decoded(Channel)(api.client.GET('/api/1/channel/{id}', channel(id))),
    /** The teams the caller sees (administrators: all). */
    teams: () => decoded(t.array(Team))(api.client.GET('/api/2/teams')),
    /** The users of the organisation the caller sees. */
    colleagues: () => decoded(t.array(User))(api.client.GET('/api/2/users/me/colleagues')),
    /** Where to send the browser for a network's consent. */
    startConnect: (network: ConnectNetwork) =>
      decoded(ConnectAuthorization)(
        api.client.GET('/channels/v2/connect/{network}', { params: { path: { network } } }),
      ),
    /** The accounts the caller authorised on a network, and whether each is added. */
    authorised: (network: ConnectNetwork) =>
      decoded(t.array(AuthorizedChannel))(
        api.client.GET('/channels/v2/connect/{network}/channels', {
          params: { path: { network } },
        }),
      ),
    /** Adds authorised channels of a network: they start INDEXING STARTED. */
    addToNetwork: (network: ConnectNetwork, channelIds: readonly string[]) =>
      decoded(t.array(Channel))(
        api.client.POST('/channels/v2/connect/{network}/channels', {
          params: { path: { network } },
          body: { channelIds: [...channelIds] },
        }),
      ),
    /** Asks the legacy endpoint to add channels of any network: a background job. */
    startLegacy: (channelIds: readonly string[]) =>
      decoded(ConnectRequestState)(
        api.client.POST('/api/1/connectChannels', { body: { channelIds: [...channelIds] } }),
      ),
    /** The caller's latest legacy connect request. */
    legacyState: () => decoded(ConnectRequestState)(api.client.GET('/api/1/connectChannels/state')),
    /** Where to send the browser to connect a channel again. */
    reconnect: (id: string) =>
      decoded(ConnectAuthorization)(api.client.GET('/channels/v2/{id}/reconnect', channel(id))),
    /** Indexes a channel again (409 while it is being indexed). */
    indexAgain: (id: string) =>
      decoded(Channel)(api.client.POST('/channels/v2/{id}/index', channel(id))),
    /** Who holds which role on a channel, and through what. */
    people: (id: string) =>
      decoded(t.array(ChannelPerson))(api.client.GET('/api/1/channel/{id}/people', channel(id))),
    /** The connection history, newest first. */
    audits: (id: string) =>
      decoded(t.array(ConnectionAudit))(
        api.client.GET('/api/1/channel/{id}/connectionaudits', channel(id)),
      ),
    /** Gives the channel a name of its own. */
    rename: (id: string, name: string) =>
      decoded(Channel)(
        api.client.POST('/channels/v2/{id}/override-name', { ...channel(id), body: { name } }),
      ),
    /** Shows the channel under its network's name again. */
    useNetworkName: (id: string) =>
      decoded(Channel)(api.client.DELETE('/channels/v2/{id}/override-name', channel(id))),
    /** Sets a person's own role (409 when they hold another role and it is not confirmed). */
    setRole: (id: string, userId: string, channelRole: ChannelRole, overrideConfirmed = false) =>
      decoded(UserChannelRole)(
        api.client.POST('/api/1/channel/{id}/user/{userId}', {
          params: { path: { id, userId } },
          body: overrideConfirmed ? { channelRole, overrideConfirmed } : { channelRole },
        }),
      ),
    /** Takes a person's own role away: a role their teams give them applies again. */
    removeRole: async (id: string, userId: string): Promise<void> => {
      await api.unwrap(
        api.client.DELETE('/api/1/channel/{id}/user/{userId}', {
          params: { path: { id, userId } },
        }),
      );
    },
    /** Gives a channel to a team. */
    assignToTeam: (channelId: string, teamId: string) =>
      decoded(t.array(Team))(
        api.client.POST('/channels/v2/assign-channel-to-teams', {
          body: { channelList: [channelId], teamIdList: [teamId] },
        }),
      ),
    /** Takes a channel away from a team. */
    dismissFromTeam: async (channelId: string, teamId: string): Promise<void> => {
      await api.unwrap(
        api.client.DELETE('/channels/v2/dismiss-channel-from-team', {
          params: { query: { channelId, teamId } },
        }),
      );
    },
    /** Marks a channel for deletion (administrators). */
    markForDeletion: async (id: string): Promise<void> => {
      await api.unwrap(api.client.DELETE('/channels/v2/{id}/mark-for-deletion', channel(id)));
    },
  };
}

/** The channel settings' calls, as the screens receive them. */
export type ChannelsCalls = ReturnType<typeof channelsCalls>;
