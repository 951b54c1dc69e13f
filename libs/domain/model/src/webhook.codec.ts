import * as t from 'io-ts';
import { DateString, Id, nullable, struct } from './codec.utils.js';

/** A topic a webhook can subscribe to (platform §3, §7). */
export const WebhookTopic = struct('WebhookTopic', { name: t.string }, { description: t.string });
export type WebhookTopic = t.TypeOf<typeof WebhookTopic>;

/** One subscription of a webhook to a topic. */
export const WebhookSubscription = t.type(
  { topic: t.string, subscribed: t.boolean },
  'WebhookSubscription',
);
export type WebhookSubscription = t.TypeOf<typeof WebhookSubscription>;

/** A webhook endpoint of an organisation (platform §3). */
export const Webhook = struct(
  'Webhook',
  { id: Id, url: t.string, topics: t.array(t.string) },
  {
    name: t.string,
    enabled: t.boolean,
    subscriptions: t.array(WebhookSubscription),
    createdAt: DateString,
    updatedAt: DateString,
  },
);
export type Webhook = t.TypeOf<typeof Webhook>;

/** The webhook list (platform §3). */
export const WebhookList = t.type({ list: t.array(Webhook) }, 'WebhookList');
export type WebhookList = t.TypeOf<typeof WebhookList>;

/** The organisation's signing secret (platform §7). */
export const WebhookSecret = t.type({ secret: t.string }, 'WebhookSecret');
export type WebhookSecret = t.TypeOf<typeof WebhookSecret>;

/** The outcome of a test delivery: error message defaults to "Unknown Error", status kept as a string (platform §8). */
export const WebhookTestResult = struct(
  'WebhookTestResult',
  { finished: t.boolean },
  { errorMessage: t.string, status: nullable(t.string) },
);
export type WebhookTestResult = t.TypeOf<typeof WebhookTestResult>;
