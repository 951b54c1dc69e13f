import { activityGrid, brandTotals, hasReach, sumDays, sumKnown, totalsOf } from '@smm/benchmark';
import {
  BENCHMARK_LIMITS,
  BenchmarkQuery,
  BrandInsights,
  ContentAnalysis,
  ContentFeedPage,
  ContentFeedQuery,
  type Day,
  type Network,
  type PublicPostType,
} from '@smm/model';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { badRequest, notFound } from '../../http/errors.js';
import { route, type AnyRoute } from '../../http/route.js';
import { inTeam, requireBenchmark } from './benchmark.access.js';
import { BENCHMARK, TAG } from './brands.routes.js';
import { readBrands } from './brands.store.js';
import { contentFeed } from './content-feed.sql.js';
import { brandAggregates, contentRows, queryChannels } from './insights.sql.js';

const dayBefore = (day: Day) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10) as Day;

/**
 * What a query covers: its brands (in the order asked; each of the organisation, seen by the
 * caller and of the chosen team, else 404), its days (400 when backwards or longer than
 * `BENCHMARK_LIMITS.days`) and its channels on its networks.
 */
async function resolveQuery(db: Db, caller: Caller, query: BenchmarkQuery) {
  if (query.since > query.until) throw badRequest('since: must not be after until.');
  const days = (Date.parse(query.until) - Date.parse(query.since)) / 86_400_000 + 1;
  if (days > BENCHMARK_LIMITS.days) {
    throw badRequest(`until: a query spans at most ${BENCHMARK_LIMITS.days} days, not ${days}.`);
  }
  if (query.brandIds.length === 0) throw badRequest('brandIds: name at least one brand.');
  const networks = query.networks ?? [];
  const [, rows, channels] = await Promise.all([
    requireBenchmark(db, caller),
    readBrands(db, caller.orgId, query.brandIds),
    queryChannels(db, query.brandIds, networks),
  ]);
  const ofTeam = inTeam(caller, query.teamId);
  const brands = query.brandIds.map((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row || !ofTeam(row.teamIds)) throw notFound(`Brand ${id}`);
    return row;
  });
  if (channels.length > BENCHMARK_LIMITS.channelsPerQuery) {
    throw badRequest(
      `brandIds: the brands follow ${channels.length} public channels on these networks; a query covers at most ${BENCHMARK_LIMITS.channelsPerQuery}.`,
    );
  }
  // The networks the answer is about: those asked, else those of the brands' channels.
  const answered: Network[] =
    networks.length > 0 ? [...networks] : [...new Set(channels.map((c) => c.network))].sort();
  return { brands, channels, networks: answered };
}

/**
 * Benchmark's insights (decision 0076): brand insights from the public channels' stored days,
 * content analysis and the content feed from their stored posts. The database sums per brand and
 * day; `@smm/benchmark` turns the sums into totals, growth, rates and the activity grid.
 */
export function insightsRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: `${BENCHMARK}/insights/brands`,
      tag: TAG,
      summary:
        'Brand insights: each brand’s fans, posts, interactions, reach and impressions per day, per network and in total',
      access: 'user',
      // Kept until the organisation changes: onboarding and the nightly job tell it (0079).
      keep: true,
      query: BenchmarkQuery,
      response: BrandInsights,
      handle: async ({ db, caller, query }) => {
        const { brands, channels, networks } = await resolveQuery(db, caller, query);
        const before = dayBefore(query.since);
        const { days, networks: byNetwork } = await brandAggregates(
          db,
          channels,
          before,
          query.since,
          query.until,
        );
        return {
          since: query.since,
          until: query.until,
          networks,
          hasReach: hasReach(networks),
          brands: brands.map((brand) => {
            const own = days.filter((row) => row.brandId === brand.id);
            const series = sumDays(own.filter((row) => row.day >= query.since));
            const prior = own.find((row) => row.day === before);
            return {
              brandId: brand.id,
              name: brand.name,
              ownBrand: brand.ownBrand,
              totals: brandTotals(series, prior?.fans ?? null),
              byNetwork: byNetwork
                .filter((row) => row.brandId === brand.id && row.fansLast !== null)
                .map((row) => ({ network: row.network, totals: totalsOf(row) })),
              days: series,
            };
          }),
        };
      },
    }),
    route({
      method: 'GET',
      path: `${BENCHMARK}/insights/content`,
      tag: TAG,
      summary:
        'Content analysis: each brand’s posts by day, type, weekday and hour, their engagement and (Facebook) sentiment',
      access: 'user',
      // Kept until the organisation changes: onboarding and the nightly job tell it (0079).
      keep: true,
      query: BenchmarkQuery,
      response: ContentAnalysis,
      handle: async ({ db, caller, query }) => {
        const { brands, channels, networks } = await resolveQuery(db, caller, query);
        const rows = await contentRows(db, channels, query.since, query.until);
        const withFacebook = networks.includes('facebook');
        return {
          since: query.since,
          until: query.until,
          networks,
          hasReach: hasReach(networks),
          brands: brands.map((brand) => {
            const days = rows.days.filter((row) => row.brandId === brand.id);
            const posts = days.reduce((total, row) => total + row.posts, 0);
            const engagement = days.reduce((total, row) => total + row.engagement, 0);
            const sentiment = rows.sentiment.filter((row) => row.brandId === brand.id);
            const count = (kind: string) =>
              sentiment.find((row) => row.sentiment === kind)?.posts ?? 0;
            return {
              brandId: brand.id,
              name: brand.name,
              ownBrand: brand.ownBrand,
              posts,
              engagement,
              engagementPerPost: posts === 0 ? 0 : engagement / posts,
              byType: rows.types
                .filter((row) => row.brandId === brand.id)
                .map((row) => ({
                  type: row.type as PublicPostType,
                  posts: row.posts,
                  engagement: row.engagement,
                })),
              activity: activityGrid(rows.activity.filter((row) => row.brandId === brand.id)),
              days: days.map((row) => ({
                day: row.day,
                posts: row.posts,
                reach: sumKnown([row.reach]),
                impressions: sumKnown([row.impressions]),
                engagement: row.engagement,
              })),
              sentiment: withFacebook
                ? {
                    positive: count('positive'),
                    neutral: count('neutral'),
                    negative: count('negative'),
                  }
                : null,
            };
          }),
        };
      },
    }),
    route({
      method: 'GET',
      path: `${BENCHMARK}/insights/content-feed`,
      tag: TAG,
      summary:
        'The content feed: the brands’ posts, newest or most engaging first, a keyset page at a time',
      access: 'user',
      keep: true,
      query: ContentFeedQuery,
      response: ContentFeedPage,
      handle: async ({ db, caller, query }) => {
        const { channels } = await resolveQuery(db, caller, query);
        return contentFeed(db, channels, {
          since: query.since,
          until: query.until,
          sortBy: query.sortBy ?? 'newest',
          type: query.type,
          limit: query.limit ?? 20,
          cursor: query.cursor,
        });
      },
    }),
  ];
}
