import type { ApiClient } from '@smm/api-client';
import {
  Brand,
  type BrandInput,
  ChannelSlotDetails,
  ChannelSlotSummary,
  decodeOrThrow,
  PublicChannel,
  SuggestedChannelSearch,
} from '@smm/model';
import * as t from 'io-ts';

/** The calls of the brands and public channels settings (docs/decisions/0076), answers decoded. */
export function brandCalls(api: ApiClient) {
  return {
    /** The organisation's brands the caller's teams see. */
    brands: async () =>
      decodeOrThrow(t.array(Brand), await api.unwrap(api.client.GET('/api/benchmark/app/brand'))),
    /** One brand (404: another organisation's, or one the caller's teams do not see). */
    brand: async (id: string) =>
      decodeOrThrow(
        Brand,
        await api.unwrap(
          api.client.GET('/api/benchmark/app/brand/{id}', { params: { path: { id } } }),
        ),
      ),
    /** Creates a brand. */
    create: async (input: BrandInput) =>
      decodeOrThrow(
        Brand,
        await api.unwrap(api.client.POST('/api/benchmark/app/brand', { body: input })),
      ),
    /** Changes a brand's name, details, own-brand mark and teams. */
    update: async (id: string, input: BrandInput) =>
      decodeOrThrow(
        Brand,
        await api.unwrap(
          api.client.PUT('/api/benchmark/app/brand/{id}', {
            params: { path: { id } },
            body: input,
          }),
        ),
      ),
    /** Deletes a brand. */
    remove: async (id: string): Promise<void> => {
      await api.unwrap(
        api.client.DELETE('/api/benchmark/app/brand/{id}', { params: { path: { id } } }),
      );
    },
    /** The organisation's channel slots: total and used. */
    slots: async () =>
      decodeOrThrow(
        ChannelSlotDetails,
        await api.unwrap(api.client.GET('/api/benchmark/app/brand/slots')),
      ),
    /** The slot summary: the brands and the slots remaining. */
    slotSummary: async () =>
      decodeOrThrow(
        ChannelSlotSummary,
        await api.unwrap(api.client.GET('/api/benchmark/app/brand/slot-summary')),
      ),
    /** Follows a public channel for a brand (409 when no slot is left); answers the brand. */
    addChannel: async (brandId: string, publicChannelId: string) =>
      decodeOrThrow(
        Brand,
        await api.unwrap(
          api.client.POST('/api/benchmark/brand-public-channel', {
            body: { brandId, publicChannelId },
          }),
        ),
      ),
    /** Stops following a public channel for a brand. */
    removeChannel: async (brandId: string, publicChannelId: string): Promise<void> => {
      await api.unwrap(
        api.client.DELETE('/api/benchmark/brand-public-channel/{brandId}/{publicChannelId}', {
          params: { path: { brandId, publicChannelId } },
        }),
      );
    },
    /** Stops following every public channel of a brand. */
    removeAllChannels: async (brandId: string): Promise<void> => {
      await api.unwrap(
        api.client.DELETE('/api/benchmark/brand-public-channel/{brandId}', {
          params: { path: { brandId } },
        }),
      );
    },
    /** Starts collecting the history of a brand's public channels; answers the brand. */
    onboard: async (brandId: string) =>
      decodeOrThrow(
        Brand,
        await api.unwrap(api.client.POST('/api/benchmark/onboard', { body: { brandId } })),
      ),
    /** Every public channel the organisation follows, each with the brands following it. */
    publicChannels: async () =>
      decodeOrThrow(
        t.array(PublicChannel),
        await api.unwrap(api.client.GET('/api/benchmark/organisation-public-channel')),
      ),
    /** Public channels by id. */
    channels: async (ids: readonly string[]) =>
      ids.length === 0
        ? []
        : decodeOrThrow(
            t.array(PublicChannel),
            await api.unwrap(
              api.client.GET('/api/benchmark/public-channel/channel/get-channels', {
                params: { query: { ids: ids.join(',') } },
              }),
            ),
          ),
    /** The networks' public channels whose handle or name contains the keyword. */
    searchHandle: async (keyword: string, networks: readonly string[]) =>
      decodeOrThrow(
        SuggestedChannelSearch,
        await api.unwrap(
          api.client.GET('/api/benchmark/search/handle', {
            params: {
              query: { keyword, ...(networks.length > 0 ? { networks: networks.join(',') } : {}) },
            },
          }),
        ),
      ).handleInfos,
  };
}

/** The brand calls, as the screens receive them. */
export type BrandCalls = ReturnType<typeof brandCalls>;
