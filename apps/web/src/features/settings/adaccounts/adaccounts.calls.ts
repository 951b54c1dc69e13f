import type { ApiClient } from '@smm/api-client';
import {
  AdAccount,
  AdAccountList,
  type AdAccountUpdate,
  AdConnectGrant,
  AdConnectStart,
  type AdNetwork,
  Channel,
  decodeOrThrow,
} from '@smm/model';
import * as t from 'io-ts';

/** The calls of the ad-account settings (docs/decisions/0091), answers decoded. */
export function adAccountCalls(api: ApiClient) {
  const path = (id: string) => ({ params: { path: { id } } });
  return {
    /** The channels the caller sees (to link, and to name the linked ones). */
    channels: async () =>
      decodeOrThrow(t.array(Channel), await api.unwrap(api.client.GET('/api/2/channels'))),
    /** The organisation's connected and disconnected ad accounts. */
    list: async () =>
      decodeOrThrow(AdAccountList, await api.unwrap(api.client.GET('/api/ads/accounts'))),
    /** One ad account. */
    account: async (id: string) =>
      decodeOrThrow(
        AdAccount,
        await api.unwrap(api.client.GET('/api/ads/accounts/{id}', path(id))),
      ),
    /** Changes an ad account. */
    update: async (id: string, change: AdAccountUpdate) =>
      decodeOrThrow(
        AdAccount,
        await api.unwrap(api.client.PATCH('/api/ads/accounts/{id}', { ...path(id), body: change })),
      ),
    disconnect: async (id: string) =>
      decodeOrThrow(
        AdAccount,
        await api.unwrap(api.client.POST('/api/ads/accounts/{id}/disconnect', path(id))),
      ),
    reconnect: async (id: string) =>
      decodeOrThrow(
        AdAccount,
        await api.unwrap(api.client.POST('/api/ads/accounts/{id}/reconnect', path(id))),
      ),
    remove: async (id: string): Promise<void> => {
      await api.unwrap(api.client.DELETE('/api/ads/accounts/{id}', path(id)));
    },
    /** Where to send the browser for the person's consent on an ad network. */
    start: async (network: AdNetwork) =>
      decodeOrThrow(
        AdConnectStart,
        await api.unwrap(
          api.client.GET('/api/ads/connect/{network}', { params: { path: { network } } }),
        ),
      ),
    /** Exchanges what the consent page returned for the granted accounts. */
    callback: async (
      network: AdNetwork,
      returned: { state: string; code?: string; error?: string },
    ) =>
      decodeOrThrow(
        AdConnectGrant,
        await api.unwrap(
          api.client.POST('/api/ads/connect/{network}/callback', {
            params: { path: { network } },
            body: returned,
          }),
        ),
      ),
    /** Connects the chosen granted accounts. */
    choose: async (network: AdNetwork, grantId: string, externalIds: string[]) =>
      decodeOrThrow(
        t.array(AdAccount),
        await api.unwrap(
          api.client.POST('/api/ads/connect/{network}/accounts', {
            params: { path: { network } },
            body: { grantId, externalIds },
          }),
        ),
      ),
  };
}

/** The calls of the ad-account settings. */
export type AdAccountCalls = ReturnType<typeof adAccountCalls>;
