import type { ApiClient } from '@smm/api-client';
import { AudienceIdentity, decodeOrThrow, ReplyQuota, SavedItem } from '@smm/model';
import * as t from 'io-ts';

/**
 * The calls of the open conversation's panels (engage §7): the sender's identity card ("GET
 * audience identities", decision 0058), the conversation's language, the channel's reply quota.
 */
export function panelCalls(api: ApiClient) {
  return {
    /** The identity card of the item's sender: profile, their other items, notes about them. */
    identity: async (itemId: string) =>
      decodeOrThrow(
        AudienceIdentity,
        await api.unwrap(
          api.client.GET('/api/engage/audience/identities', { params: { query: { itemId } } }),
        ),
      ),
    /** Corrects a conversation's language (engage §7: itemId, rootId, language). */
    setLanguage: async (
      item: { readonly id: string; readonly engage: { readonly contentId?: string } },
      language: string,
    ) =>
      decodeOrThrow(
        SavedItem,
        await api.unwrap(
          api.client.POST('/api/engage/contents/{id}/language', {
            params: { path: { id: item.id } },
            body: { itemId: item.id, rootId: item.engage.contentId ?? item.id, language },
          }),
        ),
      ),
    /** How much the channel may still send in its network's current window. */
    quota: async (channelId: string) =>
      decodeOrThrow(
        t.array(ReplyQuota),
        await api.unwrap(api.client.GET('/api/engage/quota', { params: { query: { channelId } } })),
      )[0],
  };
}
