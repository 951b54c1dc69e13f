import { benchmarkMenu, type BenchmarkMenuContext } from '@smm/access';
import { daysBetween } from '@smm/benchmark';
import type {
  Brand,
  BrandInsights,
  BrandInsightsSeries,
  ContentAnalysis,
  ContentAnalysisSeries,
  ContentFeedPage,
  Day,
  MetricEntry,
  Network,
  PublicPost,
  Team,
  User,
} from '@smm/model';

/** The days of the stories: 30 days ending 25 November 2026. */
export const STORY_NOW = new Date('2026-11-26T10:00:00Z');
export const STORY_SINCE = '2026-10-27' as Day;
export const STORY_UNTIL = '2026-11-25' as Day;
const DAYS = daysBetween(STORY_SINCE, STORY_UNTIL);

const channel = (network: Network, handle: string) => ({
  network,
  publicChannelId: `${network}-${handle}`,
  handleName: handle,
});

/** Three brands: the organisation's own and two competitors. */
export const STORY_BRANDS: readonly Brand[] = [
  {
    id: '7f9c1c52-6c1e-4a53-9d7e-0f0f5a1b2c01',
    name: 'Demo Coffee',
    organisationId: 'org-demo',
    ownBrand: true,
    publicChannelIdNetworkList: [
      channel('facebook', 'democoffee'),
      channel('instagram', 'democoffee'),
    ],
  },
  {
    id: '7f9c1c52-6c1e-4a53-9d7e-0f0f5a1b2c02',
    name: 'Bean Brothers',
    organisationId: 'org-demo',
    ownBrand: false,
    publicChannelIdNetworkList: [
      channel('facebook', 'beanbrothers'),
      channel('instagram', 'beanbrothers'),
      channel('youtube', 'beanbrothers'),
      channel('twitter', 'beanbrothers'),
    ],
  },
  {
    id: '7f9c1c52-6c1e-4a53-9d7e-0f0f5a1b2c03',
    name: 'Leaf & Co',
    organisationId: 'org-demo',
    ownBrand: false,
    publicChannelIdNetworkList: [
      channel('facebook', 'leafandco'),
      channel('instagram', 'leafandco'),
      channel('youtube', 'leafandco'),
      channel('twitter', 'leafandco'),
    ],
  },
];

/** A number that varies with a seed and the day, always the same. */
const wave = (seed: number, i: number, base: number, spread: number) =>
  Math.round(base + spread * Math.sin((i + seed) / 3) + (spread / 2) * Math.cos(i * seed));

function seriesOf(brand: Brand, seed: number): BrandInsightsSeries {
  const days = DAYS.map((day, i) => {
    const reactions = wave(seed, i, 400 * seed, 120);
    const comments = wave(seed + 1, i, 60 * seed, 20);
    const shares = wave(seed + 2, i, 30 * seed, 10);
    return {
      day,
      fans: 20000 * seed + i * 35 * seed,
      posts: Math.max(0, wave(seed, i, 3, 2)),
      reactions,
      comments,
      shares,
      views: wave(seed, i, 5000, 900),
      reach: wave(seed, i, 9000 * seed, 1500),
      impressions: wave(seed, i, 15000 * seed, 2500),
      engagement: reactions + comments + shares,
    };
  });
  const sum = (
    key:
      | 'posts'
      | 'reactions'
      | 'comments'
      | 'shares'
      | 'views'
      | 'reach'
      | 'impressions'
      | 'engagement',
  ) => days.reduce((total, d) => total + (d[key] ?? 0), 0);
  const fans = days[days.length - 1]?.fans ?? 0;
  const totals = {
    fans,
    posts: sum('posts'),
    reactions: sum('reactions'),
    comments: sum('comments'),
    shares: sum('shares'),
    views: sum('views'),
    reach: sum('reach'),
    impressions: sum('impressions'),
    engagement: sum('engagement'),
    fansGrowth: 35 * seed * DAYS.length,
    engagementRate: sum('engagement') / Math.max(1, sum('posts')) / (fans / 1000),
  };
  return {
    brandId: brand.id,
    name: brand.name,
    ownBrand: brand.ownBrand,
    totals,
    byNetwork: [],
    days,
  };
}

/** Brand insights of the three brands over the story's days. */
export const STORY_INSIGHTS: BrandInsights = {
  since: STORY_SINCE,
  until: STORY_UNTIL,
  networks: ['facebook', 'instagram', 'twitter'],
  hasReach: true,
  brands: STORY_BRANDS.map((brand, i) => seriesOf(brand, i + 1)),
};

