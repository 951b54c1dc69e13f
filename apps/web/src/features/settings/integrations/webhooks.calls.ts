import type { ApiClient } from '@smm/api-client';
import {
  decodeOrThrow,
  Webhook,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookList,
  WebhookReplayResult,
  WebhookSecret,
  WebhookTestResult,
  WebhookTopic,
  type WebhookDeliveryStatus,
  type WebhookInput,
  type WebhookTopicName,
} from '@smm/model';
import * as t from 'io-ts';

/** The delivery log's filters and the page to read (its cursor). */
export interface DeliveryQuery {
  readonly status?: WebhookDeliveryStatus | undefined;
  readonly topic?: string | undefined;
  readonly cursor?: string | undefined;
}

/** The calls of the integrations screen (docs/decisions/0053, 0054), every answer decoded. */
export function webhookCalls(api: ApiClient) {
  const path = (id: string) => ({ params: { path: { id } } });
  return {
    /** The topic catalogue (everyone may read it). */
    topics: async () =>
      decodeOrThrow(t.array(WebhookTopic), await api.unwrap(api.client.GET('/webhook/topics'))),
    /** The organisation's webhooks, each with its health and last attempts. */
    webhooks: async () =>
      decodeOrThrow(WebhookList, await api.unwrap(api.client.GET('/webhook/webhooks'))).list,
    create: async (input: WebhookInput) =>
      decodeOrThrow(
        Webhook,
        await api.unwrap(api.client.POST('/webhook/webhooks', { body: input })),
      ),
    update: async (id: string, input: WebhookInput) =>
      decodeOrThrow(
        Webhook,
        await api.unwrap(api.client.PUT('/webhook/webhooks/{id}', { ...path(id), body: input })),
      ),
    remove: async (id: string): Promise<void> => {
      await api.unwrap(api.client.DELETE('/webhook/webhooks/{id}', path(id)));
    },
    /** Subscribes a webhook to a topic, or unsubscribes it; answers the webhook. */
    subscribe: async (id: string, topic: string, subscribed: boolean) => {
      const params = { params: { path: { id, topic: topic as WebhookTopicName } } };
      const call = subscribed
        ? api.client.POST('/webhook/webhooks/{id}/topics/{topic}/subscribe', params)
        : api.client.POST('/webhook/webhooks/{id}/topics/{topic}/unsubscribe', params);
      return decodeOrThrow(Webhook, await api.unwrap(call));
    },
    /** Sends a test event now and answers how it went (up to 15 s). */
    test: async (id: string) =>
      decodeOrThrow(
        WebhookTestResult,
        await api.unwrap(api.client.POST('/webhook/webhooks/{id}/test', path(id))),
      ),
    /** A page of a webhook's delivery log, newest first. */
    deliveries: async (id: string, query: DeliveryQuery) =>
      decodeOrThrow(
        WebhookDeliveryPage,
        await api.unwrap(
          api.client.GET('/webhook/webhooks/{id}/deliveries', {
            params: {
              path: { id },
              query: {
                ...(query.status ? { status: query.status } : {}),
                ...(query.topic ? { topic: query.topic as WebhookTopicName } : {}),
                ...(query.cursor ? { cursor: query.cursor } : {}),
              },
            },
          }),
        ),
      ),
    /** Delivers one delivery again now (same webhook-id); answers it with the new attempt. */
    resend: async (id: string) =>
      decodeOrThrow(
        WebhookDelivery,
        await api.unwrap(api.client.POST('/webhook/deliveries/{id}/resend', path(id))),
      ),
    /** Queues every failed delivery of a webhook since a time again; answers how many. */
    replay: async (id: string, since: string) =>
      decodeOrThrow(
        WebhookReplayResult,
        await api.unwrap(
          api.client.POST('/webhook/webhooks/{id}/replay', { ...path(id), body: { since } }),
        ),
      ),
    secret: async () =>
      decodeOrThrow(
        WebhookSecret,
        await api.unwrap(api.client.GET('/webhook/organization/secret')),
      ),
    rotate: async () =>
      decodeOrThrow(
        WebhookSecret,
        await api.unwrap(api.client.POST('/webhook/organization/secret/rotate')),
      ),
  };
}

/** The integrations screen's calls, as its parts receive them. */
export type WebhookCalls = ReturnType<typeof webhookCalls>;
