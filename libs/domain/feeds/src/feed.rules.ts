import { type Feed, type FeedPageQuery, sameId } from '@smm/model';

/** The id of the ad-hoc feed: the unsaved filter a user is trying out (engage §3). */
export const ADHOC_FEED_ID = 'adhoc';

/** The default page of a feed: offset 0, limit 20, latest comment date, descending (engage §9). */
export const DEFAULT_FEED_PAGE: FeedPageQuery = {
  offset: 0,
  limit: 20,
  sortField: 'latestCommentDate',
  sortDirection: 'desc',
};

/** The content types a feed can filter on (engage §3). */
export const CONTENT_TYPES = ['post', 'comment', 'reply', 'message', 'review'] as const;

const KNOWN_TYPES = new Set<string>(CONTENT_TYPES);

/** A feed with every list present and every switch decided. */
export type NormalisedFeed = Feed &
  Required<
    Pick<
      Feed,
      | 'networks'
      | 'channels'
      | 'types'
      | 'states'
      | 'keywords'
      | 'notKeywords'
      | 'sentiments'
      | 'labels'
      | 'languages'
      | 'spamStatus'
      | 'hideStatus'
      | 'onlyPriority'
      | 'withoutUnpublished'
      | 'withOwnReplies'
      | 'blurMedia'
      | 'pinned'
      | 'shared'
      | 'shares'
      | 'emailNotificationsEnabled'
      | 'pushNotificationsEnabled'
    >
  >;

/**
 * Fills a feed's defaults: empty lists, switches off, not pinned or shared; keeps only the known
 * content types (an unknown type is dropped, not an error), engage §3.
 *
 * @example
 * normaliseFeed({ id: 'f', name: 'F', types: ['comment', 'hologram'] as never }).types // ['comment']
 */
export function normaliseFeed(feed: Feed): NormalisedFeed {
  return {
    ...feed,
    networks: feed.networks ?? [],
    channels: feed.channels ?? [],
    types: (feed.types ?? []).filter((type) => KNOWN_TYPES.has(type)),
    states: feed.states ?? [],
    keywords: (feed.keywords ?? []).filter((keyword) => keyword.trim().length > 0),
    notKeywords: (feed.notKeywords ?? []).filter((keyword) => keyword.trim().length > 0),
    sentiments: feed.sentiments ?? [],
    labels: feed.labels ?? [],
    languages: feed.languages ?? [],
    spamStatus: feed.spamStatus ?? [],
    hideStatus: feed.hideStatus ?? [],
    onlyPriority: feed.onlyPriority ?? false,
    withoutUnpublished: feed.withoutUnpublished ?? false,
    withOwnReplies: feed.withOwnReplies ?? false,
    blurMedia: feed.blurMedia ?? false,
    pinned: feed.pinned ?? false,
    shared: feed.shared ?? false,
    shares: feed.shares ?? [],
    emailNotificationsEnabled: feed.emailNotificationsEnabled ?? false,
    pushNotificationsEnabled: feed.pushNotificationsEnabled ?? false,
  };
}

/**
 * Whether a user may edit (or delete, or share) a feed: its owner, or an admin. Others see a
 * shared feed read-only.
 *
 * @example
 * canEditFeed({ id: 'f', name: 'F', ownerId: 'u1' }, { id: 'u2', isAdmin: false }) // false
 */
export function canEditFeed(
  feed: Pick<Feed, 'ownerId' | 'moderatorId'>,
  user: { readonly id: string; readonly uuid?: string | undefined; readonly isAdmin: boolean },
): boolean {
  if (user.isAdmin) return true;
  const owner = feed.ownerId ?? feed.moderatorId;
  if (owner === undefined) return false;
  return sameId(owner, user.id) || (user.uuid !== undefined && sameId(owner, user.uuid));
}

/**
 * The body of a share call: the owner and who the feed is shared with (engage §3, §7).
 *
 * @example
 * sharePayload(feed, ['u2', 'team-care']) // { ownerId: feed.ownerId, shares: ['u2', 'team-care'] }
 */
export function sharePayload(
  feed: Pick<Feed, 'ownerId' | 'moderatorId'>,
  shares: readonly string[],
): { ownerId: string; shares: string[] } {
  return { ownerId: feed.ownerId ?? feed.moderatorId ?? '', shares: [...new Set(shares)] };
}
