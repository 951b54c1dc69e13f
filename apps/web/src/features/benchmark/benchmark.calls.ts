import type { ApiClient } from '@smm/api-client';
import {
  type BenchmarkQuery,
  Brand,
  BrandInsights,
  ContentAnalysis,
  type ContentFeedQuery,
  ContentFeedPage,
  decodeOrThrow,
  type User,
} from '@smm/model';
import * as t from 'io-ts';

/** The benchmark area's calls, their answers decoded (tests and stories give fakes). */
export interface BenchmarkCalls {
  /** The feature toggles of the person and their organisation (`@package_standard`, `benchmarkLegacyAccess`). */
  readonly flags: (me: User) => Promise<Readonly<Record<string, boolean>>>;
  /**
   * The brands the person sees; for a non-administrator, those the team chosen sees (a brand
   * without teams is every team's, decision 0076).
   */
  readonly brands: (teamId?: string) => Promise<readonly Brand[]>;
  readonly insights: (query: BenchmarkQuery) => Promise<BrandInsights>;
  readonly content: (query: BenchmarkQuery) => Promise<ContentAnalysis>;
  readonly contentFeed: (query: ContentFeedQuery) => Promise<ContentFeedPage>;
}

/** The query string of a benchmark query: lists as comma-separated values. */
function wire(query: BenchmarkQuery) {
  return {
    brandIds: query.brandIds.join(','),
    since: query.since,
    until: query.until,
    ...(query.networks?.length ? { networks: query.networks.join(',') } : {}),
    ...(query.teamId === undefined ? {} : { teamId: query.teamId }),
  };
}

/** The benchmark area's calls through the typed API client (decision 0076). */
export function benchmarkCalls(api: ApiClient): BenchmarkCalls {
  return {
    flags: async (me) =>
      api.unwrap(
        api.client.POST('/feature-toggler-{hash}', {
          params: { path: { hash: 'benchmark' } },
          body: [
            { discriminator: 'ORGANIZATION', targetId: me.orgId },
            { discriminator: 'USER', targetId: me.id },
          ],
        }),
      ),
    brands: async (teamId) => {
      const brands = decodeOrThrow(
        t.array(Brand),
        await api.unwrap(api.client.GET('/api/benchmark/app/brand')),
      );
      return teamId === undefined
        ? brands
        : brands.filter((brand) => !brand.teamList?.length || brand.teamList.includes(teamId));
    },
    insights: async (query) =>
      decodeOrThrow(
        BrandInsights,
        await api.unwrap(
          api.client.GET('/api/benchmark/insights/brands', { params: { query: wire(query) } }),
        ),
      ),
    content: async (query) =>
      decodeOrThrow(
        ContentAnalysis,
        await api.unwrap(
          api.client.GET('/api/benchmark/insights/content', { params: { query: wire(query) } }),
        ),
      ),
    contentFeed: async (query) =>
      decodeOrThrow(
        ContentFeedPage,
        await api.unwrap(
          api.client.GET('/api/benchmark/insights/content-feed', {
            params: {
              query: {
                ...wire(query),
                ...(query.sortBy === undefined ? {} : { sortBy: query.sortBy }),
                ...(query.cursor === undefined ? {} : { cursor: query.cursor }),
                ...(query.limit === undefined ? {} : { limit: query.limit }),
              },
            },
          }),
        ),
      ),
  };
}
