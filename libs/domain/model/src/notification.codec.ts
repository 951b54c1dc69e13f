import * as t from 'io-ts';
import { nonEmptyText, text } from './text.codec.js';
import { DateString, Id, integerParam, oneOf, struct } from './codec.utils.js';
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
export const NotificationEntry = struct(
  'NotificationEntry',
  {
    id: Id,
    unreadStatus: NotificationReadStatus,
    product: NotificationProduct,
    message: t.string,
    originatingEventCreatedDate: DateString,
  },
  { uuid: Id, title: t.string, relevance: NotificationRelevance, link: t.string },
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
export const NotificationStatusChange = t.type(
  {
    ids: t.refinement(
      t.array(NotificationId),
      (ids) => ids.length <= MAX_NOTIFICATION_IDS,
      `at most ${MAX_NOTIFICATION_IDS} notification ids`,
    ),
    unreadStatus: NotificationReadStatus,
  },
  'NotificationStatusChange',
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
