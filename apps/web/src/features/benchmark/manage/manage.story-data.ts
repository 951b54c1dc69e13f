import type { BenchmarkReport, Brand, Outlier, SavedQuery } from '@smm/model';

/** Data of the manage section's stories. */
export const STORY_ZONE = 'Europe/London';

const org = '7c1e4a52-6f43-4a8e-9a43-0c2b8f1f7d10';
const author = { id: '2b0c7a43-5a1e-4c31-9e7a-1f2d3c4b5a60', name: 'Ada Admin' };

export const storyBrands: Brand[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Demo Coffee',
    organisationId: org,
    ownBrand: true,
    publicChannelIdNetworkList: [
      { network: 'facebook', publicChannelId: 'facebook-democoffee', handleName: 'democoffee' },
      { network: 'instagram', publicChannelId: 'instagram-democoffee', handleName: 'democoffee' },
    ],
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Bean Brothers',
    organisationId: org,
    ownBrand: false,
    publicChannelIdNetworkList: [
      { network: 'facebook', publicChannelId: 'facebook-beanbrothers', handleName: 'beanbrothers' },
      { network: 'youtube', publicChannelId: 'youtube-beanbrothers', handleName: 'beanbrothers' },
      { network: 'twitter', publicChannelId: 'twitter-beanbrothers', handleName: 'beanbrothers' },
    ],
  },
  {
    id: '33333333-3333-4333-8333-333333333333',
    name: 'Leaf & Co',
    organisationId: org,
    ownBrand: false,
    publicChannelIdNetworkList: [
      { network: 'instagram', publicChannelId: 'instagram-leafandco', handleName: 'leafandco' },
    ],
  },
];

const [demo, bean, leaf] = storyBrands.map((brand) => brand.id) as [string, string, string];

export const storyReports: BenchmarkReport[] = [
  {
    id: 'a1111111-1111-4111-8111-111111111111',
    name: 'Weekly competitors',
    brandIds: [demo, bean, leaf],
    networks: [],
    period: 'last7Days',
    frequency: 'weekly',
    weekday: 1,
    hour: 9,
    timeZone: 'Europe/London',
    recipients: ['ada@democoffee.example', 'marketing@democoffee.example'],
    active: true,
    createdBy: author,
    createdAt: '2026-11-02T10:00:00.000Z',
    nextRunAt: '2026-11-30T09:00:00.000Z',
    lastSentAt: '2026-11-23T09:00:12.000Z',
  },
  {
    id: 'a2222222-2222-4222-8222-222222222222',
    name: 'Monthly board pack with a rather long name that has to wrap',
    brandIds: [demo, bean],
    networks: ['facebook', 'instagram'],
    period: 'last30Days',
    frequency: 'monthly',
    dayOfMonth: 1,
    hour: 7,
    timeZone: 'America/New_York',
    recipients: ['board@democoffee.example'],
    active: false,
    createdBy: author,
    createdAt: '2026-10-01T10:00:00.000Z',
    nextRunAt: null,
    lastSentAt: null,
  },
  {
    id: 'a3333333-3333-4333-8333-333333333333',
    name: 'Daily pulse',
    brandIds: [demo],
    networks: ['facebook'],
    period: 'last7Days',
    frequency: 'daily',
    hour: 18,
    timeZone: 'Asia/Tokyo',
    recipients: ['ops@democoffee.example'],
    active: true,
    createdBy: author,
    createdAt: '2026-11-20T10:00:00.000Z',
    nextRunAt: '2026-11-26T09:00:00.000Z',
    lastSentAt: '2026-11-25T09:00:03.000Z',
  },
];

export const storyQueries: SavedQuery[] = [
  {
    id: 'b1111111-1111-4111-8111-111111111111',
    name: 'Coffee rivals',
    brandIds: [demo, bean],
    networks: ['facebook', 'instagram'],
    period: 'last30Days',
    createdBy: author,
    createdAt: '2026-11-10T10:00:00.000Z',
  },
  {
    id: 'b2222222-2222-4222-8222-222222222222',
    name: 'Everyone, every network',
    brandIds: [demo, bean, leaf],
    networks: [],
    period: 'last90Days',
    createdBy: { id: '9b0c7a43-5a1e-4c31-9e7a-1f2d3c4b5a61', name: 'Lee Lead' },
    createdAt: '2026-11-12T10:00:00.000Z',
  },
];

const post = (id: string, engagement: number, text: string) => ({
  id,
  publicChannelId: 'facebook-beanbrothers',
  network: 'facebook' as const,
  handle: 'beanbrothers',
  brandId: bean,
  brandName: 'Bean Brothers',
  publishedAt: '2026-11-21T15:30:00.000Z',
  type: 'photo' as const,
  text,
  permalink: 'https://example.com/posts/1',
  thumbnailUrl: null,
  reactions: engagement,
  comments: 0,
  shares: 0,
  views: 1200,
  reach: 5000,
  impressions: 8000,
  engagement,
  sentiment: null,
});

export const storyOutliers: Outlier[] = [
  {
    post: post(
      'p-viral',
      4210,
      'Free pumpkin spice refills all weekend — bring a friend and your own cup! We are celebrating ten years of roasting in the old mill with live music, tastings and a latte art contest open to everyone.',
    ),
    usual: 310,
    score: 18.4,
    direction: 'above',
  },
  {
    post: post('p-flop', 12, 'Our opening hours change next week.'),
    usual: 295,
    score: -3.6,
    direction: 'below',
  },
];
