import type { MessageDescriptor } from '@lingui/core';
import type { BenchmarkMenuSection } from '@smm/access';
import { benchmarkMessages as m } from '@smm/i18n';
import type { BenchmarkPeriod, PublicPostSentiment, PublicPostType } from '@smm/model';

/** The headings of the menu's sections. */
export const SECTION_TITLES: Readonly<Record<BenchmarkMenuSection['id'], MessageDescriptor>> = {
  brandInsights: m.sectionBrandInsights,
  contentAnalysis: m.sectionContentAnalysis,
  scheduled: m.sectionScheduled,
};

/** The name of each menu entry and of the card it leads to, by fragment (engage §2). */
export const ENTRY_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  overview: m.itemOverview,
  fans: m.itemFans,
  reach: m.itemReach,
  impressions: m.itemImpressions,
  engagement: m.itemEngagement,
  'content-feed': m.itemContentFeed,
  'analysis-summary': m.itemAnalysisSummary,
  'publishing-activity': m.itemPublishingActivity,
  sentiment: m.itemSentiment,
  reports: m.itemReports,
  queries: m.itemQueries,
  outliers: m.itemOutliers,
};

/** The period presets of the selection bar. */
export const PERIOD_TEXTS: Readonly<Record<BenchmarkPeriod, MessageDescriptor>> = {
  last7Days: m.last7Days,
  last30Days: m.last30Days,
  last90Days: m.last90Days,
};

/** The kinds of public posts. */
export const POST_TYPE_TEXTS: Readonly<Record<PublicPostType, MessageDescriptor>> = {
  text: m.typeText,
  photo: m.typePhoto,
  video: m.typeVideo,
  link: m.typeLink,
  reel: m.typeReel,
  short: m.typeShort,
};

/** The sentiments of posts. */
export const SENTIMENT_TEXTS: Readonly<Record<PublicPostSentiment, MessageDescriptor>> = {
  positive: m.positive,
  neutral: m.neutral,
  negative: m.negative,
};
