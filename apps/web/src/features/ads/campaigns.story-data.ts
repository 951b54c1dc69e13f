import type { AdCampaign, AdCampaignPage, BoostOptions } from '@smm/model';

const ACCOUNT = '5b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d41';

const campaign = (over: Partial<AdCampaign> & Pick<AdCampaign, 'id' | 'name'>): AdCampaign => ({
  adAccountId: ACCOUNT,
  objective: 'traffic',
  status: 'active',
  origin: 'network',
  currency: 'EUR',
  budget: 1_500,
  spend: 612.4,
  results: 1_480,
  resultType: 'linkClicks',
  impressions: 98_000,
  reach: 61_000,
  costPerResult: 0.41,
  startsAt: '2026-11-03T09:00:00.000Z',
  endsAt: '2026-12-03T09:00:00.000Z',
  postId: null,
  ...over,
});

/** An account's campaigns as the table shows them: every status, a boost, a long name. */
export const storyCampaigns: AdCampaign[] = [
  campaign({
    id: 'facebook-boost-1',
    name: 'Boost: Our winter blend is back — come by for a taste this weekend',
    origin: 'boost',
    objective: 'engagement',
    resultType: 'postEngagements',
    budget: 75,
    spend: 21.5,
    results: 640,
    costPerResult: 0.03,
    startsAt: '2026-11-25T10:00:00.000Z',
    endsAt: '2026-11-28T10:00:00.000Z',
    postId: '0e6c55b4-6d38-4bbf-8a38-bb0e7a8f2e10',
  }),
  campaign({ id: 'facebook-cmp-1', name: 'Winter blend launch' }),
  campaign({
    id: 'facebook-cmp-2',
    name: 'Coffee subscription sale',
    status: 'paused',
    objective: 'sales',
    resultType: 'purchases',
    spend: 2_194.48,
    budget: 9_825.6,
    results: 220,
    costPerResult: 9.97,
    endsAt: null,
  }),
  campaign({
    id: 'facebook-cmp-3',
    name: 'Brand awareness Q4',
    status: 'completed',
    objective: 'awareness',
    resultType: 'reach',
    spend: 3_980.1,
    budget: 4_000,
    results: 412_300,
    costPerResult: 0.01,
    startsAt: '2026-09-01T08:00:00.000Z',
    endsAt: '2026-10-01T08:00:00.000Z',
  }),
];

/** One page holding them, with their totals. */
export const storyCampaignPage: AdCampaignPage = {
  adAccountId: ACCOUNT,
  currency: 'EUR',
  items: storyCampaigns,
  total: storyCampaigns.length,
  page: 1,
  pageSize: 25,
  totals: {
    spend: storyCampaigns.reduce((sum, c) => sum + c.spend, 0),
    results: storyCampaigns.reduce((sum, c) => sum + c.results, 0),
    impressions: storyCampaigns.reduce((sum, c) => sum + c.impressions, 0),
    reach: storyCampaigns.reduce((sum, c) => sum + c.reach, 0),
  },
};

/** A published post's boost options: two channels, one with two linked accounts. */
export const storyBoostOptions: BoostOptions = {
  postId: '0e6c55b4-6d38-4bbf-8a38-bb0e7a8f2e10',
  targets: [
    {
      channelId: 'facebook-demo',
      channelName: 'Demo Coffee',
      network: 'facebook',
      permalink: null,
      accounts: [
        { id: ACCOUNT, name: 'Demo Coffee — EU', currency: 'EUR', socialNetwork: 'facebook' },
        {
          id: '5b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d42',
          name: 'Demo Coffee — US',
          currency: 'USD',
          socialNetwork: 'facebook',
        },
      ],
    },
    {
      channelId: 'instagram-demo',
      channelName: 'democoffee',
      network: 'instagram',
      permalink: null,
      accounts: [
        { id: ACCOUNT, name: 'Demo Coffee — EU', currency: 'EUR', socialNetwork: 'facebook' },
      ],
    },
  ],
  boosts: [],
};
