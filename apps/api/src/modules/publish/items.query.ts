import { PUBLISH_LIMITS, type PublishItemsPage, type PublishItemsQuery } from '@smm/model';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { readTimeCursor, writeTimeCursor } from '../../http/time-cursor.js';
import { callerChannels } from './publish.channels.js';
import { asPublishPost, postQuery, withTargets } from './posts.store.js';

/** A page's size when the query names none. */
export const DEFAULT_PAGE = 50;

/**
 * `GET /api/publish/items`: the organisation's posts whose every channel the caller sees, with
 * the statuses, visibility and channels asked for, `at` within `since`…`until` (inclusive),
 * newest or oldest first, in keyset pages on (`at`, id).
 */
export async function publishItems(
  db: Db,
  caller: Caller,
  query: PublishItemsQuery,
): Promise<PublishItemsPage> {
  const channels = await callerChannels(db, caller);
  const seen = [...channels.keys()];
  if (seen.length === 0) return { items: [], next: null };
  const limit = Math.min(query.limit ?? DEFAULT_PAGE, PUBLISH_LIMITS.page);
  const newest = (query.sortBy ?? 'newest') === 'newest';
  let rows = postQuery(db)
    .where('publishPosts.orgId', '=', caller.orgId)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('publishTargets')
            .select('publishTargets.id')
            .whereRef('publishTargets.postId', '=', 'publishPosts.id')
            .where('publishTargets.channelId', 'not in', seen),
        ),
      ),
    )
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('publishTargets')
          .select('publishTargets.id')
          .whereRef('publishTargets.postId', '=', 'publishPosts.id')
          .$if(query.channels !== undefined && query.channels.length > 0, (q) =>
            q.where('publishTargets.channelId', 'in', query.channels ?? []),
          ),
      ),
    );
  if (query.statuses !== undefined && query.statuses.length > 0) {
    rows = rows.where('publishPosts.status', 'in', query.statuses);
  }
  if (query.visibility !== undefined) {
    rows = rows.where('publishPosts.visibility', '=', query.visibility);
  }
  if (query.since !== undefined) rows = rows.where('publishPosts.at', '>=', new Date(query.since));
  if (query.until !== undefined) rows = rows.where('publishPosts.at', '<=', new Date(query.until));
  if (query.cursor !== undefined) {
    const after = readTimeCursor(query.cursor, 'cursor', 'the list of posts');
    rows = newest
      ? rows.where(
          sql<boolean>`(publish_posts.at, publish_posts.id) < (${after.at}, ${after.id}::uuid)`,
        )
      : rows.where(
          sql<boolean>`(publish_posts.at, publish_posts.id) > (${after.at}, ${after.id}::uuid)`,
        );
  }
  const found = await rows
    .orderBy('publishPosts.at', newest ? 'desc' : 'asc')
    .orderBy('publishPosts.id', newest ? 'desc' : 'asc')
    .limit(limit + 1)
    .execute();
  const page = found.slice(0, limit);
  const posts = await withTargets(db, page);
  const last = page[page.length - 1];
  return {
    items: await Promise.all(
      posts.map((post) => asPublishPost(post, channels, caller, query.resolveLinkMeta ?? false)),
    ),
    next: found.length > limit && last ? writeTimeCursor({ at: last.at, id: last.id }) : null,
  };
}
