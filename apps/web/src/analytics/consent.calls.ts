import type { ApiClient } from '@smm/api-client';
import {
  type AnalyticsEvent,
  type ConsentCategories,
  ConsentRecord,
  decodeOrThrow,
  MyConsent,
} from '@smm/model';

/** The consent's and the analytics' calls, their answers decoded (tests and stories give fakes). */
export interface ConsentCalls {
  /** The person's consent, or null when they have not decided. */
  readonly load: () => Promise<ConsentRecord | null>;
  /** Records the person's choice of all five categories; answers it as stored. */
  readonly save: (categories: ConsentCategories) => Promise<ConsentRecord>;
  /** Sends one analytics event: only the analytics module calls it. */
  readonly send: (event: AnalyticsEvent) => Promise<void>;
}

export function consentCalls(api: ApiClient): ConsentCalls {
  return {
    load: async () =>
      decodeOrThrow(MyConsent, await api.unwrap(api.client.GET('/api/2/users/me/consent'))).consent,
    save: async (categories) =>
      decodeOrThrow(
        ConsentRecord,
        await api.unwrap(api.client.PUT('/api/2/users/me/consent', { body: { categories } })),
      ),
    send: async (event) => {
      await api.unwrap(api.client.POST('/api/analytics/events', { body: event }));
    },
  };
}
