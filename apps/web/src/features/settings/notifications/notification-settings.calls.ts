import type { ApiClient } from '@smm/api-client';
import {
  Channel,
  decodeOrThrow,
  NotificationSettings,
  type NotificationPreference,
} from '@smm/model';
import * as t from 'io-ts';

/** The calls of the notification settings screen (docs/decisions/0045), every answer decoded. */
export function notificationSettingsCalls(api: ApiClient, userId: string) {
  const path = { id: userId };
  return {
    /** The person's choice for every kind of notification. */
    settings: async () =>
      decodeOrThrow(
        NotificationSettings,
        await api.unwrap(
          api.client.GET('/api/1/user/{id}/notification-settings', { params: { path } }),
        ),
      ),
    /** Changes one kind; answers every kind as stored. */
    choose: async (preference: NotificationPreference) =>
      decodeOrThrow(
        NotificationSettings,
        await api.unwrap(
          api.client.PUT('/api/1/user/{id}/notification-settings', {
            params: { path },
            body: { preferences: [preference] },
          }),
        ),
      ),
    /** The channels the person sees. */
    channels: async () =>
      decodeOrThrow(t.array(Channel), await api.unwrap(api.client.GET('/api/2/channels'))),
    /** The channels the person gets moderation notifications for. */
    followed: async () =>
      decodeOrThrow(
        t.array(t.string),
        await api.unwrap(
          api.client.GET('/api/2/users/{id}/notificationChannels', { params: { path } }),
        ),
      ),
    /** Turns a channel's moderation notifications on or off; answers the channels followed. */
    follow: async (channelId: string, enabled: boolean) =>
      decodeOrThrow(
        t.array(t.string),
        await api.unwrap(
          api.client.POST('/api/1/user/{id}/notification', {
            params: { path },
            body: { userId, channelId, enabled },
          }),
        ),
      ),
  };
}

/** The notification settings calls, as the screen receives them. */
export type NotificationSettingsCalls = ReturnType<typeof notificationSettingsCalls>;
