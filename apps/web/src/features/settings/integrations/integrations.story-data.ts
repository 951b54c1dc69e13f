import type { Webhook, WebhookDelivery, WebhookSecret, WebhookTopic } from '@smm/model';

/** The topic catalogue as `GET /webhook/topics` answers it (a part), for stories and tests. */
export const storyTopics: readonly WebhookTopic[] = [
  {
    name: 'engage.item.created',
    group: 'Engage',
    description: 'A comment, post, mention, review or direct message arrived from a network.',
  },
  {
    name: 'engage.item.changed',
    group: 'Engage',
    description: 'An item was read or unread, assigned, labelled, hidden, or deleted.',
  },
  {
    name: 'engage.reply.sent',
    group: 'Engage',
    description: 'Someone sent a reply, comment or message from the product.',
  },
  {
    name: 'automation.rule.error',
    group: 'Automation',
    description: 'An automation rule stopped because its actions kept failing.',
  },
  { name: 'channel.connected', group: 'Channels', description: 'A channel was connected.' },
  {
    name: 'channel.needsReconnection',
    group: 'Channels',
    description: 'A channel lost its access on the network and must be reconnected.',
  },
  { name: 'export.ready', group: 'Exports', description: 'An export is ready to download.' },
  { name: 'user.invited', group: 'Users', description: 'Someone was invited.' },
  { name: 'user.deleted', group: 'Users', description: 'A user was deleted.' },
];

const subscriptions = (topics: readonly string[]) =>
  storyTopics.map((topic) => ({ topic: topic.name, subscribed: topics.includes(topic.name) }));

const base = {
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-24T08:00:00.000Z',
};

/** A webhook whose deliveries arrive. */
export const storyHealthy: Webhook = {
  id: 'wh-healthy',
  url: 'https://crm.example.com/hooks/switchboard',
  name: 'CRM sync',
  description: 'CRM sync',
  topics: ['engage.item.created', 'engage.reply.sent', 'user.invited'],
  enabled: true,
  health: 'healthy',
  subscriptions: subscriptions(['engage.item.created', 'engage.reply.sent', 'user.invited']),
  lastAttempts: [
    { at: '2026-11-25T09:12:00.000Z', ok: true, status: 204, topic: 'engage.item.created' },
    { at: '2026-11-25T09:02:00.000Z', ok: true, status: 200, topic: 'engage.reply.sent' },
    { at: '2026-11-25T08:40:00.000Z', ok: false, status: 503, topic: 'engage.item.created' },
    { at: '2026-11-25T08:39:55.000Z', ok: true, status: 204, topic: 'user.invited' },
  ],
  ...base,
};

/** A webhook whose every attempt fails since yesterday (retried). */
export const storyFailing: Webhook = {
  id: 'wh-failing',
  url: 'https://warehouse.example.org/ingest/events/very/long/path/to/the/receiver?token=abc',
  name: 'warehouse.example.org',
  description: '',
  topics: ['engage.item.changed'],
  enabled: true,
  health: 'failing',
  failingSince: '2026-11-24T17:30:00.000Z',
  subscriptions: subscriptions(['engage.item.changed']),
  lastAttempts: [
    { at: '2026-11-25T09:10:00.000Z', ok: false, status: 500, topic: 'engage.item.changed' },
    { at: '2026-11-25T07:10:00.000Z', ok: false, status: null, topic: 'engage.item.changed' },
  ],
  ...base,
};

/** A webhook the product switched off after 5 days of failures. */
export const storyDisabled: Webhook = {
  id: 'wh-disabled',
  url: 'https://tickets.example.net/webhooks',
  name: 'Ticketing',
  description: 'Ticketing',
  topics: ['engage.item.created', 'export.ready'],
  enabled: false,
  health: 'disabled',
  disabledReason: 'Every attempt failed for 5 days; switch it on again once the address answers.',
  subscriptions: subscriptions(['engage.item.created', 'export.ready']),
  lastAttempts: [],
  ...base,
};

const body = (type: string) => ({
  type,
  timestamp: '2026-11-25T09:12:00.000Z',
  data: { item: { id: 'it-1', network: 'facebook', text: 'Where is my order?' } },
});

/** A delivery log's deliveries: arrived, pending its next attempt, failed for good. */
export const storyDeliveries: readonly WebhookDelivery[] = [
  {
    id: 'dl-1',
    webhookId: 'wh-healthy',
    messageId: 'msg_2fb1c0de',
    topic: 'engage.item.created',
    status: 'succeeded',
    attemptCount: 2,
    createdAt: '2026-11-25T09:12:00.000Z',
    lastStatus: 204,
    payload: body('engage.item.created'),
    attempts: [
      { at: '2026-11-25T09:12:06.000Z', ok: true, durationMs: 84, status: 204, response: '' },
      {
        at: '2026-11-25T09:12:00.000Z',
        ok: false,
        durationMs: 15_000,
        status: null,
        response: '',
        error: 'No answer within 15 s.',
      },
    ],
  },
  {
    id: 'dl-2',
    webhookId: 'wh-healthy',
    messageId: 'msg_7a0e44b1',
    topic: 'engage.reply.sent',
    status: 'pending',
    attemptCount: 1,
    createdAt: '2026-11-25T09:02:00.000Z',
    nextAttemptAt: '2026-11-25T09:07:00.000Z',
    lastStatus: 503,
    payload: body('engage.reply.sent'),
    attempts: [
      {
        at: '2026-11-25T09:02:00.000Z',
        ok: false,
        durationMs: 212,
        status: 503,
        response: 'busy, try later',
      },
    ],
  },
  {
    id: 'dl-3',
    webhookId: 'wh-healthy',
    messageId: 'msg_0c9d1e2f',
    topic: 'user.invited',
    status: 'failed',
    attemptCount: 8,
    createdAt: '2026-11-23T18:00:00.000Z',
    lastStatus: 410,
    payload: body('user.invited'),
    attempts: [
      {
        at: '2026-11-25T08:00:00.000Z',
        ok: false,
        durationMs: 96,
        status: 410,
        response: '{"error":"gone"}',
      },
    ],
  },
];

/** The signing secret, and one during a rotation's overlap. */
export const storySecret: WebhookSecret = { secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' };

export const storyRotatedSecret: WebhookSecret = {
  secret: 'whsec_9yQ2c4T0kz1w8m3pXrbVfL6nE5aJdH7s',
  previousSecret: storySecret.secret,
  previousUntil: '2026-11-26T09:30:00.000Z',
};
