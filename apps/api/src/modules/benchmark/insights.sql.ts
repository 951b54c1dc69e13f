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
 * The brands' days from `since` to `until` and `before` (the day before, for the fans' growth),
 * summed per brand and day, and each brand's sums on each network over the days from `since`,
 * with its fans there on the first and last of them and on `before` — aggregated in the database
 * in one statement (the days' primary key finds each channel's span).
 */
export async function brandAggregates(
  db: Db,
  channels: readonly { brandId: string; publicChannelId: string }[],
  before: Day,
  since: Day,
  until: Day,
): Promise<{ days: BrandDayRow[]; networks: BrandNetworkRow[] }> {
  if (channels.length === 0) return { days: [], networks: [] };
  const inSpan = sql`FILTER (WHERE day >= ${since}::date)`;
  const { rows } = await sql<
    (BrandDayRow & { kind: 'day' }) | (BrandNetworkRow & { kind: 'network'; fans: null })
  >`
    WITH per AS (${perNetworkDay(channels, before, until)})
    SELECT 'day' AS kind, brand_id AS "brandId", NULL AS network, day::text AS day,
      sum(fans)::int AS fans, sum(posts)::int AS posts, sum(reactions)::int AS reactions,
      sum(comments)::int AS comments, sum(shares)::int AS shares, sum(views)::int AS views,
      sum(reach)::int AS reach, sum(impressions)::int AS impressions,
      NULL::int AS "fansFirst", NULL::int AS "fansLast", NULL::int AS "fansBefore"
    FROM per GROUP BY brand_id, day
    UNION ALL
    SELECT 'network', brand_id, network, NULL, NULL,
      coalesce(sum(posts) ${inSpan}, 0)::int, coalesce(sum(reactions) ${inSpan}, 0)::int,
      coalesce(sum(comments) ${inSpan}, 0)::int, coalesce(sum(shares) ${inSpan}, 0)::int,
      coalesce(sum(views) ${inSpan}, 0)::int, (sum(reach) ${inSpan})::int,
      (sum(impressions) ${inSpan})::int,
      ((array_agg(fans ORDER BY day) ${inSpan})[1])::int,
      ((array_agg(fans ORDER BY day DESC) ${inSpan})[1])::int,
      (max(fans) FILTER (WHERE day = ${before}::date))::int
    FROM per GROUP BY brand_id, network
    ORDER BY 2, 1, 3, 4
  `.execute(db);
  const days: BrandDayRow[] = [];
  const networks: BrandNetworkRow[] = [];
  for (const row of rows) {
    if (row.kind === 'day') days.push(row);
    else networks.push(row);
  }
  return { days, networks };
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
