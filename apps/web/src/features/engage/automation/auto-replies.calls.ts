import type { ApiClient } from '@smm/api-client';
import {
  AutoReplyChannel,
  AutoReplyGroup,
  AutoReplyGroupPage,
  decodeOrThrow,
  type AutoReplyGroupChange,
  type AutoReplyGroupInput,
} from '@smm/model';
import * as t from 'io-ts';

/**
 * The automated messaging group calls (base `/api/automate/messaging-groups`, docs/decisions/0050),
 * every answer decoded.
 */
export function autoReplyCalls(api: ApiClient) {
  const group = (id: string) => ({ params: { path: { id } } });
  return {
    /** The organisation's groups, oldest first (up to 100: an organisation keeps a few). */
    groups: async () =>
      decodeOrThrow(
        AutoReplyGroupPage,
        await api.unwrap(
          api.client.GET('/api/automate/messaging-groups', {
            params: { query: { limit: 100, offset: 0 } },
          }),
        ),
      ),
    /** The channels that take direct messages, with the groups answering on each. */
    channels: async () =>
      decodeOrThrow(
        t.array(AutoReplyChannel),
        await api.unwrap(api.client.GET('/api/automate/messaging-groups/channels')),
      ),
    /** Creates a group (administrators); a 422 names the field it refuses. */
    create: async (body: AutoReplyGroupInput) =>
      decodeOrThrow(
        AutoReplyGroup,
        await api.unwrap(api.client.POST('/api/automate/messaging-groups', { body })),
      ),
    /** Changes some of a group's fields (administrators). */
    update: async (id: string, body: AutoReplyGroupChange) =>
      decodeOrThrow(
        AutoReplyGroup,
        await api.unwrap(
          api.client.PATCH('/api/automate/messaging-groups/{id}', { ...group(id), body }),
        ),
      ),
    /** Deletes a group: it stops answering at once (administrators). */
    remove: async (id: string): Promise<void> => {
      await api.unwrap(api.client.DELETE('/api/automate/messaging-groups/{id}', group(id)));
    },
  };
}

/** The automated messaging group calls, as the screens receive them. */
export type AutoReplyCalls = ReturnType<typeof autoReplyCalls>;