function contentOf(brand: Brand, seed: number): ContentAnalysisSeries {
  const insights = seriesOf(brand, seed);
  return {
    brandId: brand.id,
    name: brand.name,
    ownBrand: brand.ownBrand,
    posts: insights.totals.posts,
    engagement: insights.totals.engagement,
    engagementPerPost: insights.totals.engagement / Math.max(1, insights.totals.posts),
    byType: [
      { type: 'photo', posts: 20 + seed * 4, engagement: 9000 },
      { type: 'video', posts: 8 + seed, engagement: 7000 },
      { type: 'link', posts: 5, engagement: 900 },
      { type: 'reel', posts: 3 * seed, engagement: 4000 },
    ],
    activity: Array.from({ length: 7 * 24 }, (_, i) => ({
      weekday: Math.floor(i / 24) + 1,
      hour: i % 24,
      posts: i % 24 >= 8 && i % 24 <= 19 ? Math.max(0, wave(seed, i, 2, 2)) : 0,
    })),
    days: insights.days.map((d) => ({
      day: d.day,
      posts: d.posts,
      reach: d.reach,
      impressions: d.impressions,
      engagement: d.engagement,
    })),
    sentiment: { positive: 40 + seed * 5, neutral: 25, negative: 8 + seed },
  };
}

/** Content analysis of the three brands. */
export const STORY_CONTENT: ContentAnalysis = {
  since: STORY_SINCE,
  until: STORY_UNTIL,
  networks: ['facebook', 'instagram', 'twitter'],
  hasReach: true,
  brands: STORY_BRANDS.map((brand, i) => contentOf(brand, i + 1)),
};

const TEXTS = [
  'Autumn blend is back: cinnamon, clove and a hint of orange. Which one is your favourite?',
  'Behind the scenes at our roastery this morning.',
  'Five ways to brew the perfect cup at home — a thread.',
  'New store opening on Friday! Come by for a free flat white.',
];

/** Posts of the content feed. */
export const STORY_POSTS: readonly PublicPost[] = Array.from({ length: 6 }, (_, i) => {
  const brand = STORY_BRANDS[i % 3] as Brand;
  const network: Network = (['facebook', 'instagram', 'twitter'] as const)[i % 3] ?? 'facebook';
  const reactions = 120 + i * 37;
  return {
    id: `post-${i}`,
    publicChannelId: `${network}-${brand.name}`,
    network,
    handle: brand.name.toLowerCase(),
    brandId: brand.id,
    brandName: brand.name,
    publishedAt: `2026-11-${String(25 - i).padStart(2, '0')}T${String(9 + i).padStart(2, '0')}:30:00.000Z`,
    type: (['photo', 'video', 'link', 'reel'] as const)[i % 4] ?? 'photo',
    text: TEXTS[i % TEXTS.length] ?? '',
    permalink: `/sandbox/posts/post-${i}`,
    thumbnailUrl: null,
    reactions,
    comments: 14 + i,
    shares: 6 + i,
    views: 2000 + i * 100,
    reach: 5000,
    impressions: 8000,
    engagement: reactions + 20 + 2 * i,
    sentiment: network === 'facebook' ? 'positive' : null,
  };
});

/** One page of the feed, with more after it. */
export const STORY_FEED: readonly ContentFeedPage[] = [{ items: [...STORY_POSTS], next: 'page-2' }];

/** A metric entry holding `data`. */
export const received = (data: unknown, serviceId = 'story'): MetricEntry => ({
  id: serviceId,
  serviceId,
  fetching: false,
  failed: false,
  data,
});
export const FETCHING: MetricEntry = {
  id: 'story',
  serviceId: 'story',
  fetching: true,
  failed: false,
};
export const FAILED: MetricEntry = {
  id: 'story',
  serviceId: 'story',
  fetching: false,
  failed: true,
};

/** People of the stories. */
export const STORY_ADMIN = { id: 'u-admin', isAdmin: true } as const;
export const STORY_EDITOR = { id: 'u-editor', isAdmin: false } as const;

/** Teams of the stories. */
export const STORY_TEAMS = [
  { id: 'team-care', name: 'Customer Care', userIds: ['u-editor'] },
  { id: 'team-social', name: 'Social Marketing', userIds: ['u-editor'] },
] as const;

/** A benchmark menu as the rules make it. */
export const storyMenu = (context: Partial<BenchmarkMenuContext>) =>
  benchmarkMenu({
    selectedNetworks: ['facebook', 'instagram', 'twitter'],
    user: STORY_ADMIN,
    teams: [],
    flags: {},
    url: '/#/benchmark/brand-insights#overview',
    ...context,
  });

/** A user and teams for the screen's story. */
export const STORY_ME = {
  id: 'u-admin',
  orgId: 'org-demo',
  isAdmin: true,
  email: 'admin@demo.test',
} as unknown as User;
export const STORY_SCREEN_TEAMS: readonly Team[] = [];
