import type { ApiClient } from '@smm/api-client';
import {
  decodeOrThrow,
  HomeAudience,
  HomeConfig,
  HomeEngage,
  HomeListen,
  HomeMeasure,
  PublishItemsPage,
  type HomeWidgetSetting,
} from '@smm/model';
import type { PostWindow } from '@smm/publish';

/** The statuses Home's publishing widget lists (platform §7). */
export const HOME_POST_STATUSES = 'published,scheduled,scheduledError';

/** The most posts of the window the widget reads (one page). */
const POST_LIMIT = 200;

/** Home's calls (decision 0073), their answers decoded. */
export function homeCalls(api: ApiClient) {
  return {
    /** The person's widgets in their order, shown or hidden. */
    config: async () =>
      decodeOrThrow(HomeConfig, await api.unwrap(api.client.POST('/api/home', { body: {} }))),
    /** Saves the order and visibility; answers the home as the server keeps it. */
    saveConfig: async (items: readonly HomeWidgetSetting[]) =>
      decodeOrThrow(
        HomeConfig,
        await api.unwrap(api.client.POST('/api/home', { body: { items: [...items] } })),
      ),
    /** The publishing widget's posts: the window's published, scheduled and failed ones. */
    posts: async (window: PostWindow) => {
      const page = await api.unwrap(
        api.client.GET('/api/publish/items', {
          params: {
            query: {
              statuses: HOME_POST_STATUSES,
              visibility: 'page',
              since: window.since,
              until: window.until,
              sortBy: 'newest',
              limit: POST_LIMIT,
              resolveLinkMeta: true,
            },
          },
        }),
      );
      return decodeOrThrow(PublishItemsPage, page).items;
    },
    engage: async () =>
      decodeOrThrow(HomeEngage, await api.unwrap(api.client.GET('/api/home/engage'))),
    measure: async () =>
      decodeOrThrow(HomeMeasure, await api.unwrap(api.client.GET('/api/home/measure'))),
    audience: async () =>
      decodeOrThrow(HomeAudience, await api.unwrap(api.client.GET('/api/home/audience'))),
    listen: async () =>
      decodeOrThrow(HomeListen, await api.unwrap(api.client.GET('/api/home/listen'))),
  };
}

/** Home's calls, as the screen receives them. */
export type HomeCalls = ReturnType<typeof homeCalls>;
