import type { TotalsInput } from '@smm/benchmark';
import type { Day, Network } from '@smm/model';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The channels of a query: its brands' public channels on its networks (all when none). */
export async function queryChannels(
  db: Db,
  brandIds: readonly string[],
  networks: readonly Network[],
): Promise<{ brandId: string; publicChannelId: string; network: Network }[]> {
  if (brandIds.length === 0) return [];
  let query = db
    .selectFrom('benchmarkBrandChannels as bc')
    .innerJoin('publicChannels as pc', 'pc.id', 'bc.publicChannelId')
    .select(['bc.brandId', 'bc.publicChannelId', 'pc.network'])
    .where('bc.brandId', 'in', brandIds)
    .orderBy('bc.brandId')
    .orderBy('bc.publicChannelId');
  if (networks.length > 0) query = query.where('pc.network', 'in', networks);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, network: row.network as Network }));
}

/** A brand's public metrics on one day, summed over its channels. */
export interface BrandDayRow {
  readonly brandId: string;
  readonly day: Day;
  readonly fans: number;
  readonly posts: number;
  readonly reactions: number;
  readonly comments: number;
  readonly shares: number;
  readonly views: number;
  readonly reach: number | null;
  readonly impressions: number | null;
}

/** A brand's sums over a query's days on one network, and its fans there on the days that count. */
export interface BrandNetworkRow extends TotalsInput {
  readonly brandId: string;
  readonly network: Network;
}

/** The query's channels' days from `before` to `until`, summed per brand, network and day. */
const perNetworkDay = (
  channels: readonly { brandId: string; publicChannelId: string }[],
  before: Day,
  until: Day,
) => sql`
  SELECT q.brand_id, pc.network, d.day, sum(d.fans) AS fans, sum(d.posts) AS posts,
    sum(d.reactions) AS reactions, sum(d.comments) AS comments, sum(d.shares) AS shares,
    sum(d.views) AS views, sum(d.reach) AS reach, sum(d.impressions) AS impressions
  FROM unnest(${channels.map((c) => c.brandId)}::uuid[], ${channels.map((c) => c.publicChannelId)}::text[])
    AS q(brand_id, public_channel_id)
  JOIN public_channels pc ON pc.id = q.public_channel_id
  JOIN public_channel_days d ON d.public_channel_id = q.public_channel_id
    AND d.day BETWEEN ${before}::date AND ${until}::date
  GROUP BY q.brand_id, pc.network, d.day`;

/**
 * The brands' days from `since` to `until`, and `before` (the day before, for the fans' growth),
 * summed per brand and day in the database (the days' primary key finds each channel's span).
 */
export async function brandDays(
  db: Db,
  channels: readonly { brandId: string; publicChannelId: string }[],
  before: Day,
  until: Day,
): Promise<BrandDayRow[]> {
  if (channels.length === 0) return [];
  const { rows } = await sql<BrandDayRow>`
    WITH per AS (${perNetworkDay(channels, before, until)})
    SELECT brand_id AS "brandId", day::text AS day, sum(fans)::int AS fans,
      sum(posts)::int AS posts, sum(reactions)::int AS reactions, sum(comments)::int AS comments,
      sum(shares)::int AS shares, sum(views)::int AS views, sum(reach)::int AS reach,
      sum(impressions)::int AS impressions
    FROM per GROUP BY brand_id, day ORDER BY brand_id, day
  `.execute(db);
  return rows;
}

/**
 * Each brand's sums on each network over the days from `since` to `until`, with its fans there
 * on the first and last of those days and on `before`, aggregated in the database.
 */
