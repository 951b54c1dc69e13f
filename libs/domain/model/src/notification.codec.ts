import * as t from 'io-ts';
import { nonEmptyText, text } from './text.codec.js';
import { DateString, Id, integerParam, oneOf, struct } from './codec.utils.js';
import type { NotificationKind } from './notification-settings.codec.js';
import {
  NotificationProduct,
  NotificationReadStatus,
  NotificationRelevance,
  NotificationSortDirection,
  NotificationStatusFilter,
  ToastType,
} from './platform-enums.codec.js';

/** Toast options: ttl in ms, -1 keeps it until dismissed (platform §3, §4). */
export const ToastOptions = t.partial({ autoDismiss: t.boolean, ttl: t.number }, 'ToastOptions');
export type ToastOptions = t.TypeOf<typeof ToastOptions>;

/** An in-product toast notification (platform §3). */
export const Toast = struct(
  'Toast',
  { type: ToastType, message: t.string },
  { options: ToastOptions },
);
export type Toast = t.TypeOf<typeof Toast>;

/** One entry of the notification centre (platform §3). */
/**
 * What a notification tells of, so the app words it in the reader's language from its
 * {@link NotificationParams} (its `message` is the English wording, for e-mail and for clients
 * that do not know the type).
 */
export const NotificationType = oneOf([
  'mention',
  'assignment',
  'teamAssignment',
  'caseAssignment',
  'feedShared',
  'feedChanged',
  'feedDeleted',
  'feedAlert',
  'exportReady',
  'bulkFailed',
  'channelReconnect',
  'channelIndexing',
  'maintenance',
  'ruleError',
  'webhookDisabled',
  'postSubmitted',
  'postApproved',
  'postRejected',
  'postFailed',
  'listenAlert',
]);
export type NotificationType = t.TypeOf<typeof NotificationType>;

/**
 * The setting (decision 0045) that governs each type; feed alerts follow the feed's own push and
 * e-mail switches instead (`null`).
 */
export const NOTIFICATION_TYPE_KIND: Readonly<Record<NotificationType, NotificationKind | null>> = {
  mention: 'mention',
  assignment: 'assignment',
  teamAssignment: 'assignment',
  caseAssignment: 'assignment',
  feedShared: 'feedShared',
  feedChanged: 'feedShared',
  feedDeleted: 'feedShared',
  feedAlert: null,
  exportReady: 'exportReady',
  bulkFailed: 'bulkFailed',
  channelReconnect: 'channelAttention',
  channelIndexing: 'channelAttention',
  maintenance: 'maintenance',
  // A rule that stopped is news its author always gets.
  ruleError: null,
  // So is a webhook switched off after failing for days: something downstream is missing events.
  webhookDisabled: null,
  // Publishing's approvals and failures (decision 0071): the people a post waits for, and its
  // author, always hear of it — a post that nobody approves, or that failed, goes out late.
  postSubmitted: null,
  postApproved: null,
  postRejected: null,
  postFailed: null,
  // A listening query's volume rose past an alert's threshold (decision 0090).
  listenAlert: 'listenAlert',
};

/** At most this many values word one notification. */
export const MAX_NOTIFICATION_PARAMS = 12;

/**
 * The values a notification's wording names (a person, a feed, a count), by name: text of at
 * most 500 characters or numbers, at most {@link MAX_NOTIFICATION_PARAMS}.
 */
export const NotificationParams = t.refinement(
  t.record(t.string, t.union([text(500), t.number])),
  (params) => Object.keys(params).length <= MAX_NOTIFICATION_PARAMS,
  `NotificationParams (at most ${MAX_NOTIFICATION_PARAMS} values)`,
);
export type NotificationParams = t.TypeOf<typeof NotificationParams>;

export const NotificationEntry = struct(
  'NotificationEntry',
  {
    id: Id,
    unreadStatus: NotificationReadStatus,
    product: NotificationProduct,
    message: t.string,
    originatingEventCreatedDate: DateString,
  },
  {
    uuid: Id,
    title: t.string,
    relevance: NotificationRelevance,
    link: t.string,
    type: NotificationType,
    params: NotificationParams,
  },
);
export type NotificationEntry = t.TypeOf<typeof NotificationEntry>;

/** A page of notifications with the link to the next page (platform §3). */
export const NotificationPage = struct(
  'NotificationPage',
  { notifications: t.array(NotificationEntry) },
  { next: t.string },
);
export type NotificationPage = t.TypeOf<typeof NotificationPage>;

/** The user's notification filters (engage §3, with their defaults). */
export const NotificationFilters = t.type(
  {
    status: NotificationStatusFilter,
    product: t.array(NotificationProduct),
    relevance: NotificationRelevance,
    sortDirection: NotificationSortDirection,
  },
  'NotificationFilters',
);
export type NotificationFilters = t.TypeOf<typeof NotificationFilters>;

