import { daysBetween, OUTLIER_RULE, outliers } from '@smm/benchmark';
import { BENCHMARK_LIMITS, type BenchmarkQuery, type Outlier, type PublicPost } from '@smm/model';
import { DateTime } from 'luxon';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { badRequest } from '../../http/errors.js';
import { requireBrandsInQuery } from './manage.access.js';

const startOf = (day: string) => DateTime.fromISO(day, { zone: 'utc' });

/**
 * `GET /api/benchmark/outliers` (decision 0082): the posts of the query's brands, networks and
 * days far from their channel's usual engagement (`outliers` of `@smm/benchmark` over the
 * channel's posts of the 90 days before each), strongest first, at most
 * `BENCHMARK_LIMITS.outliers`.
 */
export async function findOutliers(
  db: Db,
  caller: Caller,
  query: BenchmarkQuery,
): Promise<Outlier[]> {
  if (query.until < query.since) throw badRequest('`until` is before `since`.');
  if (daysBetween(query.since, query.until).length > BENCHMARK_LIMITS.days) {
    throw badRequest(`A query spans at most ${BENCHMARK_LIMITS.days} days.`);
  }
  const brands = await requireBrandsInQuery(db, caller, query.brandIds, query.teamId);
  const since = startOf(query.since);
  const end = startOf(query.until).plus({ days: 1 });
  const historySince = since.minus({ days: OUTLIER_RULE.windowDays });

  let channels = db
    .selectFrom('benchmarkBrandChannels as bc')
    .innerJoin('publicChannels as pc', 'pc.id', 'bc.publicChannelId')
    .innerJoin('benchmarkBrands as b', 'b.id', 'bc.brandId')
    .select(['pc.id', 'pc.network', 'pc.handle', 'b.id as brandId', 'b.name as brandName'])
    .where('bc.orgId', '=', caller.orgId)
    .where(
      'bc.brandId',
      'in',
      brands.map((brand) => brand.id),
    )
    .orderBy('b.name')
    .orderBy('pc.id');
  if (query.networks && query.networks.length > 0) {
    channels = channels.where('pc.network', 'in', [...query.networks]);
  }
  const found = await channels.execute();
  if (found.length === 0) return [];
  // A channel two brands follow is shown under the first brand by name.
  const byChannel = new Map<string, (typeof found)[number]>();
  for (const channel of found) if (!byChannel.has(channel.id)) byChannel.set(channel.id, channel);

  const rows = await db
    .selectFrom('publicPosts')
    .selectAll()
    .where('publicChannelId', 'in', [...byChannel.keys()])
    .where('publishedAt', '>=', historySince.toJSDate())
    .where('publishedAt', '<', end.toJSDate())
    .execute();
  const posts: PublicPost[] = rows.map((row) => {
    const channel = byChannel.get(row.publicChannelId) as (typeof found)[number];
    return {
      id: row.id,
      publicChannelId: row.publicChannelId,
      network: channel.network,
      handle: channel.handle,
      brandId: channel.brandId,
      brandName: channel.brandName,
      publishedAt: row.publishedAt.toISOString(),
      type: row.type,
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
      sentiment: row.sentiment,
    } as PublicPost;
  });
  const inPeriod = posts.filter((post) => Date.parse(post.publishedAt) >= since.toMillis());
  return outliers(inPeriod, posts, BENCHMARK_LIMITS.outliers).map((scored) => ({
    post: scored.post,
    usual: scored.usual,
    score: Math.round(scored.score * 100) / 100,
    direction: scored.direction,
  }));
}
