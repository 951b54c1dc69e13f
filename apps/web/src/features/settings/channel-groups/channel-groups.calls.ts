import type { ApiClient } from '@smm/api-client';
import { Channel, ChannelGroup, decodeOrThrow, Team, type ChannelGroupInput } from '@smm/model';
import * as t from 'io-ts';

/** The calls of the channel groups screen (docs/decisions/0036), every answer decoded. */
export function channelGroupCalls(api: ApiClient) {
  return {
    /** The organisation's groups, each with the caller's channels in it. */
    groups: async () =>
      decodeOrThrow(t.array(ChannelGroup), await api.unwrap(api.client.GET('/channels/v2/groups'))),
    /** Creates a group of channels the caller manages. */
    create: async (input: ChannelGroupInput) =>
      decodeOrThrow(
        ChannelGroup,
        await api.unwrap(api.client.POST('/channels/v2/groups', { body: input })),
      ),
    /** Renames a group and sets the caller's channels in it. */
    update: async (id: string, input: ChannelGroupInput) =>
      decodeOrThrow(
        ChannelGroup,
        await api.unwrap(
          api.client.PUT('/channels/v2/groups/{id}', { params: { path: { id } }, body: input }),
        ),
      ),
    /** Deletes a group (its channels stay). */
    remove: async (id: string): Promise<void> => {
      await api.unwrap(api.client.DELETE('/channels/v2/groups/{id}', { params: { path: { id } } }));
    },
    /** The channels the caller sees. */
    channels: async () =>
      decodeOrThrow(t.array(Channel), await api.unwrap(api.client.GET('/api/2/channels'))),
    /** The teams the caller sees (which of them let the caller manage channels). */
    teams: async () =>
      decodeOrThrow(t.array(Team), await api.unwrap(api.client.GET('/api/2/teams'))),
  };
}

/** The channel group calls, as the screen receives them. */
export type ChannelGroupCalls = ReturnType<typeof channelGroupCalls>;
