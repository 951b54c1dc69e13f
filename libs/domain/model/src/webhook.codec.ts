import * as t from 'io-ts';
import {
  Count,
  DateString,
  Id,
  integerParam,
  nullable,
  oneOf,
  struct,
  Uuid,
} from './codec.utils.js';
import { text } from './text.codec.js';
import { WebhookTopicName } from './webhook-topics.codec.js';

/** A topic a webhook can subscribe to (platform §3, §7), as the catalogue lists it. */
export const WebhookTopic = struct(
  'WebhookTopic',
  { name: t.string },
  { description: t.string, group: t.string, example: t.unknown },
);
export type WebhookTopic = t.TypeOf<typeof WebhookTopic>;

/** One subscription of a webhook to a topic. */
export const WebhookSubscription = t.type(
  { topic: t.string, subscribed: t.boolean },
  'WebhookSubscription',
);
export type WebhookSubscription = t.TypeOf<typeof WebhookSubscription>;

/**
 * How an endpoint is doing: `healthy` (its last delivery arrived, or none was tried), `failing`
 * (its last attempts failed; retried), `disabled` (switched off, by someone or after failing
 * every attempt for 5 days).
 */
export const WebhookHealth = oneOf(['healthy', 'failing', 'disabled']);
export type WebhookHealth = t.TypeOf<typeof WebhookHealth>;

/** A webhook endpoint of an organisation (platform §3). */
export const Webhook = struct(
  'Webhook',
  { id: Id, url: t.string, topics: t.array(t.string) },
  {
    name: t.string,
    description: t.string,
    enabled: t.boolean,
    health: WebhookHealth,
    /** Why it was switched off, when the product did it. */
    disabledReason: t.string,
    /** Since when every attempt failed, while it is failing. */
    failingSince: DateString,
    subscriptions: t.array(WebhookSubscription),
    lastAttempts: t.array(
      t.type({ at: DateString, ok: t.boolean, status: nullable(t.number), topic: t.string }),
    ),
    createdAt: DateString,
    updatedAt: DateString,
  },
);
export type Webhook = t.TypeOf<typeof Webhook>;

/** The webhook list (platform §3). */
export const WebhookList = t.type({ list: t.array(Webhook) }, 'WebhookList');
export type WebhookList = t.TypeOf<typeof WebhookList>;

/** A webhook as it is created or changed: its address, what it is for, its topics. */
export const WebhookInput = struct(
  'WebhookInput',
  { url: text(2048, 'url'), topics: t.array(WebhookTopicName) },
  { description: text(500, 'description'), enabled: t.boolean },
);
export type WebhookInput = t.TypeOf<typeof WebhookInput>;

/** A webhook's id in a path. */
export const WebhookParams = t.type({ id: Uuid }, 'WebhookParams');
export type WebhookParams = t.TypeOf<typeof WebhookParams>;

/** A webhook's topic in a path (subscribe, unsubscribe). */
export const WebhookTopicParams = t.type(
  { id: Uuid, topic: WebhookTopicName },
  'WebhookTopicParams',
);
export type WebhookTopicParams = t.TypeOf<typeof WebhookTopicParams>;

/**
 * The organisation's signing secret (platform §7); during a rotation the previous one, which
 * still signs until `previousUntil`.
 */
export const WebhookSecret = struct(
  'WebhookSecret',
  { secret: t.string },
  { previousSecret: t.string, previousUntil: DateString },
);
export type WebhookSecret = t.TypeOf<typeof WebhookSecret>;

/** The outcome of a test delivery: error message defaults to "Unknown Error", status kept as a string (platform §8). */
export const WebhookTestResult = struct(
  'WebhookTestResult',
  { finished: t.boolean },
  { errorMessage: t.string, status: nullable(t.string), deliveryId: Id },
);
export type WebhookTestResult = t.TypeOf<typeof WebhookTestResult>;

/** Where a delivery stands: waiting for its next attempt, arrived, or given up. */
export const WebhookDeliveryStatus = oneOf(['pending', 'succeeded', 'failed']);
export type WebhookDeliveryStatus = t.TypeOf<typeof WebhookDeliveryStatus>;

/** One try at delivering: the answer's status, how long it took, the start of its body. */
export const WebhookAttempt = struct(
  'WebhookAttempt',
  { at: DateString, ok: t.boolean, durationMs: Count },
  { status: nullable(t.number), response: t.string, error: t.string },
);
export type WebhookAttempt = t.TypeOf<typeof WebhookAttempt>;

/** One event on its way to one endpoint, with its attempts (the newest first). */
export const WebhookDelivery = struct(
  'WebhookDelivery',
  {
    id: Id,
    webhookId: Id,
    /** The `webhook-id` header: the same on every attempt, so receivers can drop duplicates. */
    messageId: t.string,
    topic: t.string,
    status: WebhookDeliveryStatus,
    attemptCount: Count,
    createdAt: DateString,
  },
  {
    nextAttemptAt: DateString,
    lastStatus: nullable(t.number),
    payload: t.unknown,
    attempts: t.array(WebhookAttempt),
  },
);
export type WebhookDelivery = t.TypeOf<typeof WebhookDelivery>;

/** A page of a webhook's delivery log, newest first; `next` is the following page's cursor. */
export const WebhookDeliveryPage = struct(
  'WebhookDeliveryPage',
  { deliveries: t.array(WebhookDelivery) },
  { next: t.string },
);
export type WebhookDeliveryPage = t.TypeOf<typeof WebhookDeliveryPage>;

/** The delivery log's filters and page. */
export const WebhookDeliveryQuery = t.partial(
  {
    status: WebhookDeliveryStatus,
    topic: WebhookTopicName,
    cursor: text(200, 'cursor'),
    limit: integerParam(1, 100),
  },
  'WebhookDeliveryQuery',
);
export type WebhookDeliveryQuery = t.TypeOf<typeof WebhookDeliveryQuery>;

/** A delivery's id in a path. */
export const WebhookDeliveryParams = t.type({ id: Uuid }, 'WebhookDeliveryParams');
export type WebhookDeliveryParams = t.TypeOf<typeof WebhookDeliveryParams>;

/** Replaying a webhook's failed deliveries since a time. */
export const WebhookReplayRequest = t.type({ since: DateString }, 'WebhookReplayRequest');
export type WebhookReplayRequest = t.TypeOf<typeof WebhookReplayRequest>;

/** How many deliveries a replay queued again. */
export const WebhookReplayResult = t.type({ queued: Count }, 'WebhookReplayResult');
export type WebhookReplayResult = t.TypeOf<typeof WebhookReplayResult>;
