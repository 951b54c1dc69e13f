import type {
  Webhook,
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookTestResult,
  WebhookTopic,
} from './webhook.codec.js';

/** The topics of one catalogue group (Engage, Automation, Channels …), in catalogue order. */
export interface WebhookTopicGroup {
  readonly group: string;
  readonly topics: readonly WebhookTopic[];
}

/**
 * The catalogue's topics by their group, groups in the order they first appear; a topic without
 * a group goes to "Other". The test topic is never subscribed to, so it is left out.
 *
 * @example
 * groupTopics([{ name: 'user.invited', group: 'Users' }, { name: 'export.ready', group: 'Exports' }])
 * // [{ group: 'Users', topics: [user.invited] }, { group: 'Exports', topics: [export.ready] }]
 */
export function groupTopics(topics: readonly WebhookTopic[]): readonly WebhookTopicGroup[] {
  const groups = new Map<string, WebhookTopic[]>();
  for (const topic of topics) {
    if (topic.name === 'webhook.test') continue;
    const group = topic.group ?? 'Other';
    const members = groups.get(group) ?? [];
    members.push(topic);
    groups.set(group, members);
  }
  return [...groups].map(([group, members]) => ({ group, topics: members }));
}

/**
 * How much of a group is ticked: `all`, `some` (the group's checkbox is mixed) or `none`.
 *
 * @example
 * topicGroupSelection(['a', 'b'], ['a']) // 'some'
 */
export function topicGroupSelection(
  group: readonly string[],
  selected: readonly string[],
): 'all' | 'some' | 'none' {
  const ticked = group.filter((name) => selected.includes(name)).length;
  if (ticked === 0) return 'none';
  return ticked === group.length ? 'all' : 'some';
}

/**
 * The selection after the group's checkbox is clicked: a fully ticked group is cleared, any
 * other is ticked whole. Other groups' topics stay as they were; nothing is listed twice.
 *
 * @example
 * toggleTopicGroup(['a', 'b'], ['a', 'x']) // ['a', 'x', 'b']
 * toggleTopicGroup(['a', 'b'], ['a', 'b', 'x']) // ['x']
 */
export function toggleTopicGroup(
  group: readonly string[],
  selected: readonly string[],
): readonly string[] {
  if (topicGroupSelection(group, selected) === 'all') {
    return selected.filter((name) => !group.includes(name));
  }
  return [...selected, ...group.filter((name) => !selected.includes(name))];
}

/**
 * The selection after one topic's checkbox is clicked.
 *
 * @example
 * toggleTopic(['a'], 'b') // ['a', 'b']
 * toggleTopic(['a', 'b'], 'a') // ['b']
 */
export function toggleTopic(selected: readonly string[], topic: string): readonly string[] {
  return selected.includes(topic)
    ? selected.filter((name) => name !== topic)
    : [...selected, topic];
}

/** What a webhook's health badge says, and in which tone. */
export type WebhookHealthView =
  | { readonly kind: 'healthy'; readonly tone: 'success' }
  | { readonly kind: 'failing'; readonly tone: 'warning'; readonly since?: string }
  | { readonly kind: 'disabled'; readonly tone: 'neutral' | 'danger'; readonly reason?: string };

/**
 * The health badge of a webhook (decision 0053): healthy; failing since the first failure after
 * a success; disabled — by the product after 5 days of failures (with the reason, in the danger
 * tone) or by a person (neutral).
 *
 * @example
 * webhookHealthView({ health: 'failing', failingSince: '2026-11-20T08:00:00Z' })
 * // { kind: 'failing', tone: 'warning', since: '2026-11-20T08:00:00Z' }
 */
export function webhookHealthView(
  webhook: Pick<Webhook, 'health' | 'failingSince' | 'disabledReason' | 'enabled'>,
): WebhookHealthView {
  const health = webhook.health ?? (webhook.enabled === false ? 'disabled' : 'healthy');
  if (health === 'disabled') {
    const reason = webhook.disabledReason?.trim();
    return reason
      ? { kind: 'disabled', tone: 'danger', reason }
      : { kind: 'disabled', tone: 'neutral' };
  }
  if (health === 'failing') {
    return webhook.failingSince === undefined
      ? { kind: 'failing', tone: 'warning' }
      : { kind: 'failing', tone: 'warning', since: webhook.failingSince };
  }
  return { kind: 'healthy', tone: 'success' };
}

/** The tone of a delivery's status badge. */
export function deliveryStatusTone(status: WebhookDeliveryStatus): 'info' | 'success' | 'danger' {
  if (status === 'succeeded') return 'success';
  return status === 'failed' ? 'danger' : 'info';
}

