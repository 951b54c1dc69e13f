import type { ApiClient } from '@smm/api-client';
import {
  decodeOrThrow,
  EngageOrgSettings,
  InboxPreferences,
  type MarkReadOnOpen,
} from '@smm/model';

/** The inbox's settings calls (decision 0057): the response target and mark-read-on-open. */
export function inboxSettingsCalls(api: ApiClient) {
  return {
    /** The organisation's response-time target. */
    engageOrgSettings: async () =>
      decodeOrThrow(
        EngageOrgSettings,
        await api.unwrap(api.client.GET('/api/engage/settings/organisation')),
      ),
    /** Sets the organisation's response-time target in minutes, `null` for none (admins). */
    setResponseTarget: async (responseTargetMinutes: number | null) =>
      decodeOrThrow(
        EngageOrgSettings,
        await api.unwrap(
          api.client.PUT('/api/engage/settings/organisation', { body: { responseTargetMinutes } }),
        ),
      ),
    /** The person's own inbox preferences. */
    inboxPreferences: async () =>
      decodeOrThrow(InboxPreferences, await api.unwrap(api.client.GET('/api/engage/settings/me'))),
    /** Sets when opening an item marks it read, for the person. */
    setMarkReadOnOpen: async (markReadOnOpen: MarkReadOnOpen) =>
      decodeOrThrow(
        InboxPreferences,
        await api.unwrap(api.client.PUT('/api/engage/settings/me', { body: { markReadOnOpen } })),
      ),
  };
}
