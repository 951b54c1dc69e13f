import * as t from 'io-ts';
import {
  Count,
  DateString,
  Id,
  integerParam,
  nullable,
  oneOf,
  struct,
  Uuid,
} from './codec.utils.js';
import { Network } from './network.codec.js';
import { listParam } from './publish.codec.js';
import { nonEmptyText, text, TimeZone } from './text.codec.js';

/**
 * Limits of benchmark (decision 0076): brands per organisation, public channels per brand and per
 * query, days a query spans, and the sizes of its pages and lists.
 */
export const BENCHMARK_LIMITS = {
  brands: 50,
  channelsPerBrand: 20,
  brandsPerQuery: 10,
  channelsPerQuery: 50,
  /** A query spans at most this many days (the history kept is 13 months). */
  days: 400,
  /** Days of history a brand's new public channel is filled with when onboarded. */
  onboardDays: 90,
  searchResults: 20,
  feedPage: 50,
  outliers: 50,
  recipients: 20,
  reports: 50,
  queries: 100,
} as const;

function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
}

/**
 * A calendar day, `YYYY-MM-DD`: the days of public metrics are the networks' days (UTC).
 *
 * @example
 * Day.decode('2026-11-25') // Right('2026-11-25')
 */
export const Day = Object.assign(
  t.refinement(
    t.string,
    (s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && isCalendarDay(s),
    'day (YYYY-MM-DD)',
  ),
  { schema: { type: 'string', format: 'date' } },
);
export type Day = t.TypeOf<typeof Day>;

/** A brand as it is created or changed; `teamList` empty: every team of the organisation sees it. */
export const BrandInput = struct(
  'BrandInput',
  { name: nonEmptyText('name') },
  { details: text(500), ownBrand: t.boolean, teamList: t.array(Uuid, 'Array<UUID>') },
);
export type BrandInput = t.TypeOf<typeof BrandInput>;

/** A public channel to add to a brand: one found by `search/handle`. */
export const BrandChannelAdd = t.type(
  { brandId: Uuid, publicChannelId: nonEmptyText('externalId') },
  'BrandChannelAdd',
);
export type BrandChannelAdd = t.TypeOf<typeof BrandChannelAdd>;

/** Onboarding a brand: filling its public channels' history (90 days) and following them daily. */
export const BrandOnboard = t.type({ brandId: Uuid }, 'BrandOnboard');
export type BrandOnboard = t.TypeOf<typeof BrandOnboard>;

/** A public channel of any brand on a network, as the network shows it to everyone. */
export const PublicChannel = struct(
  'PublicChannel',
  {
    id: Id,
    network: Network,
    handle: t.string,
    name: t.string,
    url: t.string,
    thumbnailUrl: nullable(t.string),
    followerCount: Count,
    /** The network publishes reach and impressions for it (not YouTube). */
    hasReach: t.boolean,
  },
  {
    /** The first day of history kept; null until onboarded. */
    historySince: nullable(Day),
    /** The brands of the caller's organisation that follow it. */
    brandIds: t.array(Id),
  },
);
export type PublicChannel = t.TypeOf<typeof PublicChannel>;

/** `search/handle`: a handle or a name, optionally on some networks. */
export const HandleSearchQuery = struct(
  'HandleSearchQuery',
  { keyword: nonEmptyText('keyword') },
  { networks: listParam(Network, 10, 'networks') },
);
export type HandleSearchQuery = t.TypeOf<typeof HandleSearchQuery>;

/** `public-channel/channel/get-channels`: public channels by id. */
export const PublicChannelsQuery = t.type(
  { ids: listParam(text('externalId'), BENCHMARK_LIMITS.channelsPerQuery, 'ids') },
  'PublicChannelsQuery',
);
export type PublicChannelsQuery = t.TypeOf<typeof PublicChannelsQuery>;

/** The networks' public metrics of one day; reach and impressions null where the network has none. */
export const PublicMetrics = t.type(
  {
    fans: Count,
    posts: Count,
    reactions: Count,
    comments: Count,
    shares: Count,
    views: Count,
    reach: nullable(Count),
    impressions: nullable(Count),
    /** reactions + comments + shares. */
    engagement: Count,
  },
  'PublicMetrics',
);
export type PublicMetrics = t.TypeOf<typeof PublicMetrics>;

/**
 * What benchmark shows: some of the organisation's brands on some networks over days (`since` to
 * `until`, both included, at most `BENCHMARK_LIMITS.days`). `teamId`: the team chosen in the
 * menu's selector (brands of that team only).
 */
export const BenchmarkQuery = struct(
  'BenchmarkQuery',
  {
    brandIds: listParam(Uuid, BENCHMARK_LIMITS.brandsPerQuery, 'brandIds'),
    since: Day,
    until: Day,
  },
  { networks: listParam(Network, 10, 'networks'), teamId: Uuid },
);
export type BenchmarkQuery = t.TypeOf<typeof BenchmarkQuery>;

/** One day of a brand: its channels' metrics summed; `fans` is the day's closing count. */
export const BrandDay = t.intersection([t.type({ day: Day }), PublicMetrics], 'BrandDay');
export type BrandDay = t.TypeOf<typeof BrandDay>;

/** A brand's totals over the query's days and the change of its fans. */
export const BrandTotals = t.intersection(
  [
    PublicMetrics,
    t.type({
      /** Fans on the last day minus fans the day before the first. */
      fansGrowth: t.number,
      /** Engagement per post per thousand fans (0 without posts or fans). */
      engagementRate: t.number,
    }),
  ],
  'BrandTotals',
);
export type BrandTotals = t.TypeOf<typeof BrandTotals>;

/** One brand in brand insights: totals, per network and per day. */
export const BrandInsightsSeries = t.type(
  {
    brandId: Id,
    name: t.string,
    ownBrand: t.boolean,
    totals: BrandTotals,
    byNetwork: t.array(t.type({ network: Network, totals: BrandTotals })),
    days: t.array(BrandDay),
  },
  'BrandInsightsSeries',
);
export type BrandInsightsSeries = t.TypeOf<typeof BrandInsightsSeries>;

/** `GET /api/benchmark/insights/brands`: brand insights (overview, fans, reach, impressions, engagement). */
export const BrandInsights = t.type(
  {
    since: Day,
    until: Day,
    networks: t.array(Network),
    /** Reach and impressions are known for every network of the query (no YouTube). */
    hasReach: t.boolean,
    brands: t.array(BrandInsightsSeries),
  },
  'BrandInsights',
);
export type BrandInsights = t.TypeOf<typeof BrandInsights>;

/** The kind of a public post. */
export const PublicPostType = oneOf(['text', 'photo', 'video', 'link', 'reel', 'short']);
export type PublicPostType = t.TypeOf<typeof PublicPostType>;

/** A post's sentiment from its comments (Facebook only). */
export const PublicPostSentiment = oneOf(['positive', 'neutral', 'negative']);
export type PublicPostSentiment = t.TypeOf<typeof PublicPostSentiment>;

/** A post of a public channel with its public metrics. */
export const PublicPost = t.type(
  {
    id: Id,
    publicChannelId: Id,
    network: Network,
    handle: t.string,
    brandId: Id,
    brandName: t.string,
    publishedAt: DateString,
    type: PublicPostType,
    text: t.string,
    permalink: t.string,
    thumbnailUrl: nullable(t.string),
    reactions: Count,
    comments: Count,
    shares: Count,
    views: Count,
    reach: nullable(Count),
    impressions: nullable(Count),
    engagement: Count,
    sentiment: nullable(PublicPostSentiment),
  },
  'PublicPost',
);
export type PublicPost = t.TypeOf<typeof PublicPost>;

/** Sentiment counts of posts. */
export const SentimentCounts = t.type(
  { positive: Count, neutral: Count, negative: Count },
  'SentimentCounts',
);
export type SentimentCounts = t.TypeOf<typeof SentimentCounts>;

/** One brand in content analysis. */
export const ContentAnalysisSeries = t.type(
  {
    brandId: Id,
    name: t.string,
    ownBrand: t.boolean,
    posts: Count,
    engagement: Count,
    engagementPerPost: t.number,
    byType: t.array(t.type({ type: PublicPostType, posts: Count, engagement: Count })),
    /** Posts by weekday (1 Monday … 7 Sunday) and hour (0–23, UTC). */
    activity: t.array(
      t.type({ weekday: integerParam(1, 7), hour: integerParam(0, 23), posts: Count }),
    ),
    days: t.array(
      t.type({
        day: Day,
        posts: Count,
        reach: nullable(Count),
        impressions: nullable(Count),
        engagement: Count,
      }),
    ),
    /** Facebook posts' sentiment; null when Facebook is not among the networks. */
    sentiment: nullable(SentimentCounts),
  },
  'ContentAnalysisSeries',
);
export type ContentAnalysisSeries = t.TypeOf<typeof ContentAnalysisSeries>;

/**
 * `GET /api/benchmark/insights/content`: content analysis (analysis summary, publishing activity,
 * reach, impressions, sentiment, engagement).
 */
export const ContentAnalysis = t.type(
  {
    since: Day,
    until: Day,
    networks: t.array(Network),
    hasReach: t.boolean,
    brands: t.array(ContentAnalysisSeries),
  },
  'ContentAnalysis',
);
export type ContentAnalysis = t.TypeOf<typeof ContentAnalysis>;

/** The content feed's order. */
export const ContentFeedSort = oneOf(['newest', 'engagement', 'reactions', 'comments', 'shares']);
export type ContentFeedSort = t.TypeOf<typeof ContentFeedSort>;

/** `GET /api/benchmark/insights/content-feed`: the brands' posts, a keyset page at a time. */
export const ContentFeedQuery = t.intersection(
  [
    BenchmarkQuery,
    t.partial({
      sortBy: ContentFeedSort,
      type: PublicPostType,
      limit: integerParam(1, BENCHMARK_LIMITS.feedPage),
      cursor: text(200, 'cursor'),
    }),
  ],
  'ContentFeedQuery',
);
export type ContentFeedQuery = t.TypeOf<typeof ContentFeedQuery>;

/** A page of the content feed and the cursor of the next one (null at the end). */
export const ContentFeedPage = t.type(
  { items: t.array(PublicPost), next: nullable(t.string) },
  'ContentFeedPage',
);
export type ContentFeedPage = t.TypeOf<typeof ContentFeedPage>;

/** A post far from its channel's usual engagement (`GET /api/benchmark/outliers`). */
export const Outlier = t.type(
  {
    post: PublicPost,
    /** The channel's usual engagement per post: the median over the 90 days before the post. */
    usual: t.number,
    /** How far from usual, in robust standard deviations (positive above, negative below). */
    score: t.number,
    direction: oneOf(['above', 'below']),
  },
  'Outlier',
);
export type Outlier = t.TypeOf<typeof Outlier>;

/** A relative period of a saved query or a scheduled report. */
export const BenchmarkPeriod = oneOf(['last7Days', 'last30Days', 'last90Days']);
export type BenchmarkPeriod = t.TypeOf<typeof BenchmarkPeriod>;

/** How often a scheduled report is e-mailed. */
export const ReportFrequency = oneOf(['daily', 'weekly', 'monthly']);
export type ReportFrequency = t.TypeOf<typeof ReportFrequency>;

const BrandIdList = t.refinement(
  t.array(Uuid, 'Array<UUID>'),
  (a) => a.length >= 1 && a.length <= BENCHMARK_LIMITS.brandsPerQuery,
  `1 to ${BENCHMARK_LIMITS.brandsPerQuery} brands`,
);
const NetworkList = t.refinement(t.array(Network), (a) => a.length <= 10, 'at most 10 networks');

/** A saved query as it is created or changed: brands, networks and a period, under a name. */
export const SavedQueryInput = struct(
  'SavedQueryInput',
  { name: nonEmptyText('name'), brandIds: BrandIdList, period: BenchmarkPeriod },
  { networks: NetworkList },
);
export type SavedQueryInput = t.TypeOf<typeof SavedQueryInput>;

/** Who made a saved query or a report. */
export const BenchmarkAuthor = t.type({ id: Id, name: t.string }, 'BenchmarkAuthor');
export type BenchmarkAuthor = t.TypeOf<typeof BenchmarkAuthor>;

/** A saved query (`/api/benchmark/queries`). */
export const SavedQuery = t.intersection(
  [SavedQueryInput, t.type({ id: Id, createdBy: BenchmarkAuthor, createdAt: DateString })],
  'SavedQuery',
);
export type SavedQuery = t.TypeOf<typeof SavedQuery>;

const Recipients = t.refinement(
  t.array(nonEmptyText('email')),
  (a) => a.length >= 1 && a.length <= BENCHMARK_LIMITS.recipients,
  `1 to ${BENCHMARK_LIMITS.recipients} recipients`,
);

/**
 * A scheduled report as it is created or changed: what it covers and when it is e-mailed — at
 * `hour` in `timeZone`, every day, on `weekday` (1 Monday … 7 Sunday) or on `dayOfMonth` (1–28).
 */
export const BenchmarkReportInput = struct(
  'BenchmarkReportInput',
  {
    name: nonEmptyText('name'),
    brandIds: BrandIdList,
    period: BenchmarkPeriod,
    frequency: ReportFrequency,
    hour: integerParam(0, 23),
    timeZone: TimeZone,
    recipients: Recipients,
  },
  {
    networks: NetworkList,
    weekday: integerParam(1, 7),
    dayOfMonth: integerParam(1, 28),
    active: t.boolean,
  },
);
export type BenchmarkReportInput = t.TypeOf<typeof BenchmarkReportInput>;

/** A scheduled report (`/api/benchmark/reports`). */
export const BenchmarkReport = t.intersection(
  [
    BenchmarkReportInput,
    t.type({
      id: Id,
      active: t.boolean,
      createdBy: BenchmarkAuthor,
      createdAt: DateString,
      /** Null when paused. */
      nextRunAt: nullable(DateString),
      lastSentAt: nullable(DateString),
    }),
  ],
  'BenchmarkReport',
);
export type BenchmarkReport = t.TypeOf<typeof BenchmarkReport>;
