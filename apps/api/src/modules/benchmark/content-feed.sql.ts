import type { ContentFeedSort, Day, Network, PublicPost, PublicPostType } from '@smm/model';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../http/errors.js';

/** Where a page of the content feed ends: the last post's sort key, id and brand. */
interface FeedCursor {
  readonly key: string | number;
  readonly id: string;
  readonly brandId: string;
}

const encodeCursor = (cursor: FeedCursor) =>
  Buffer.from(JSON.stringify([cursor.key, cursor.id, cursor.brandId])).toString('base64url');

function decodeCursor(text: string, sort: ContentFeedSort): FeedCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 3) {
      const [key, id, brandId] = value as unknown[];
      const keyOk =
        sort === 'newest'
          ? typeof key === 'string' && !Number.isNaN(Date.parse(key))
          : typeof key === 'number' && Number.isInteger(key) && key >= 0;
      if (
        keyOk &&
        typeof id === 'string' &&
        id.length <= 200 &&
        typeof brandId === 'string' &&
        /^[0-9a-f-]{36}$/.test(brandId)
      ) {
        return { key: key as string | number, id, brandId };
      }
    }
  } catch {
    // answered below
  }
  throw badRequest('cursor: not a cursor of this feed and order.');
}

const SORT_KEYS: Readonly<Record<ContentFeedSort, RawBuilder<unknown>>> = {
  newest: sql`p.published_at`,
  engagement: sql`(p.reactions + p.comments + p.shares)`,
  reactions: sql`p.reactions`,
  comments: sql`p.comments`,
  shares: sql`p.shares`,
};

interface FeedRow {
  readonly brandId: string;
  readonly brandName: string;
  readonly network: string;
  readonly handle: string;
  readonly id: string;
  readonly publicChannelId: string;
  readonly publishedAt: Date;
  readonly type: string;
  readonly text: string;
  readonly permalink: string;
  readonly thumbnailUrl: string | null;
  readonly reactions: number;
  readonly comments: number;
  readonly shares: number;
  readonly views: number;
  readonly reach: number | null;
  readonly impressions: number | null;
  readonly sentiment: string | null;
  readonly sortKey: Date | number;
}

/** A stored public post as the API answers it, under the brand it was found for. */
export function publicPostOf(row: Omit<FeedRow, 'sortKey'>): PublicPost {
  return {
    id: row.id,
    publicChannelId: row.publicChannelId,
    network: row.network as Network,
    handle: row.handle,
    brandId: row.brandId,
    brandName: row.brandName,
    publishedAt: row.publishedAt.toISOString(),
    type: row.type as PublicPostType,
    text: row.text,
    permalink: row.permalink,
    thumbnailUrl: row.thumbnailUrl,
    reactions: row.reactions,
    comments: row.comments,
    shares: row.shares,
    views: row.views,
    reach: row.reach,
    impressions: row.impressions,
    engagement: row.reactions + row.comments + row.shares,
    sentiment: row.sentiment as PublicPost['sentiment'],
  };
}

/**
 * A page of the brands' posts from `since` to `until` (UTC days), in the order asked, biggest or
 * newest first, ties by post id and brand (a post of a channel two brands follow shows under
 * each): a keyset page after `cursor`, and the cursor of the next one (null at the end).
 */
export async function contentFeed(
  db: Db,
  channels: readonly { brandId: string; publicChannelId: string }[],
  request: {
    readonly since: Day;
    readonly until: Day;
    readonly sortBy: ContentFeedSort;
    readonly type?: PublicPostType | undefined;
    readonly limit: number;
    readonly cursor?: string | undefined;
  },
): Promise<{ items: PublicPost[]; next: string | null }> {
  const after = request.cursor === undefined ? null : decodeCursor(request.cursor, request.sortBy);
  if (channels.length === 0) return { items: [], next: null };
  const key = SORT_KEYS[request.sortBy];
  const keyValue =
    after === null
      ? null
      : request.sortBy === 'newest'
        ? sql`${after.key}::timestamptz`
        : sql`${after.key}::int`;
  const { rows } = await sql<FeedRow>`
    SELECT q.brand_id AS "brandId", b.name AS "brandName", pc.network, pc.handle, p.id,
      p.public_channel_id AS "publicChannelId", p.published_at AS "publishedAt", p.type, p.text,
      p.permalink, p.thumbnail_url AS "thumbnailUrl", p.reactions, p.comments, p.shares, p.views,
      p.reach, p.impressions, p.sentiment, ${key} AS "sortKey"
    FROM unnest(${channels.map((c) => c.brandId)}::uuid[], ${channels.map((c) => c.publicChannelId)}::text[])
      AS q(brand_id, public_channel_id)
    JOIN benchmark_brands b ON b.id = q.brand_id
    JOIN public_channels pc ON pc.id = q.public_channel_id
    JOIN public_posts p ON p.public_channel_id = q.public_channel_id
      AND p.published_at >= ${request.since}::date::timestamp AT TIME ZONE 'UTC'
      AND p.published_at < (${request.until}::date + 1)::timestamp AT TIME ZONE 'UTC'
    WHERE true
      ${request.type === undefined ? sql`` : sql`AND p.type = ${request.type}`}
      ${after === null ? sql`` : sql`AND (${key}, p.id, q.brand_id) < (${keyValue}, ${after.id}, ${after.brandId}::uuid)`}
    ORDER BY ${key} DESC, p.id DESC, q.brand_id DESC
    LIMIT ${request.limit + 1}
  `.execute(db);
  const page = rows.slice(0, request.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(publicPostOf),
    next:
      rows.length > request.limit && last
        ? encodeCursor({
            key: last.sortKey instanceof Date ? last.sortKey.toISOString() : Number(last.sortKey),
            id: last.id,
            brandId: last.brandId,
          })
        : null,
  };
}
