import type { ApiClient } from '@smm/api-client';
import type { ToolEvent } from '@smm/listen';
import { decodeOrThrow, ListenEmbed } from '@smm/model';

/** Where Listen shows the listening tool; `/listen` goes there. */
export const LISTEN_TOOL = '/listen/tool';

/** Listen's calls, their answers decoded (stories give fakes). */
export interface ListenCalls {
  /** A fresh frame address, token and nonce for the listening tool. */
  readonly embed: () => Promise<ListenEmbed>;
  /** Reports one of the tool's tracking messages to the product's analytics events. */
  readonly report: (event: ToolEvent) => Promise<void>;
}

export function listenCalls(api: ApiClient): ListenCalls {
  return {
    embed: async () =>
      decodeOrThrow(ListenEmbed, await api.unwrap(api.client.GET('/api/listen/embed'))),
    report: async (event) => {
      await api.unwrap(
        api.client.POST('/api/analytics/events', {
          body: { type: 'listeningTool', route: LISTEN_TOOL, fragment: event },
        }),
      );
    },
  };
}
