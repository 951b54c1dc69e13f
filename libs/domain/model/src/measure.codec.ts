import * as t from 'io-ts';
import { ChannelId, Count, DateString, Id, nullable, oneOf, struct, Uuid } from './codec.utils.js';
import { ItemType } from './engage-enums.codec.js';
import { Network } from './network.codec.js';
import { listParam } from './publish.codec.js';
import { TimeZone } from './text.codec.js';

/** Limits of Measure's queries (decision 0077). */
export const MEASURE_LIMITS = {
  /** A query spans at most this many days. */
  days: 400,
  teams: 50,
  channels: 200,
  posts: 100,
} as const;

/**
 * What Measure's team performance reads (decision 0077): inbound items created from `since` up to
 * `until` (instants), optionally of some teams, networks and channels; days are counted in
 * `timeZone` (the person's zone; UTC when absent).
 */
export const MeasureQuery = struct(
  'MeasureQuery',
  { since: DateString, until: DateString },
  {
    teamIds: listParam(Uuid, MEASURE_LIMITS.teams, 'teamIds'),
    networks: listParam(Network, 10, 'networks'),
    channels: listParam(ChannelId, MEASURE_LIMITS.channels, 'channels'),
    timeZone: TimeZone,
  },
);
export type MeasureQuery = t.TypeOf<typeof MeasureQuery>;

/**
 * First-response times in seconds: from a customer's item arriving to the organisation's first
 * reply to it (decision 0077); `count` items answered, the median and the 90th percentile
 * (interpolated between the nearest ranks, as Home's median; whole seconds), null without any.
 */
export const ResponseTimes = t.type(
  { count: Count, median: nullable(t.number), p90: nullable(t.number) },
  'ResponseTimes',
);
export type ResponseTimes = t.TypeOf<typeof ResponseTimes>;

/** Team performance, summary: items received, handled and answered, and first-response times. */
export const TeamPerformanceSummary = t.type(
  { received: Count, handled: Count, answered: Count, firstResponse: ResponseTimes },
  'TeamPerformanceSummary',
);
export type TeamPerformanceSummary = t.TypeOf<typeof TeamPerformanceSummary>;

/** One row of team performance by team (`all`) or by person (`users`). */
export const TeamPerformanceRow = t.type(
  {
    id: Id,
    name: t.string,
    /** Items this team or person handled: replied to, or closed as read, hidden or spam. */
    handled: Count,
    replies: Count,
    firstResponse: ResponseTimes,
  },
  'TeamPerformanceRow',
);
export type TeamPerformanceRow = t.TypeOf<typeof TeamPerformanceRow>;

/** Team performance by team (`all`) or by person (`users`). */
export const TeamPerformanceRows = t.type(
  { rows: t.array(TeamPerformanceRow) },
  'TeamPerformanceRows',
);
export type TeamPerformanceRows = t.TypeOf<typeof TeamPerformanceRows>;

/** Team performance, breakdown: inbox volume by network and item type. */
export const TeamPerformanceBreakdown = t.type(
  { rows: t.array(t.type({ network: Network, type: ItemType, count: Count })) },
  'TeamPerformanceBreakdown',
);
export type TeamPerformanceBreakdown = t.TypeOf<typeof TeamPerformanceBreakdown>;

/** Team performance, createdAt: items received per day with their sentiment. */
export const TeamPerformanceCreatedAt = t.type(
  {
    days: t.array(
      t.type({
        day: t.string,
        received: Count,
        handled: Count,
        positive: Count,
        neutral: Count,
        negative: Count,
        uncategorized: Count,
      }),
    ),
  },
  'TeamPerformanceCreatedAt',
);
export type TeamPerformanceCreatedAt = t.TypeOf<typeof TeamPerformanceCreatedAt>;

/** What a CSV export of team performance holds. */
export const TeamPerformancePart = oneOf(['all', 'users', 'summary', 'breakdown', 'createdAt']);
export type TeamPerformancePart = t.TypeOf<typeof TeamPerformancePart>;

/** `GET /api/measure/team-performance/export`: one part as CSV. */
export const TeamPerformanceExportQuery = t.intersection(
  [MeasureQuery, t.type({ part: TeamPerformancePart })],
  'TeamPerformanceExportQuery',
);
export type TeamPerformanceExportQuery = t.TypeOf<typeof TeamPerformanceExportQuery>;

/** One published post of the organisation with the network's metrics of it. */
export const PostPerformance = t.type(
  {
    postId: Id,
    channelId: Id,
    channelName: t.string,
    network: Network,
    text: t.string,
    publishedAt: DateString,
    permalink: nullable(t.string),
    reactions: Count,
    comments: Count,
    shares: Count,
    views: Count,
    reach: nullable(Count),
    impressions: nullable(Count),
    engagement: Count,
  },
  'PostPerformance',
);
export type PostPerformance = t.TypeOf<typeof PostPerformance>;

/** `GET /api/measure/posts`: published posts' performance, most engaging first. */
export const PostPerformancePage = t.type(
  {
    posts: t.array(PostPerformance),
    totals: t.type({
      posts: Count,
      engagement: Count,
      reactions: Count,
      comments: Count,
      shares: Count,
    }),
  },
  'PostPerformancePage',
);
export type PostPerformancePage = t.TypeOf<typeof PostPerformancePage>;
