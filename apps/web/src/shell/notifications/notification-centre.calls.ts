import type { ApiClient } from '@smm/api-client';
import {
  decodeOrThrow,
  NotificationFilters,
  NotificationPage,
  NotificationProduct,
  type NotificationQuery,
  type NotificationStatusChange,
  UnreadCount,
} from '@smm/model';
import type { NotificationPageRequest } from '@smm/notify';

/** How many notifications the platform menu lists, newest first. */
export const LATEST_SIZE = 5;

type Query = Omit<NotificationQuery, 'product'> & { product?: string };

/**
 * The query of the server's next link (`/inbox-service/notifications?…&cursor=…`), products
 * repeated or comma-separated, as the typed client sends it.
 */
export function queryOfNext(next: string): Query {
  const params = new URL(next, 'http://localhost').searchParams;
  const query: Record<string, string | number> = {};
  const products = params.getAll('product').join(',');
  if (products) query['product'] = products;
  for (const key of ['relevance', 'status', 'sort', 'cursor'] as const) {
    const value = params.get(key);
    if (value !== null) query[key] = value;
  }
  const size = Number(params.get('size'));
  if (Number.isInteger(size) && size > 0) query['size'] = size;
  return query as Query;
}

/** The calls of the notification centre (platform §7), every answer decoded. */
export function notificationCentreCalls(api: ApiClient) {
  const list = async (query: Query) =>
    decodeOrThrow(
      NotificationPage,
      await api.unwrap(api.client.GET('/inbox-service/notifications', { params: { query } })),
    );
  return {
    /** The person's saved filters. */
    filters: async () =>
      decodeOrThrow(
        NotificationFilters,
        await api.unwrap(api.client.GET('/inbox-service/notifications/filters')),
      ),
    /** Saves the filters (query parameters). */
    saveFilters: async (filters: NotificationFilters): Promise<void> => {
      await api.unwrap(
        api.client.POST('/inbox-service/notifications/filters', {
          params: {
            query: {
              status: filters.status,
              product: filters.product.join(','),
              relevance: filters.relevance,
              sortDirection: filters.sortDirection,
            },
          },
        }),
      );
    },
    /** The first page for the filters, or the page behind the server's next link. */
    page: (request: NotificationPageRequest) =>
      'next' in request
        ? list(queryOfNext(request.next))
        : list({
            product: request.filters.product.join(','),
            status: request.filters.status,
            relevance: request.filters.relevance,
            sort:
              request.filters.sortDirection === 'ASC'
                ? 'originatingEventCreatedDate,asc'
                : 'originatingEventCreatedDate,desc',
          }),
    /** The newest notifications of every product, whatever the saved filters (the menu's list). */
    latest: async () =>
      (
        await list({
          product: NotificationProduct.values.join(','),
          status: 'ALL',
          relevance: 'ALL',
          sort: 'originatingEventCreatedDate,desc',
          size: LATEST_SIZE,
        })
      ).notifications,
    /** How many notifications are unread. */
    unreadCount: async () =>
      decodeOrThrow(
        UnreadCount,
        await api.unwrap(api.client.GET('/inbox-service/notifications/unread-count')),
      ).count,
    /** Marks notifications read or unread (or all, with `all`); answers the unread count. */
    mark: async (change: NotificationStatusChange) =>
      decodeOrThrow(
        UnreadCount,
        await api.unwrap(
          api.client.PATCH('/inbox-service/notifications', {
            body: { ...change, ids: [...change.ids] },
          }),
        ),
      ).count,
  };
}

/** The notification centre's calls, as its parts receive them. */
export type NotificationCentreCalls = ReturnType<typeof notificationCentreCalls>;
