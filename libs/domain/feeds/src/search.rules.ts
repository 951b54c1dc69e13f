import type { Feed, FeedFilters, FeedPageQuery } from '@smm/model';
import { DEFAULT_FEED_PAGE, normaliseFeed } from './feed.rules.js';

/** Which page of a feed to load: by offset, or after a cursor (keyset paging). */
export type FeedPage = Partial<FeedPageQuery> & { readonly cursor?: string | undefined };

/** The request `POST /api/engage/search` takes (engage §7). */
export interface SearchCall {
  readonly params: { readonly limit: number; readonly offset?: number; readonly cursor?: string };
  readonly body: {
    readonly filters: FeedFilters;
    readonly sortDirection: FeedPageQuery['sortDirection'];
    readonly sortField: FeedPageQuery['sortField'];
  };
}

const FILTER_KEYS = [
  'networks',
  'channels',
  'types',
  'states',
  'keywords',
  'notKeywords',
  'status',
  'sentiments',
  'labels',
  'onlyPriority',
  'withoutUnpublished',
  'withOwnReplies',
  'languages',
  'hasOpenCase',
  'spamStatus',
  'hideStatus',
  'labelsFilter',
  'assignFilter',
  'readFilter',
  'dateFilter',
] as const satisfies readonly (keyof FeedFilters)[];

/**
 * The search call of a feed page (engage §7): the feed's filters (empty ones left out), sort
 * direction default desc, sort field default latest comment date, limit default 20, and offset
 * or cursor.
 *
 * @example
 * feedToSearch(feed, { offset: 40 }) // { params: { limit: 20, offset: 40 }, body: { filters, sortDirection: 'desc', sortField: 'latestCommentDate' } }
 */
export function feedToSearch(feed: Feed, page: FeedPage = {}): SearchCall {
  const normalised = normaliseFeed(feed);
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const value = normalised[key];
    if (value === undefined || value === false || (Array.isArray(value) && value.length === 0))
      continue;
    filters[key] = value;
  }
  const limit = page.limit ?? DEFAULT_FEED_PAGE.limit;
  return {
    params:
      page.cursor !== undefined
        ? { limit, cursor: page.cursor }
        : { limit, offset: page.offset ?? DEFAULT_FEED_PAGE.offset },
    body: {
      filters: filters as FeedFilters,
      sortDirection: page.sortDirection ?? DEFAULT_FEED_PAGE.sortDirection,
      sortField: page.sortField ?? DEFAULT_FEED_PAGE.sortField,
    },
  };
}
