import { breakdownCsv, createdAtCsv, rowsCsv, summaryCsv, type CsvRows } from '@smm/measure';
import {
  MeasureQuery,
  PostPerformancePage,
  TeamPerformanceBreakdown,
  TeamPerformanceCreatedAt,
  TeamPerformanceExportQuery,
  TeamPerformanceRows,
  TeamPerformanceSummary,
  type TeamPerformancePart,
} from '@smm/model';
import * as t from 'io-ts';
import type { Db } from '../../db/database.js';
import { route, type AnyRoute } from '../../http/route.js';
import type { NetworkGateway } from '../../networks/gateway.js';
import { postPerformance } from './measure.posts.js';
import {
  teamBreakdown,
  teamCreatedAt,
  teamRows,
  teamSummary,
  userRows,
} from './measure.queries.js';
import { measureRequest, type MeasureRequest } from './measure.scope.js';

/** Measure's base path (decision 0077). */
export const MEASURE = '/api/measure';

const TAG = 'measure';

const WHO =
  "customers' items created in the period on the channels the caller sees (administrators: all), narrowed by teams, networks and channels";

/** One part of team performance as CSV rows (the header first). */
async function partCsv(
  db: Db,
  request: MeasureRequest,
  part: TeamPerformancePart,
): Promise<CsvRows> {
  switch (part) {
    case 'summary':
      return summaryCsv(await teamSummary(db, request));
    case 'all':
      return rowsCsv((await teamRows(db, request)).rows, 'team');
    case 'users':
      return rowsCsv((await userRows(db, request)).rows, 'person');
    case 'breakdown':
      return breakdownCsv(await teamBreakdown(db, request));
    case 'createdAt':
      return createdAtCsv(await teamCreatedAt(db, request));
  }
}

/**
 * Measure (decisions 0077, 0086, 0087): team performance (summary, by team, by person, volume
 * by network and type, per day with sentiment, each part as CSV) and published posts'
 * performance, for everyone whose package has Measure, over the channels they see.
 */
export function measureRoutes(gateway: NetworkGateway): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: `${MEASURE}/team-performance/summary`,
      tag: TAG,
      summary: `Team performance: ${WHO} — received, handled, answered, and the median and 90th percentile of the first-response time`,
      access: 'user',
      query: MeasureQuery,
      response: TeamPerformanceSummary,
      handle: async ({ db, caller, query }) =>
        teamSummary(db, await measureRequest(db, caller, query)),
    }),
    route({
      method: 'GET',
      path: `${MEASURE}/team-performance/all`,
      tag: TAG,
      summary: `Team performance by team: for each team, the items of ${WHO} whose first answer its members wrote or which they closed`,
      access: 'user',
      query: MeasureQuery,
      response: TeamPerformanceRows,
      handle: async ({ db, caller, query }) =>
        teamRows(db, await measureRequest(db, caller, query)),
    }),
    route({
      method: 'GET',
      path: `${MEASURE}/team-performance/users`,
      tag: TAG,
      summary: `Team performance by person: the people who wrote the first answer to, or closed, ${WHO}`,
      access: 'user',
      query: MeasureQuery,
      response: TeamPerformanceRows,
      handle: async ({ db, caller, query }) =>
        userRows(db, await measureRequest(db, caller, query)),
    }),
    route({
      method: 'GET',
      path: `${MEASURE}/team-performance/breakdown`,
      tag: TAG,
      summary: `Team performance: the inbox volume (${WHO}) by network and item type`,
      access: 'user',
      query: MeasureQuery,
      response: TeamPerformanceBreakdown,
      handle: async ({ db, caller, query }) =>
        teamBreakdown(db, await measureRequest(db, caller, query)),
    }),
    route({
      method: 'GET',
      path: `${MEASURE}/team-performance/created-at`,
      tag: TAG,
      summary: `Team performance per day in the query's time zone: ${WHO}, handled, and their sentiment`,
      access: 'user',
      query: MeasureQuery,
      response: TeamPerformanceCreatedAt,
      handle: async ({ db, caller, query }) =>
        teamCreatedAt(db, await measureRequest(db, caller, query)),
    }),
    route({
      method: 'GET',
      path: `${MEASURE}/team-performance/export`,
      tag: TAG,
      summary:
        'One part of team performance (summary, all, users, breakdown, createdAt) as a CSV file with English headers',
      access: 'user',
      query: TeamPerformanceExportQuery,
      response: t.array(t.array(t.string)),
      csv: 'switchboard-team-performance.csv',
      handle: async ({ db, caller, query }) =>
        partCsv(db, await measureRequest(db, caller, query), query.part),
    }),
    route({
      method: 'GET',
      path: `${MEASURE}/posts`,
      tag: TAG,
      summary:
        "Published posts' performance: the posts published in the period on the channels the caller sees, with their networks' metrics, most engaging first",
      access: 'user',
      query: MeasureQuery,
      response: PostPerformancePage,
      handle: async ({ db, caller, query }) =>
        postPerformance(db, gateway, await measureRequest(db, caller, query), new Date()),
    }),
  ];
}
