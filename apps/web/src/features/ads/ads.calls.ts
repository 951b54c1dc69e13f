import type { ApiClient } from '@smm/api-client';
import {
  AdAccount,
  AdAccountList,
  AdCampaignPage,
  type AdCampaignQuery,
  Boost,
  BoostOptions,
  type BoostRequest,
  decodeOrThrow,
} from '@smm/model';

/** The ads area's calls, their answers decoded (stories and tests give fakes). */
export interface AdsCalls {
  readonly accounts: () => Promise<AdAccountList>;
  /** One account's information (when the account is chosen). */
  readonly account: (id: string) => Promise<AdAccount>;
  readonly campaigns: (adAccountId: string, query: AdCampaignQuery) => Promise<AdCampaignPage>;
  readonly boostOptions: (postId: string) => Promise<BoostOptions>;
  readonly boost: (request: BoostRequest) => Promise<Boost>;
}

/** The ads area's calls through the typed API client (decision 0093). */
export function adsCalls(api: ApiClient): AdsCalls {
  return {
    accounts: async () =>
      decodeOrThrow(AdAccountList, await api.unwrap(api.client.GET('/api/ads/accounts'))),
    account: async (id) =>
      decodeOrThrow(
        AdAccount,
        await api.unwrap(api.client.GET('/api/ads/accounts/{id}', { params: { path: { id } } })),
      ),
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
