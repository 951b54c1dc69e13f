/**
 * The texts of the benchmark area (issue 31, decisions 0083 and 0084): its menu, the card header,
 * the selection bar, brand insights and content analysis.
 */
export const benchmarkMessages = {
  navigation: /*i18n*/ {
    id: 'benchmark.navigation',
    message: 'Benchmark navigation',
    comment: 'Benchmark menu: accessible name of the local navigation.',
  },
  sectionBrandInsights: /*i18n*/ {
    id: 'benchmark.sectionBrandInsights',
    message: 'Brand insights',
    comment: 'Benchmark menu: section of the brands’ figures.',
  },
  sectionContentAnalysis: /*i18n*/ {
    id: 'benchmark.sectionContentAnalysis',
    message: 'Content analysis',
    comment: 'Benchmark menu: section of the brands’ posts.',
  },
  sectionScheduled: /*i18n*/ {
    id: 'benchmark.sectionScheduled',
    message: 'Scheduled',
    comment: 'Benchmark menu: section of scheduled reports, saved queries and outliers.',
  },
  itemOverview: /*i18n*/ {
    id: 'benchmark.itemOverview',
    message: 'Overview',
    comment: 'Benchmark: entry and card of the brands’ key figures.',
  },
  itemFans: /*i18n*/ {
    id: 'benchmark.itemFans',
    message: 'Fans',
    comment: 'Benchmark: entry and card of the brands’ fans over time.',
  },
  itemReach: /*i18n*/ {
    id: 'benchmark.itemReach',
    message: 'Reach',
    comment: 'Benchmark: entry and card of reach (people reached).',
  },
  itemImpressions: /*i18n*/ {
    id: 'benchmark.itemImpressions',
    message: 'Impressions',
    comment: 'Benchmark: entry and card of impressions.',
  },
  itemEngagement: /*i18n*/ {
    id: 'benchmark.itemEngagement',
    message: 'Engagement',
    comment: 'Benchmark: entry and card of engagement (reactions, comments and shares).',
  },
  itemContentFeed: /*i18n*/ {
    id: 'benchmark.itemContentFeed',
    message: 'Content feed',
    comment: 'Benchmark: entry and card of the brands’ posts.',
  },
  itemAnalysisSummary: /*i18n*/ {
    id: 'benchmark.itemAnalysisSummary',
    message: 'Analysis summary',
    comment: 'Benchmark: entry and card summing up the brands’ posts.',
  },
  itemPublishingActivity: /*i18n*/ {
    id: 'benchmark.itemPublishingActivity',
    message: 'Publishing activity',
    comment: 'Benchmark: entry and card of when brands post (weekday and hour).',
  },
  itemSentiment: /*i18n*/ {
    id: 'benchmark.itemSentiment',
    message: 'Sentiment',
    comment: 'Benchmark: entry and card of the Facebook posts’ sentiment.',
  },
  itemReports: /*i18n*/ {
    id: 'benchmark.itemReports',
    message: 'Scheduled reports',
    comment: 'Benchmark menu: entry of the reports e-mailed on a schedule.',
  },
  itemQueries: /*i18n*/ {
    id: 'benchmark.itemQueries',
    message: 'Saved queries',
    comment: 'Benchmark menu: entry of the saved queries.',
  },
  itemOutliers: /*i18n*/ {
    id: 'benchmark.itemOutliers',
    message: 'Outliers',
    comment: 'Benchmark menu: entry of posts far from a channel’s usual performance.',
  },
  pro: /*i18n*/ {
    id: 'benchmark.pro',
    message: 'Pro',
    comment: 'Benchmark menu: the label of entries that are part of Benchmark Pro.',
  },
  proHint: /*i18n*/ {
    id: 'benchmark.proHint',
    message: 'Part of Benchmark Pro',
    comment: 'Benchmark menu: what the Pro label means (read out with it).',
  },
  team: /*i18n*/ {
    id: 'benchmark.team',
    message: 'Team',
    comment: 'Benchmark menu: label of the team selector.',
  },
  legacy: /*i18n*/ {
    id: 'benchmark.legacy',
    message: 'Classic benchmark',
    comment: 'Benchmark menu: link to the previous benchmark product (opens in a new tab).',
  },
  newTab: /*i18n*/ {
    id: 'benchmark.newTab',
    message: '(opens in a new tab)',
    comment: 'Benchmark menu: read out after a link that opens a new tab.',
  },
  upgradeTitle: /*i18n*/ {
    id: 'benchmark.upgradeTitle',
    message: 'Upgrade to Benchmark Pro',
    comment: 'Upgrade dialog: title, when a standard-package user chooses a Pro entry.',
  },
  upgradeBody: /*i18n*/ {
    id: 'benchmark.upgradeBody',
    message:
      '{entry} is part of Benchmark Pro, with scheduled reports, saved queries and outliers. Ask your administrator to upgrade your organisation’s package.',
    comment: 'Upgrade dialog: explanation; entry is the chosen menu entry.',
  },
  upgradeStay: /*i18n*/ {
    id: 'benchmark.upgradeStay',
    message: 'Keep comparing brands',
    comment: 'Upgrade dialog: closes it and stays on the current page.',
  },
  collapse: /*i18n*/ {
    id: 'benchmark.collapse',
    message: 'Collapse {title}',
    comment: 'Card header: button that hides the card’s content.',
  },
  expand: /*i18n*/ {
    id: 'benchmark.expand',
    message: 'Expand {title}',
    comment: 'Card header: button that shows the card’s content.',
  },
  selection: /*i18n*/ {
    id: 'benchmark.selection',
    message: 'What to compare',
    comment: 'Selection bar: accessible name of the brands, networks and days chosen.',
  },
  brands: /*i18n*/ {
    id: 'benchmark.brands',
    message: 'Brands',
    comment: 'Selection bar: the brands chosen.',
  },
  brandsChosen: /*i18n*/ {
    id: 'benchmark.brandsChosen',
    message: '{count, plural, one {# brand} other {# brands}}',
    comment: 'Selection bar: how many brands are chosen.',
  },
  networks: /*i18n*/ {
    id: 'benchmark.networks',
    message: 'Networks',
    comment: 'Selection bar: the networks chosen.',
  },
  networksChosen: /*i18n*/ {
    id: 'benchmark.networksChosen',
    message: '{count, plural, one {# network} other {# networks}}',
    comment: 'Selection bar: how many networks are chosen.',
  },
  atLeastOne: /*i18n*/ {
    id: 'benchmark.atLeastOne',
    message: 'Keep at least one chosen.',
    comment: 'Selection bar: why the last chosen brand or network cannot be unticked.',
  },
  period: /*i18n*/ {
    id: 'benchmark.period',
    message: 'Period',
    comment: 'Selection bar: the days shown.',
  },
  last7Days: /*i18n*/ {
    id: 'benchmark.last7Days',
    message: 'Last 7 days',
    comment: 'Selection bar: period preset.',
  },
  last30Days: /*i18n*/ {
    id: 'benchmark.last30Days',
    message: 'Last 30 days',
    comment: 'Selection bar: period preset.',
  },
  last90Days: /*i18n*/ {
    id: 'benchmark.last90Days',
    message: 'Last 90 days',
    comment: 'Selection bar: period preset.',
  },
  customPeriod: /*i18n*/ {
    id: 'benchmark.customPeriod',
    message: 'Custom dates',
    comment: 'Selection bar: a period of chosen dates.',
  },
  since: /*i18n*/ {
    id: 'benchmark.since',
    message: 'From',
    comment: 'Selection bar: first day of a custom period.',
  },
  until: /*i18n*/ {
    id: 'benchmark.until',
    message: 'To',
    comment: 'Selection bar: last day of a custom period.',
  },
  noBrandsTitle: /*i18n*/ {
    id: 'benchmark.noBrandsTitle',
    message: 'No brands to compare yet',
    comment: 'Benchmark: empty state when the person sees no brand.',
  },
  noBrandsManager: /*i18n*/ {
    id: 'benchmark.noBrandsManager',
    message: 'Add your brand and the brands you compare it with, each with its public channels.',
    comment: 'Benchmark empty state, for administrators and team leaders.',
  },
  noBrandsMember: /*i18n*/ {
    id: 'benchmark.noBrandsMember',
    message:
      'Administrators and team leaders add the brands your team compares. Ask one of them to add some.',
    comment: 'Benchmark empty state, for other people.',
  },
  addBrand: /*i18n*/ {
    id: 'benchmark.addBrand',
    message: 'Add a brand',
    comment: 'Benchmark empty state: link to the new brand page.',
  },
  goHome: /*i18n*/ {
    id: 'benchmark.goHome',
    message: 'Go to Home',
    comment: 'Benchmark empty state: link home for people who cannot add brands.',
  },
  loading: /*i18n*/ {
    id: 'benchmark.loading',
    message: 'Loading {title}…',
    comment: 'Benchmark card: read out while its figures load.',
  },
  loadFailed: /*i18n*/ {
    id: 'benchmark.loadFailed',
    message: '{title} could not be loaded.',
    comment: 'Benchmark card: its figures failed to load.',
  },
  brandsFailed: /*i18n*/ {
    id: 'benchmark.brandsFailed',
    message: 'Your brands could not be loaded.',
    comment: 'Benchmark: the list of brands failed to load.',
  },
  retry: /*i18n*/ {
    id: 'benchmark.retry',
    message: 'Try again',
    comment: 'Benchmark: button that loads again what failed.',
  },
  noData: /*i18n*/ {
    id: 'benchmark.noData',
    message: 'Nothing was published on these days.',
    comment: 'Benchmark card: no figures for the chosen brands, networks and days.',
  },
  columnBrand: /*i18n*/ {
    id: 'benchmark.columnBrand',
    message: 'Brand',
    comment: 'Benchmark tables: column of the brand.',
  },
  columnDay: /*i18n*/ {
    id: 'benchmark.columnDay',
    message: 'Day',
    comment: 'Benchmark tables: column of the day.',
  },
  ownBrand: /*i18n*/ {
    id: 'benchmark.ownBrand',
    message: 'Your brand',
    comment: 'Benchmark: label next to the organisation’s own brand.',
  },
  fans: /*i18n*/ {
    id: 'benchmark.fans',
    message: 'Fans',
    comment: 'Benchmark overview: column of the fans on the last day.',
  },
  fansGrowth: /*i18n*/ {
    id: 'benchmark.fansGrowth',
    message: 'Growth',
    comment: 'Benchmark overview: column of the change of fans over the days.',
  },
  posts: /*i18n*/ {
    id: 'benchmark.posts',
    message: 'Posts',
    comment: 'Benchmark: column of the number of posts.',
  },
  engagement: /*i18n*/ {
    id: 'benchmark.engagement',
    message: 'Engagement',
    comment: 'Benchmark: column of reactions, comments and shares.',
  },
  engagementRate: /*i18n*/ {
    id: 'benchmark.engagementRate',
    message: 'Engagement rate',
    comment: 'Benchmark overview: column of engagement per post per thousand fans.',
  },
  engagementRateHint: /*i18n*/ {
    id: 'benchmark.engagementRateHint',
    message: 'Engagement per post per thousand fans.',
    comment: 'Benchmark overview: what the engagement rate is.',
  },
  reach: /*i18n*/ {
    id: 'benchmark.reach',
    message: 'Reach',
    comment: 'Benchmark: column of reach.',
  },
  impressions: /*i18n*/ {
    id: 'benchmark.impressions',
    message: 'Impressions',
    comment: 'Benchmark: column of impressions.',
  },
  reactions: /*i18n*/ {
    id: 'benchmark.reactions',
    message: 'Reactions',
    comment: 'Benchmark content feed: a post’s reactions.',
  },
  comments: /*i18n*/ {
    id: 'benchmark.comments',
    message: 'Comments',
    comment: 'Benchmark content feed: a post’s comments.',
  },
  shares: /*i18n*/ {
    id: 'benchmark.shares',
    message: 'Shares',
    comment: 'Benchmark content feed: a post’s shares.',
  },
  fansOverTime: /*i18n*/ {
    id: 'benchmark.fansOverTime',
    message: 'Fans per day',
    comment: 'Benchmark chart title: each brand’s fans per day.',
  },
  reachPerDay: /*i18n*/ {
    id: 'benchmark.reachPerDay',
    message: 'Reach per day',
    comment: 'Benchmark chart title.',
  },
  impressionsPerDay: /*i18n*/ {
    id: 'benchmark.impressionsPerDay',
    message: 'Impressions per day',
    comment: 'Benchmark chart title.',
  },
  engagementPerDay: /*i18n*/ {
    id: 'benchmark.engagementPerDay',
    message: 'Engagement per day',
    comment: 'Benchmark chart title.',
  },
  postsReachPerDay: /*i18n*/ {
    id: 'benchmark.postsReachPerDay',
    message: 'Reach of the posts per day',
    comment: 'Benchmark content analysis chart title.',
  },
  postsImpressionsPerDay: /*i18n*/ {
    id: 'benchmark.postsImpressionsPerDay',
    message: 'Impressions of the posts per day',
    comment: 'Benchmark content analysis chart title.',
  },
  postsEngagementPerDay: /*i18n*/ {
    id: 'benchmark.postsEngagementPerDay',
    message: 'Engagement of the posts per day',
    comment: 'Benchmark content analysis chart title.',
  },
  engagementPerPost: /*i18n*/ {
    id: 'benchmark.engagementPerPost',
    message: 'Engagement per post',
    comment: 'Benchmark analysis summary: column.',
  },
  postsByType: /*i18n*/ {
    id: 'benchmark.postsByType',
    message: 'Posts by type',
    comment: 'Benchmark analysis summary: chart and table title.',
  },
  columnType: /*i18n*/ {
    id: 'benchmark.columnType',
    message: 'Type',
    comment: 'Benchmark analysis summary: column of the kind of post.',
  },
  typeText: /*i18n*/ {
    id: 'benchmark.typeText',
    message: 'Text',
    comment: 'Kind of public post.',
  },
  typePhoto: /*i18n*/ {
    id: 'benchmark.typePhoto',
    message: 'Photo',
    comment: 'Kind of public post.',
  },
  typeVideo: /*i18n*/ {
    id: 'benchmark.typeVideo',
    message: 'Video',
    comment: 'Kind of public post.',
  },
  typeLink: /*i18n*/ {
    id: 'benchmark.typeLink',
    message: 'Link',
    comment: 'Kind of public post.',
  },
  typeReel: /*i18n*/ {
    id: 'benchmark.typeReel',
    message: 'Reel',
    comment: 'Kind of public post.',
  },
  typeShort: /*i18n*/ {
    id: 'benchmark.typeShort',
    message: 'Short',
    comment: 'Kind of public post (a YouTube short).',
  },
  activityCaption: /*i18n*/ {
    id: 'benchmark.activityCaption',
    message: 'Posts of {brand} by weekday and hour (UTC)',
    comment: 'Publishing activity: caption of the weekday × hour table.',
  },
  activityBrand: /*i18n*/ {
    id: 'benchmark.activityBrand',
    message: 'Brand shown',
    comment: 'Publishing activity: select of the brand whose posts the grid shows.',
  },
  activityCell: /*i18n*/ {
    id: 'benchmark.activityCell',
    message: '{weekday} {hour}: {count, plural, one {# post} other {# posts}}',
    comment: 'Publishing activity: what a cell of the grid says.',
  },
  columnWeekday: /*i18n*/ {
    id: 'benchmark.columnWeekday',
    message: 'Weekday',
    comment: 'Publishing activity: the column of weekdays.',
  },
  positive: /*i18n*/ {
    id: 'benchmark.positive',
    message: 'Positive',
    comment: 'Sentiment of posts.',
  },
  neutral: /*i18n*/ {
    id: 'benchmark.neutral',
    message: 'Neutral',
    comment: 'Sentiment of posts.',
  },
  negative: /*i18n*/ {
    id: 'benchmark.negative',
    message: 'Negative',
    comment: 'Sentiment of posts.',
  },
  sentimentTitle: /*i18n*/ {
    id: 'benchmark.sentimentTitle',
    message: 'Sentiment of Facebook posts',
    comment: 'Sentiment card: chart and table title.',
  },
  sortBy: /*i18n*/ {
    id: 'benchmark.sortBy',
    message: 'Sort by',
    comment: 'Content feed: label of the order select.',
  },
  sortNewest: /*i18n*/ {
    id: 'benchmark.sortNewest',
    message: 'Newest first',
    comment: 'Content feed order.',
  },
  sortEngagement: /*i18n*/ {
    id: 'benchmark.sortEngagement',
    message: 'Most engagement',
    comment: 'Content feed order.',
  },
  sortReactions: /*i18n*/ {
    id: 'benchmark.sortReactions',
    message: 'Most reactions',
    comment: 'Content feed order.',
  },
  sortComments: /*i18n*/ {
    id: 'benchmark.sortComments',
    message: 'Most comments',
    comment: 'Content feed order.',
  },
  sortShares: /*i18n*/ {
    id: 'benchmark.sortShares',
    message: 'Most shares',
    comment: 'Content feed order.',
  },
  loadMore: /*i18n*/ {
    id: 'benchmark.loadMore',
    message: 'Load more',
    comment: 'Content feed: loads the next posts.',
  },
  openPost: /*i18n*/ {
    id: 'benchmark.openPost',
    message: 'Open the post on {network}',
    comment: 'Content feed: link to the post on its network (new tab).',
  },
  feedEmpty: /*i18n*/ {
    id: 'benchmark.feedEmpty',
    message: 'No posts on these days.',
    comment: 'Content feed: no posts for the chosen brands, networks and days.',
  },
  postsShown: /*i18n*/ {
    id: 'benchmark.postsShown',
    message: '{count, plural, one {# post shown} other {# posts shown}}',
    comment: 'Content feed: how many posts are listed.',
  },
  reachUnavailable: /*i18n*/ {
    id: 'benchmark.reachUnavailable',
    message:
      'YouTube publishes neither reach nor impressions: choose networks without YouTube to see them.',
    comment:
      'Benchmark: shown when the fragment asks for reach or impressions but YouTube is chosen.',
  },
} as const;
