import type { ApiClient } from '@smm/api-client';
import {
  AdCampaignPage,
  type AdCampaignQuery,
  Boost,
  BoostOptions,
  type BoostRequest,
  decodeOrThrow,
} from '@smm/model';
import * as t from 'io-ts';

/** An ad account as the ads area shows it (from `GET /api/ads/accounts`). */
export const AdsAccount = t.type({
  id: t.string,
  name: t.string,
  currency: t.string,
  timeZone: t.string,
  socialNetwork: t.string,
});
export type AdsAccount = t.TypeOf<typeof AdsAccount>;

/** The organisation's connected ad accounts and whether the person may manage them. */
export const AdsAccounts = t.type({ connected: t.array(AdsAccount), canManage: t.boolean });
export type AdsAccounts = t.TypeOf<typeof AdsAccounts>;

/** The ads area's calls, their answers decoded (stories and tests give fakes). */
export interface AdsCalls {
  readonly accounts: () => Promise<AdsAccounts>;
  readonly campaigns: (adAccountId: string, query: AdCampaignQuery) => Promise<AdCampaignPage>;
  readonly boostOptions: (postId: string) => Promise<BoostOptions>;
  readonly boost: (request: BoostRequest) => Promise<Boost>;
}

/** The ads area's calls through the typed API client (decision 0093). */
export function adsCalls(api: ApiClient): AdsCalls {
  return {
    accounts: async () => {
      // The ad accounts' route (decision 0091) is typed once its branch is in the schema.
      const untyped = api.client as unknown as {
        GET: (path: string) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
      };
      return decodeOrThrow(AdsAccounts, await api.unwrap(untyped.GET('/api/ads/accounts')));
    },
    campaigns: async (id, query) =>
      decodeOrThrow(
        AdCampaignPage,
        await api.unwrap(
          api.client.GET('/api/ads/accounts/{id}/campaigns', {
            params: { path: { id }, query },
          }),
        ),
      ),
    boostOptions: async (postId) =>
      decodeOrThrow(
        BoostOptions,
        await api.unwrap(
          api.client.GET('/api/ads/posts/{postId}/boost', { params: { path: { postId } } }),
        ),
      ),
    boost: async (request) =>
      decodeOrThrow(Boost, await api.unwrap(api.client.POST('/api/ads/boosts', { body: request }))),
  };
}
