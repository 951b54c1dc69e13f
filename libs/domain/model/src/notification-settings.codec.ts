import * as t from 'io-ts';
import { oneOf } from './codec.utils.js';

/**
 * The kinds of notification a person can choose to get (platform §2 "notifications" settings;
 * docs/decisions/0045): a mention in a note, an item or case assigned to them or their team, a
 * feed shared with them (or changed or deleted), an export ready, a bulk job that ended with
 * failures, a channel that needs reconnecting or failed indexing, a maintenance notice, and a
 * listen alert whose query's volume rose past its threshold (decision 0090).
 */
export const NotificationKind = oneOf([
  'mention',
  'assignment',
  'feedShared',
  'exportReady',
  'bulkFailed',
  'channelAttention',
  'maintenance',
  'listenAlert',
]);
export type NotificationKind = t.TypeOf<typeof NotificationKind>;

/** Every kind of notification, in the order the settings list them. */
export const NOTIFICATION_KINDS: readonly NotificationKind[] = NotificationKind.values;

/** Where a notification reaches a person: in the product (toast and centre) or by e-mail. */
export type NotificationMedium = 'inProduct' | 'email';

/** Whether a person gets one kind of notification in the product and by e-mail. */
export const NotificationPreference = t.type(
  { kind: NotificationKind, inProduct: t.boolean, email: t.boolean },
  'NotificationPreference',
);
export type NotificationPreference = t.TypeOf<typeof NotificationPreference>;

/**
 * A person's choices for every kind of notification, in {@link NOTIFICATION_KINDS}' order; kinds
 * they never chose for hold {@link NOTIFICATION_DEFAULTS}.
 */
export const NotificationSettings = t.type(
  { preferences: t.array(NotificationPreference) },
  'NotificationSettings',
);
export type NotificationSettings = t.TypeOf<typeof NotificationSettings>;

/** Kinds that may not be named twice in one change. */
const distinctKinds = (preferences: readonly NotificationPreference[]) =>
  new Set(preferences.map((preference) => preference.kind)).size === preferences.length;

/** One preference or more, each kind at most once (`item` names the element for OpenAPI). */
const distinctPreferences = Object.assign(
  new t.Type<NotificationPreference[], NotificationPreference[], unknown>(
    'DistinctNotificationPreferences',
    (value): value is NotificationPreference[] =>
      t.array(NotificationPreference).is(value) && value.length > 0 && distinctKinds(value),
    (value, context) => {
      const decoded = t.array(NotificationPreference).validate(value, context);
      if (decoded._tag === 'Left') return decoded;
      if (decoded.right.length === 0) {
        return t.failure(value, context, 'at least one kind of notification');
      }
      if (!distinctKinds(decoded.right)) {
        return t.failure(value, context, 'each kind of notification at most once');
      }
      return t.success(decoded.right);
    },
    t.identity,
  ),
  { item: NotificationPreference },
);

/**
 * A change of a person's notification settings: the kinds it names (each at most once, at
 * least one); the other kinds stay as they are.
 */
export const NotificationSettingsChange = t.type(
  {
    preferences: distinctPreferences,
  },
  'NotificationSettingsChange',
);
export type NotificationSettingsChange = t.TypeOf<typeof NotificationSettingsChange>;

/**
 * What a person gets before choosing (docs/decisions/0045): every kind in the product; by e-mail
 * only what asks them to act — a mention, an assignment and a channel that needs attention.
 */
export const NOTIFICATION_DEFAULTS: Readonly<
  Record<NotificationKind, Omit<NotificationPreference, 'kind'>>
> = {
  mention: { inProduct: true, email: true },
  assignment: { inProduct: true, email: true },
  feedShared: { inProduct: true, email: false },
  exportReady: { inProduct: true, email: false },
  bulkFailed: { inProduct: true, email: false },
  channelAttention: { inProduct: true, email: true },
  maintenance: { inProduct: true, email: false },
  // A listen alert is asked for by whoever set it up: it reaches its recipients both ways
  // (decision 0090).
  listenAlert: { inProduct: true, email: true },
};

/**
 * A person's settings for every kind: what they chose, else the default; in
 * {@link NOTIFICATION_KINDS}' order.
 *
 * @example
 * notificationSettingsOf([{ kind: 'mention', inProduct: true, email: false }]).preferences[0]
 * // { kind: 'mention', inProduct: true, email: false }
 */
export function notificationSettingsOf(
  chosen: readonly NotificationPreference[],
): NotificationSettings {
  const byKind = new Map(chosen.map((preference) => [preference.kind, preference]));
  return {
    preferences: NOTIFICATION_KINDS.map((kind) => {
      const preference = byKind.get(kind);
      return preference
        ? { kind, inProduct: preference.inProduct, email: preference.email }
        : { kind, ...NOTIFICATION_DEFAULTS[kind] };
    }),
  };
}

/**
 * Whether a person wants a kind of notification by a medium — what the notification centre and
 * the mailer ask before sending one.
 *
 * @example
 * wantsNotification(notificationSettingsOf([]), 'exportReady', 'email') // false
 */
export function wantsNotification(
  settings: NotificationSettings,
  kind: NotificationKind,
  medium: NotificationMedium,
): boolean {
  const preference = settings.preferences.find((candidate) => candidate.kind === kind);
  return (preference ?? { ...NOTIFICATION_DEFAULTS[kind] })[medium];
}