/**
 * Where "send a test event" stands (platform §8): `idle` before the first test; `running` while
 * the request is out (the button shows it is busy); `finished`, delivered with its status or
 * failed with a message ("Unknown Error" when there is none) and the status as a string (null:
 * no answer). `deliveryId` links the result to its delivery in the log.
 */
export type WebhookTestState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running' }
  | {
      readonly kind: 'finished';
      readonly ok: boolean;
      readonly status: string | null;
      readonly errorMessage?: string;
      readonly deliveryId?: string;
    };

/** What happens to a test: it starts, the server answers, or the request itself fails. */
export type WebhookTestEvent =
  | { readonly type: 'test.start' }
  | { readonly type: 'test.answered'; readonly result: WebhookTestResult }
  | { readonly type: 'test.failed'; readonly message?: string; readonly status?: number };

/** The test's default failure message (platform §8). */
export const UNKNOWN_ERROR = 'Unknown Error';

/**
 * The next state of a test. A start while one runs is ignored (one test at a time); an answer
 * or a failure outside a running test is ignored (it belongs to one already given up).
 *
 * @example
 * webhookTestReducer({ kind: 'running' }, { type: 'test.answered', result: { finished: true, status: '204' } })
 * // { kind: 'finished', ok: true, status: '204' }
 */
export function webhookTestReducer(
  state: WebhookTestState,
  event: WebhookTestEvent,
): WebhookTestState {
  if (event.type === 'test.start') return state.kind === 'running' ? state : { kind: 'running' };
  if (state.kind !== 'running') return state;
  if (event.type === 'test.failed') {
    return {
      kind: 'finished',
      ok: false,
      status: event.status === undefined ? null : String(event.status),
      errorMessage: event.message?.trim() || UNKNOWN_ERROR,
    };
  }
  const { result } = event;
  const ok = result.errorMessage === undefined;
  return {
    kind: 'finished',
    ok,
    status: result.status ?? null,
    ...(ok ? {} : { errorMessage: result.errorMessage?.trim() || UNKNOWN_ERROR }),
    ...(result.deliveryId === undefined ? {} : { deliveryId: result.deliveryId }),
  };
}

/**
 * Merges a further page of the delivery log into what is shown: newest first as the server
 * sends them, a delivery already shown replaced in place (never listed twice).
 *
 * @example
 * mergeDeliveries([a, b], [b2, c]) // [a, b2, c]
 */
export function mergeDeliveries(
  shown: readonly WebhookDelivery[],
  page: readonly WebhookDelivery[],
): readonly WebhookDelivery[] {
  const fresh = new Map(page.map((delivery) => [delivery.id, delivery]));
  const kept = shown.map((delivery) => fresh.get(delivery.id) ?? delivery);
  const known = new Set(shown.map((delivery) => delivery.id));
  return [...kept, ...page.filter((delivery) => !known.has(delivery.id))];
}

/**
 * A body for reading: JSON indented by two spaces; a string as it is.
 *
 * @example
 * prettyPayload({ type: 'webhook.test' }) // '{\n  "type": "webhook.test"\n}'
 */
export function prettyPayload(payload: unknown): string {
  if (payload === undefined) return '';
  if (typeof payload === 'string') return payload;
  return JSON.stringify(payload, null, 2);
}

/**
 * A secret as shown while hidden: its `whsec_` prefix and dots, so the kind is recognisable but
 * nothing of the key is shown.
 *
 * @example
 * maskSecret('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw') // 'whsec_••••••••••••••••'
 */
export function maskSecret(secret: string): string {
  const prefix = secret.startsWith('whsec_') ? 'whsec_' : '';
  return `${prefix}${'•'.repeat(16)}`;
}

/** A field of the webhook form that a server message can be about. */
export type WebhookField = 'url' | 'description' | 'topics';

/**
 * Where the server's refusal of a webhook belongs: a message starting with a field's name
 * ("url: 10.1.2.3 is a private network address; …") goes under that field, its first letter
 * raised; any other stays with the form.
 *
 * @example
 * webhookFormError('url: webhooks are sent over https only.')
 * // { field: 'url', message: 'Webhooks are sent over https only.' }
 * webhookFormError('At most 20 webhooks.') // { message: 'At most 20 webhooks.' }
 */
export function webhookFormError(message: string): {
  readonly field?: WebhookField;
  readonly message: string;
} {
  const found = /^\s*(url|description|topics)\s*:\s*(.+)$/s.exec(message);
  if (!found?.[1] || !found[2]) return { message };
  const rest = found[2];
  return {
    field: found[1] as WebhookField,
    message: rest.charAt(0).toUpperCase() + rest.slice(1),
  };
}
