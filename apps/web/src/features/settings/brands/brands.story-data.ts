import type { Brand, HandleInfo, Network, PublicChannel } from '@smm/model';

const ORG = 'org-demo-coffee';

/** Brands as the demo organisation has them: its own, two competitors, a new one. */
export const storyBrands: readonly Brand[] = [
  {
    id: 'brand-bean',
    name: 'Bean Brothers',
    organisationId: ORG,
    ownBrand: false,
    details: 'The chain across the street.',
    teamList: [],
    createdAt: '2026-08-20T09:15:00Z',
    onboardingStatus: 'ready',
    channelSlotsUsed: 4,
    publicChannelIdNetworkList: [
      {
        network: 'facebook',
        publicChannelId: 'facebook-public-beanbrothers',
        handleName: 'beanbrothers',
      },
      {
        network: 'instagram',
        publicChannelId: 'instagram-public-beanbrothers',
        handleName: 'beanbrothers',
      },
      {
        network: 'youtube',
        publicChannelId: 'youtube-public-beanbrothers',
        handleName: 'beanbrothers',
      },
      { network: 'twitter', publicChannelId: 'twitter-public-beanbros', handleName: 'beanbros' },
    ],
  },
  {
    id: 'brand-demo',
    name: 'Demo Coffee',
    organisationId: ORG,
    ownBrand: true,
    teamList: [],
    createdAt: '2026-08-20T09:10:00Z',
    onboardingStatus: 'ready',
    publicChannelIdNetworkList: [
      {
        network: 'facebook',
        publicChannelId: 'facebook-public-democoffee',
        handleName: 'democoffee',
      },
      {
        network: 'instagram',
        publicChannelId: 'instagram-public-democoffee',
        handleName: 'democoffee',
      },
    ],
  },
  {
    id: 'brand-leaf',
    name: 'Leaf & Co — speciality teas, cold brews and the longest brand name of the demo',
    organisationId: ORG,
    ownBrand: false,
    teamList: ['care'],
    createdAt: '2026-08-21T14:00:00Z',
    onboardingStatus: 'onboarding',
    publicChannelIdNetworkList: [
      {
        network: 'facebook',
        publicChannelId: 'facebook-public-leafandco',
        handleName: 'leafandco',
      },
      { network: 'tiktok', publicChannelId: 'tiktok-public-leafandco', handleName: 'leafandco' },
    ],
  },
  {
    id: 'brand-new',
    name: 'Morning Rivals',
    organisationId: ORG,
    ownBrand: false,
    teamList: [],
    createdAt: '2026-11-26T10:00:00Z',
    onboardingStatus: 'notStarted',
    publicChannelIdNetworkList: [],
  },
];

/** What a handle search for "morningmug" finds. */
export const storyHandles: readonly HandleInfo[] = [
  {
    handle: 'morningmug',
    network: 'facebook',
    name: 'Morning Mug',
    publicChannelId: 'facebook-public-morningmug',
    followerCount: 61_234,
  },
  {
    handle: 'morningmug',
    network: 'instagram',
    name: 'Morning Mug',
    publicChannelId: 'instagram-public-morningmug',
    followerCount: 48_900,
  },
  {
    handle: 'morningmug',
    network: 'tiktok',
    name: 'Morning Mug',
    publicChannelId: 'tiktok-public-morningmug',
    followerCount: 30_015,
  },
  {
    handle: 'morningmug',
    network: 'threads',
    name: 'Morning Mug',
    publicChannelId: 'threads-public-morningmug',
    followerCount: 9_870,
  },
];

const channel = (
  id: string,
  network: Network,
  handle: string,
  name: string,
  followerCount: number,
  brandIds: string[],
  historySince: string | null,
): PublicChannel => ({
  id,
  network,
  handle,
  name,
  url: `https://example.com/${network}/${handle}`,
  thumbnailUrl: null,
  followerCount,
  hasReach: network !== 'youtube',
  historySince,
  brandIds,
});

/** The public channels the demo organisation follows. */
export const storyPublicChannels: readonly PublicChannel[] = [
  channel(
    'facebook-public-beanbrothers',
    'facebook',
    'beanbrothers',
    'Bean Brothers',
    182_340,
    ['brand-bean'],
    '2026-08-28',
  ),
  channel(
    'instagram-public-beanbrothers',
    'instagram',
    'beanbrothers',
    'Bean Brothers',
    150_112,
    ['brand-bean'],
    '2026-08-28',
  ),
  channel(
    'youtube-public-beanbrothers',
    'youtube',
    'beanbrothers',
    'Bean Brothers',
    21_004,
    ['brand-bean'],
    '2026-08-28',
  ),
  channel(
    'facebook-public-democoffee',
    'facebook',
    'democoffee',
    'Demo Coffee',
    42_980,
    ['brand-demo', 'brand-leaf'],
    '2026-08-28',
  ),
  channel(
    'tiktok-public-leafandco',
    'tiktok',
    'leafandco',
    'Leaf & Co',
    40_870,
    ['brand-leaf', 'brand-hidden'],
    null,
  ),
];

/** The story brands by id, as the public channel list names them. */
export const storyBrandNames = new Map(storyBrands.map((brand) => [brand.id, brand]));

/** A search that answers the story handles whose handle or name contains the keyword. */
export const storySearch = (keyword: string, networks: readonly string[]) =>
  Promise.resolve(
    storyHandles.filter(
      (info) =>
        info.handle.includes(keyword.toLowerCase()) &&
        (networks.length === 0 || networks.includes(info.network)),
    ),
  );

/** The teams a brand may be shown to. */
export const storyTeams = [
  { id: 'leads', name: 'Care Leads' },
  { id: 'care', name: 'Customer Care' },
  { id: 'marketing', name: 'Social Marketing' },
];