/** Defaults of the user's notification filters (engage §3). */
export const DEFAULT_NOTIFICATION_FILTERS: NotificationFilters = {
  status: 'ALL',
  product: ['ENGAGE', 'PLATFORM', 'PUBLISH'],
  relevance: 'ALL',
  sortDirection: 'DESC',
};

/** The id of a notification-centre entry: a whole number, as text. */
export const NotificationId = t.refinement(
  t.string,
  (s) => /^[1-9]\d{0,17}$/.test(s),
  'notification id',
);

/** The most notifications one change marks. */
export const MAX_NOTIFICATION_IDS = 500;

/** Marking notifications read or unread (platform §7). */
export const NotificationStatusChange = struct(
  'NotificationStatusChange',
  {
    ids: t.refinement(
      t.array(NotificationId),
      (ids) => ids.length <= MAX_NOTIFICATION_IDS,
      `at most ${MAX_NOTIFICATION_IDS} notification ids`,
    ),
    unreadStatus: NotificationReadStatus,
  },
  {
    /**
     * Marks every notification of the caller's that exists when the change arrives (`ids` is then
     * ignored): "mark all read" does not depend on how many pages the app has loaded.
     */
    all: t.boolean,
  },
);
export type NotificationStatusChange = t.TypeOf<typeof NotificationStatusChange>;

/**
 * A list of products in a query string: repeated (`product=ENGAGE&product=PUBLISH`) or
 * separated by commas (`product=ENGAGE,PUBLISH`).
 */
export const NotificationProducts = Object.assign(
  new t.Type<NotificationProduct[], string, unknown>(
    'NotificationProducts',
    (u): u is NotificationProduct[] => t.array(NotificationProduct).is(u),
    (u, c) => {
      const parts = (Array.isArray(u) ? u : [u])
        .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
        .filter((part) => part !== '');
      if (parts.length > NotificationProduct.values.length * 2) return t.failure(u, c);
      const decoded = t.array(NotificationProduct).validate(parts, c);
      return decoded._tag === 'Right' ? t.success([...new Set(decoded.right)]) : decoded;
    },
    (products) => products.join(','),
  ),
  {
    schema: {
      type: 'string',
      description: `Products, comma-separated or repeated: ${NotificationProduct.values.join(', ')}`,
    },
  },
);

/** The sort of the notification centre: by the event's time, ascending or descending. */
export const NotificationSort = oneOf([
  'originatingEventCreatedDate,desc',
  'originatingEventCreatedDate,asc',
]);

/**
 * What `GET /inbox-service/notifications` reads (platform §7): the filters, the sort, and the
 * page (`cursor`, from the previous page's `next`).
 */
export const NotificationQuery = t.partial(
  {
    product: NotificationProducts,
    relevance: NotificationRelevance,
    status: NotificationStatusFilter,
    sort: NotificationSort,
    cursor: text(200, 'cursor'),
    size: integerParam(1, 100),
  },
  'NotificationQuery',
);
export type NotificationQuery = t.TypeOf<typeof NotificationQuery>;

/** The filters `POST /inbox-service/notifications/filters` saves (query parameters). */
export const NotificationFiltersChange = t.partial(
  {
    status: NotificationStatusFilter,
    product: NotificationProducts,
    relevance: NotificationRelevance,
    sortDirection: NotificationSortDirection,
  },
  'NotificationFiltersChange',
);
export type NotificationFiltersChange = t.TypeOf<typeof NotificationFiltersChange>;

/** The unread count (platform §7). */
export const UnreadCount = t.type({ count: t.number }, 'UnreadCount');
export type UnreadCount = t.TypeOf<typeof UnreadCount>;

/** A scheduled-maintenance notice: the window and what users should know (platform §2). */
export const MaintenanceNotice = t.type(
  { id: Id, startsAt: DateString, endsAt: DateString, message: t.string },
  'MaintenanceNotice',
);
export type MaintenanceNotice = t.TypeOf<typeof MaintenanceNotice>;

/** Scheduling a maintenance notice (support staff). */
export const MaintenanceNoticeRequest = t.type(
  { startsAt: DateString, endsAt: DateString, message: nonEmptyText('notice') },
  'MaintenanceNoticeRequest',
);
export type MaintenanceNoticeRequest = t.TypeOf<typeof MaintenanceNoticeRequest>;

/** A link to shorten (the URL shortener, platform §1). */
export const ShortLinkRequest = t.type({ url: text('url') }, 'ShortLinkRequest');
export type ShortLinkRequest = t.TypeOf<typeof ShortLinkRequest>;

/** A short link: its code, where it leads and the address to share. */
export const ShortLink = t.type({ code: t.string, url: t.string, shortUrl: t.string }, 'ShortLink');
export type ShortLink = t.TypeOf<typeof ShortLink>;
