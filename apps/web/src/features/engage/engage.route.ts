import { ADHOC_FEED_ID } from '@smm/feeds';

/** What an engage path names: a feed (the ad-hoc one when none) and the open item. */
export interface EngageRoute {
  readonly feedId: string;
  readonly itemId: string | null;
}

/**
 * Reads `/engage`, `/engage/feeds/{feedId}` and `/engage/feeds/{feedId}/items/{itemId}`; other
 * engage paths show the ad-hoc feed.
 *
 * @example
 * engageRoute('/engage/feeds/f1/items/i9') // { feedId: 'f1', itemId: 'i9' }
 * engageRoute('/engage') // { feedId: ADHOC_FEED_ID, itemId: null }
 */
export function engageRoute(path: string): EngageRoute {
  const match = /^\/engage\/feeds\/([^/?#]+)(?:\/items\/([^/?#]+))?\/?$/.exec(path);
  if (!match?.[1]) return { feedId: ADHOC_FEED_ID, itemId: null };
  return {
    feedId: decodeURIComponent(match[1]),
    itemId: match[2] ? decodeURIComponent(match[2]) : null,
  };
}

/**
 * The path of a feed, and of an item open in it.
 *
 * @example
 * engagePath('f1', 'i9') // '/engage/feeds/f1/items/i9'
 */
export function engagePath(feedId: string, itemId: string | null = null): string {
  const feed = `/engage/feeds/${encodeURIComponent(feedId)}`;
  return itemId === null ? feed : `${feed}/items/${encodeURIComponent(itemId)}`;
}
