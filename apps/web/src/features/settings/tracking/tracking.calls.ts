import type { ApiClient } from '@smm/api-client';
import {
  Channel,
  ChannelCampaignTracking,
  decodeOrThrow,
  Team,
  TrackingTemplate,
  type CampaignTrackingChange,
  type TrackingTemplateInput,
} from '@smm/model';
import * as t from 'io-ts';

/** The calls of the tracking screens (docs/decisions/0037), every answer decoded. */
export function trackingCalls(api: ApiClient) {
  return {
    /** The organisation's tracking templates. */
    templates: async () =>
      decodeOrThrow(
        t.array(TrackingTemplate),
        await api.unwrap(api.client.GET('/publish/url-tracking/templates')),
      ),
    createTemplate: async (input: TrackingTemplateInput) =>
      decodeOrThrow(
        TrackingTemplate,
        await api.unwrap(api.client.POST('/publish/url-tracking/templates', { body: input })),
      ),
    updateTemplate: async (id: string, input: TrackingTemplateInput) =>
      decodeOrThrow(
        TrackingTemplate,
        await api.unwrap(
          api.client.PUT('/publish/url-tracking/templates/{id}', {
            params: { path: { id } },
            body: input,
          }),
        ),
      ),
    removeTemplate: async (id: string): Promise<void> => {
      await api.unwrap(
        api.client.DELETE('/publish/url-tracking/templates/{id}', { params: { path: { id } } }),
      );
    },
    /** The campaign tracking of every channel the caller sees. */
    tracking: async () =>
      decodeOrThrow(
        t.array(ChannelCampaignTracking),
        await api.unwrap(api.client.GET('/publish/url-tracking/mappings')),
      ),
    /** Sets a channel's switch, template and mappings. */
    setTracking: async (id: string, change: CampaignTrackingChange) =>
      decodeOrThrow(
        ChannelCampaignTracking,
        await api.unwrap(
          api.client.PUT('/publish/url-tracking/channels/{id}', {
            params: { path: { id } },
            body: change,
          }),
        ),
      ),
    /** The channels the caller sees. */
    channels: async () =>
      decodeOrThrow(t.array(Channel), await api.unwrap(api.client.GET('/api/2/channels'))),
    /** The teams the caller sees. */
    teams: async () =>
      decodeOrThrow(t.array(Team), await api.unwrap(api.client.GET('/api/2/teams'))),
  };
}

/** The tracking calls, as the screens receive them. */
export type TrackingCalls = ReturnType<typeof trackingCalls>;
