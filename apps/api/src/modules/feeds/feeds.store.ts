import { canEditFeed, normaliseFeed } from '@smm/feeds';
import { FeedFilters, decode, type Feed, type FeedDefinition } from '@smm/model';
import { either as E } from 'fp-ts';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { forbidden, notFound } from '../../http/errors.js';

/** The filter fields of a definition, as stored in the feed's `filters` column. */
export function filtersOf(definition: FeedDefinition): Record<string, unknown> {
  const { name: _name, type: _type, blurMedia: _blur, endDate: _end, ...filters } = definition;
  return filters;
}

/** A feed's stored filters, decoded with the model's codec; a damaged value reads as none. */
function storedFilters(value: unknown): FeedFilters {
  const decoded = decode(FeedFilters, value);
  return E.isRight(decoded) ? decoded.right : {};
}

/**
 * The feeds the caller works with, in their order: their own and those shared with them
 * (administrators: also any feed of the organisation when asked for by id), pinned first.
 */
export async function feedsOf(db: Db, caller: Caller, feedId?: string): Promise<Feed[]> {
  let query = db
    .selectFrom('feeds')
    .leftJoin('feedSettings', (join) =>
      join
        .onRef('feedSettings.feedId', '=', 'feeds.id')
        .on('feedSettings.userId', '=', caller.userId),
    )
    .select([
      'feeds.id',
      'feeds.name',
      'feeds.ownerId',
      'feeds.filters',
      'feeds.type',
      'feeds.blurMedia',
      'feeds.endDate',
      'feeds.createdAt',
      'feedSettings.position',
      'feedSettings.pinned',
      'feedSettings.pushEnabled',
      'feedSettings.emailEnabled',
    ])
    .select((eb) =>
      eb
        .selectFrom('feedShares')
        .select((inner) =>
          inner.fn
            .coalesce(
              inner.fn.agg<string[]>('array_agg', ['feedShares.userId']),
              inner.val([] as string[]),
            )
            .as('shares'),
        )
        .whereRef('feedShares.feedId', '=', 'feeds.id')
        .as('shares'),
    )
    .where('feeds.orgId', '=', caller.orgId);
  if (feedId !== undefined) query = query.where('feeds.id', '=', feedId);
  // Administrators reach any feed of their organisation by id; lists show one's own and shared.
  if (feedId === undefined || !caller.isAdmin) {
    const sharedWithMe = db
      .selectFrom('feedShares')
      .select('feedShares.feedId')
      .where('feedShares.userId', '=', caller.userId);
    query = query.where((eb) =>
      eb.or([eb('feeds.ownerId', '=', caller.userId), eb('feeds.id', 'in', sharedWithMe)]),
    );
  }
  const rows = await query.execute();
  const feeds = rows.map((row): Feed & { position: number } => {
    const shares = (row.shares ?? []) as string[];
    return {
      ...normaliseFeed({ id: row.id, name: row.name, ...storedFilters(row.filters) }),
      ...(row.type === null ? {} : { type: row.type }),
      blurMedia: row.blurMedia,
      endDate: row.endDate === null ? null : new Date(row.endDate).toISOString(),
      ownerId: row.ownerId,
      moderatorId: row.ownerId,
      shares,
      shared: shares.length > 0,
      pinned: row.pinned ?? false,
      pushNotificationsEnabled: row.pushEnabled ?? false,
      emailNotificationsEnabled: row.emailEnabled ?? false,
      position: row.position ?? 0,
      persisted: true,
      adhoc: false,
    };
  });
  return feeds.sort(
    (a, b) =>
      Number(b.pinned) - Number(a.pinned) ||
      a.position - b.position ||
      a.name.localeCompare(b.name),
  );
}

/** One feed the caller may see; 404 otherwise. */
export async function feedFor(db: Db, caller: Caller, feedId: string): Promise<Feed> {
  const [feed] = await feedsOf(db, caller, feedId);
  if (!feed) throw notFound('Feed');
  return feed;
}

/** One feed the caller may change (its owner, or an administrator); 403 for those it is shared with. */
export async function editableFeed(db: Db, caller: Caller, feedId: string): Promise<Feed> {
  const feed = await feedFor(db, caller, feedId);
  if (!canEditFeed(feed, { id: caller.userId, isAdmin: caller.isAdmin })) {
    throw forbidden('Only the owner of a feed or an administrator changes it.');
  }
  return feed;
}

/** The caller's own list: `{id}` in `moderators/{id}/feeds` must be the caller. */
export function ownList(caller: Caller, moderatorId: string): void {
  if (moderatorId !== caller.userId)
    throw forbidden('Each user works with their own list of feeds.');
}
