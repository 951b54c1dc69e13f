import type { ApiClient } from '@smm/api-client';
import { decodeOrThrow, ListenEmbed } from '@smm/model';

/** Where Listen shows the listening tool; `/listen` goes there. */
export const LISTEN_TOOL = '/listen/tool';

/** Listen's calls, their answers decoded (stories give fakes). */
export interface ListenCalls {
  /** A fresh frame address, token and nonce for the listening tool. */
  readonly embed: () => Promise<ListenEmbed>;
}

export function listenCalls(api: ApiClient): ListenCalls {
  return {
    embed: async () =>
      decodeOrThrow(ListenEmbed, await api.unwrap(api.client.GET('/api/listen/embed'))),
  };
}