export async function brandNetworkTotals(
  db: Db,
  channels: readonly { brandId: string; publicChannelId: string }[],
  before: Day,
  since: Day,
  until: Day,
): Promise<BrandNetworkRow[]> {
  if (channels.length === 0) return [];
  const inSpan = sql`FILTER (WHERE day >= ${since}::date)`;
  const { rows } = await sql<BrandNetworkRow>`
    WITH per AS (${perNetworkDay(channels, before, until)})
    SELECT brand_id AS "brandId", network,
      coalesce(sum(posts) ${inSpan}, 0)::int AS posts,
      coalesce(sum(reactions) ${inSpan}, 0)::int AS reactions,
      coalesce(sum(comments) ${inSpan}, 0)::int AS comments,
      coalesce(sum(shares) ${inSpan}, 0)::int AS shares,
      coalesce(sum(views) ${inSpan}, 0)::int AS views,
      (sum(reach) ${inSpan})::int AS reach,
      (sum(impressions) ${inSpan})::int AS impressions,
      ((array_agg(fans ORDER BY day) ${inSpan})[1])::int AS "fansFirst",
      ((array_agg(fans ORDER BY day DESC) ${inSpan})[1])::int AS "fansLast",
      (max(fans) FILTER (WHERE day = ${before}::date))::int AS "fansBefore"
    FROM per GROUP BY brand_id, network ORDER BY brand_id, network
  `.execute(db);
  return rows;
}

/** The posts' figures of a brand, for content analysis, aggregated in the database. */
export interface ContentRows {
  readonly days: {
    brandId: string;
    day: Day;
    posts: number;
    reach: number | null;
    impressions: number | null;
    engagement: number;
  }[];
  readonly types: { brandId: string; type: string; posts: number; engagement: number }[];
  readonly activity: { brandId: string; weekday: number; hour: number; posts: number }[];
  readonly sentiment: { brandId: string; sentiment: string; posts: number }[];
}

/**
 * The brands' posts published from `since` to `until` (UTC days), counted per day, per type, per
 * weekday and hour, and by sentiment (Facebook's), in the database (posts by channel and time).
 */
export async function contentRows(
  db: Db,
  channels: readonly { brandId: string; publicChannelId: string }[],
  since: Day,
  until: Day,
): Promise<ContentRows> {
  if (channels.length === 0) return { days: [], types: [], activity: [], sentiment: [] };
  const brandIds = channels.map((c) => c.brandId);
  const channelIds = channels.map((c) => c.publicChannelId);
  const posts = sql`
    SELECT q.brand_id, pc.network, p.type, p.reach, p.impressions, p.sentiment,
      (p.reactions + p.comments + p.shares) AS engagement, p.published_at AT TIME ZONE 'UTC' AS utc
    FROM unnest(${brandIds}::uuid[], ${channelIds}::text[]) AS q(brand_id, public_channel_id)
    JOIN public_channels pc ON pc.id = q.public_channel_id
    JOIN public_posts p ON p.public_channel_id = q.public_channel_id
      AND p.published_at >= ${since}::date::timestamp AT TIME ZONE 'UTC'
      AND p.published_at < (${until}::date + 1)::timestamp AT TIME ZONE 'UTC'`;
  const [days, types, activity, sentiment] = await Promise.all([
    sql<ContentRows['days'][number]>`
      WITH posts AS (${posts})
      SELECT brand_id AS "brandId", utc::date::text AS day, count(*)::int AS posts,
        sum(reach)::int AS reach, sum(impressions)::int AS impressions,
        sum(engagement)::int AS engagement
      FROM posts GROUP BY brand_id, utc::date ORDER BY brand_id, utc::date`.execute(db),
    sql<ContentRows['types'][number]>`
      WITH posts AS (${posts})
      SELECT brand_id AS "brandId", type, count(*)::int AS posts, sum(engagement)::int AS engagement
      FROM posts GROUP BY brand_id, type ORDER BY brand_id, type`.execute(db),
    sql<ContentRows['activity'][number]>`
      WITH posts AS (${posts})
      SELECT brand_id AS "brandId", extract(isodow FROM utc)::int AS weekday,
        extract(hour FROM utc)::int AS hour, count(*)::int AS posts
      FROM posts GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`.execute(db),
    sql<ContentRows['sentiment'][number]>`
      WITH posts AS (${posts})
      SELECT brand_id AS "brandId", sentiment, count(*)::int AS posts
      FROM posts WHERE network = 'facebook' AND sentiment IS NOT NULL
      GROUP BY 1, 2 ORDER BY 1, 2`.execute(db),
  ]);
  return { days: days.rows, types: types.rows, activity: activity.rows, sentiment: sentiment.rows };
}
