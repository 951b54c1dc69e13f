import type { ApiClient } from '@smm/api-client';
import {
  decodeOrThrow,
  ListenAlert,
  ListeningQuery,
  User,
  type ListenAlertInput,
} from '@smm/model';
import * as t from 'io-ts';

/** The calls of the listen alerts screen (decision 0090), every answer decoded. */
export function listenAlertCalls(api: ApiClient) {
  return {
    /** The organisation's alerts, oldest first. */
    alerts: async () =>
      decodeOrThrow(t.array(ListenAlert), await api.unwrap(api.client.GET('/api/listen/alerts'))),
    /** The organisation's listening queries, by name. */
    queries: async () =>
      decodeOrThrow(
        t.array(ListeningQuery),
        await api.unwrap(api.client.GET('/api/engage/listening/queries')),
      ),
    /** The people the caller may choose as recipients. */
    people: async () =>
      decodeOrThrow(t.array(User), await api.unwrap(api.client.GET('/api/2/users/me/colleagues'))),
    /** Creates an alert. */
    create: async (input: ListenAlertInput) =>
      decodeOrThrow(
        ListenAlert,
        await api.unwrap(api.client.POST('/api/listen/alerts', { body: input })),
      ),
    /** Changes an alert (or switches it on or off). */
    update: async (id: string, input: ListenAlertInput) =>
      decodeOrThrow(
        ListenAlert,
        await api.unwrap(
          api.client.PUT('/api/listen/alerts/{id}', { params: { path: { id } }, body: input }),
        ),
      ),
    /** Deletes an alert. */
    remove: async (id: string): Promise<void> => {
      await api.unwrap(api.client.DELETE('/api/listen/alerts/{id}', { params: { path: { id } } }));
    },
  };
}

/** The listen alert calls, as the screen receives them. */
export type ListenAlertCalls = ReturnType<typeof listenAlertCalls>;
