import type { ApiClient } from '@smm/api-client';
import {
  decodeOrThrow,
  PostPerformancePage,
  TeamPerformanceBreakdown,
  TeamPerformanceCreatedAt,
  TeamPerformanceRows,
  TeamPerformanceSummary,
  type Network,
  type TeamPerformancePart,
} from '@smm/model';

/** What the dashboard asks for: a period, a zone, and optionally one team and one network. */
export interface MeasureFilter {
  readonly since: string;
  readonly until: string;
  readonly timeZone: string;
  readonly teamId?: string;
  readonly network?: Network;
}

/** The query string of a filter (lists as comma-separated values). */
function queryOf(filter: MeasureFilter) {
  return {
    since: filter.since,
    until: filter.until,
    timeZone: filter.timeZone,
    ...(filter.teamId === undefined ? {} : { teamIds: filter.teamId }),
    ...(filter.network === undefined ? {} : { networks: filter.network }),
  };
}

/** Measure's calls (decision 0077), every answer decoded. */
export function measureCalls(api: ApiClient) {
  return {
    summary: async (filter: MeasureFilter) =>
      decodeOrThrow(
        TeamPerformanceSummary,
        await api.unwrap(
          api.client.GET('/api/measure/team-performance/summary', {
            params: { query: queryOf(filter) },
          }),
        ),
      ),
    byTeam: async (filter: MeasureFilter) =>
      decodeOrThrow(
        TeamPerformanceRows,
        await api.unwrap(
          api.client.GET('/api/measure/team-performance/all', {
            params: { query: queryOf(filter) },
          }),
        ),
      ),
    byPerson: async (filter: MeasureFilter) =>
      decodeOrThrow(
        TeamPerformanceRows,
        await api.unwrap(
          api.client.GET('/api/measure/team-performance/users', {
            params: { query: queryOf(filter) },
          }),
        ),
      ),
    breakdown: async (filter: MeasureFilter) =>
      decodeOrThrow(
        TeamPerformanceBreakdown,
        await api.unwrap(
          api.client.GET('/api/measure/team-performance/breakdown', {
            params: { query: queryOf(filter) },
          }),
        ),
      ),
    createdAt: async (filter: MeasureFilter) =>
      decodeOrThrow(
        TeamPerformanceCreatedAt,
        await api.unwrap(
          api.client.GET('/api/measure/team-performance/created-at', {
            params: { query: queryOf(filter) },
          }),
        ),
      ),
    posts: async (filter: MeasureFilter) =>
      decodeOrThrow(
        PostPerformancePage,
        await api.unwrap(
          api.client.GET('/api/measure/posts', { params: { query: queryOf(filter) } }),
        ),
      ),
    /**
     * One part as a CSV file: fetched with the person's token (a plain link would carry none),
     * to be saved from the browser.
     */
    csv: async (filter: MeasureFilter, part: TeamPerformancePart): Promise<Blob> =>
      api.unwrap(
        api.client.GET('/api/measure/team-performance/export', {
          params: { query: { ...queryOf(filter), part } },
          parseAs: 'blob',
        }),
      ) as unknown as Promise<Blob>,
  };
}

/** Measure's calls, as the dashboard receives them. */
export type MeasureCalls = ReturnType<typeof measureCalls>;
