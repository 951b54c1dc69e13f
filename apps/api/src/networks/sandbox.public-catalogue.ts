import { createHash } from 'node:crypto';

/** The networks whose public channels the sandbox shows (benchmark, decision 0076). */
export const PUBLIC_NETWORKS = [
  'facebook',
  'instagram',
  'twitter',
  'youtube',
  'linkedIn',
  'tiktok',
  'threads',
] as const;
export type PublicNetwork = (typeof PUBLIC_NETWORKS)[number];

/** A brand of the sandbox world with its public channels' handles, by network. */
interface SandboxBrand {
  readonly name: string;
  readonly handles: Partial<Record<PublicNetwork, string>>;
  /** Followers of its largest channel, roughly (the others are a share of it). */
  readonly size: number;
}

const everywhere = (handle: string): Record<PublicNetwork, string> => ({
  facebook: handle,
  instagram: handle,
  twitter: handle,
  youtube: handle,
  linkedIn: handle,
  tiktok: handle,
  threads: handle,
});

/**
 * Other brands' public channels on the sandbox networks: coffee chains, tea shops and cafés, a
 * world the demo's Demo Coffee competes in. Handles are lower case, as the networks show them.
 */
const BRANDS: readonly SandboxBrand[] = [
  {
    name: 'Demo Coffee',
    handles: { facebook: 'democoffee', instagram: 'democoffee' },
    size: 42_000,
  },
  {
    name: 'Bean Brothers',
    handles: { ...everywhere('beanbrothers'), twitter: 'beanbros' },
    size: 180_000,
  },
  {
    name: 'Leaf & Co',
    handles: {
      facebook: 'leafandco',
      instagram: 'leafandco',
      twitter: 'leaf_and_co',
      youtube: 'leafandcotea',
      tiktok: 'leafandco',
      threads: 'leafandco',
    },
    size: 95_000,
  },
  { name: 'Brewhaus', handles: everywhere('brewhaus'), size: 260_000 },
  {
    name: 'Morning Mug',
    handles: {
      facebook: 'morningmug',
      instagram: 'morningmug',
      twitter: 'morningmug',
      tiktok: 'morningmug',
      threads: 'morningmug',
    },
    size: 64_000,
  },
  {
    name: 'Teatime',
    handles: {
      facebook: 'teatime',
      instagram: 'teatime',
      youtube: 'teatime',
      linkedIn: 'teatime',
      twitter: 'teatime',
    },
    size: 120_000,
  },
  {
    name: 'Teatime Garden',
    handles: { instagram: 'teatimegarden', facebook: 'teatimegarden' },
    size: 8_500,
  },
  { name: 'Daily Grind', handles: everywhere('dailygrind'), size: 75_000 },
  { name: 'Cup & Saucer', handles: everywhere('cupandsaucer'), size: 33_000 },
  { name: 'Kettle Club', handles: everywhere('kettleclub'), size: 21_000 },
  { name: 'Crema Lab', handles: everywhere('cremalab'), size: 140_000 },
  { name: 'Chai House', handles: everywhere('chaihouse'), size: 52_000 },
  { name: 'Roast Republic', handles: everywhere('roastrepublic'), size: 310_000 },
  { name: 'Drip Society', handles: everywhere('dripsociety'), size: 18_000 },
];

/** How a network names a channel's page, for its public address. */
const ADDRESS: Record<PublicNetwork, (handle: string) => string> = {
  facebook: (h) => `https://facebook.com/${h}`,
  instagram: (h) => `https://instagram.com/${h}`,
  twitter: (h) => `https://x.com/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
  linkedIn: (h) => `https://linkedin.com/company/${h}`,
  tiktok: (h) => `https://tiktok.com/@${h}`,
  threads: (h) => `https://threads.net/@${h}`,
};

/** How large a network's audience of a brand is, against its largest channel. */
const AUDIENCE_SHARE: Record<PublicNetwork, number> = {
  facebook: 1,
  instagram: 0.8,
  twitter: 0.35,
  youtube: 0.12,
  linkedIn: 0.08,
  tiktok: 0.45,
  threads: 0.15,
};

/** A public channel of the sandbox world, as the network shows it to everyone. */
export interface SandboxPublicChannel {
  /** `{network}-public-{handle}`: a channel id of the product's form. */
  readonly id: string;
  readonly network: PublicNetwork;
  readonly handle: string;
  readonly name: string;
  readonly brand: string;
  /** Its page on the network. */
  readonly url: string;
  /** Its picture, a path on this server. */
  readonly thumbnailPath: string;
  /** Followers on the reference day (2026-01-01); they grow or shrink a little every day. */
  readonly baseFans: number;
  /** Growth of its followers per year, a share (−0.05 … 0.35). */
  readonly growth: number;
  /** Posts a day, on average. */
  readonly cadence: number;
  /** Engagement per post per thousand fans, on average. */
  readonly engagementRate: number;
  /** The network publishes reach and impressions (not YouTube). */
  readonly hasReach: boolean;
}

/** A number in [0, 1) from a text, the same on every machine. */
export function unitOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;
}

/** The public id of a network's channel with this handle. */
export const publicChannelId = (network: PublicNetwork, handle: string) =>
  `${network}-public-${handle}`;

function channelOf(brand: SandboxBrand, network: PublicNetwork, handle: string) {
  const id = publicChannelId(network, handle);
  const u = (what: string) => unitOf(`${id}:${what}`);
  const baseFans = Math.round(brand.size * AUDIENCE_SHARE[network] * (0.7 + 0.6 * u('fans')));
  return {
    id,
    network,
    handle,
    name: brand.name,
    brand: brand.name,
    url: ADDRESS[network](handle),
    thumbnailPath: `/sandbox/public/avatars/${id}.svg`,
    baseFans,
    growth: -0.05 + 0.4 * u('growth'),
    cadence: network === 'youtube' ? 0.3 + 0.4 * u('cadence') : 0.6 + 1.6 * u('cadence'),
    engagementRate: 4 + 26 * u('engagement'),
    hasReach: network !== 'youtube',
  } satisfies SandboxPublicChannel;
}

/** Every public channel of the sandbox networks, by id. */
export const PUBLIC_CHANNELS: ReadonlyMap<string, SandboxPublicChannel> = new Map(
  BRANDS.flatMap((brand) =>
    PUBLIC_NETWORKS.flatMap((network) => {
      const handle = brand.handles[network];
      return handle === undefined ? [] : [channelOf(brand, network, handle)];
    }),
  ).map((channel) => [channel.id, channel]),
);

/**
 * The public channels whose handle or name contains the keyword (case and spaces ignored), on
 * the given networks (all when none), best matches first: handles that start with it, then by
 * followers; at most `limit`.
 */
export function searchPublicChannels(
  keyword: string,
  networks: readonly string[],
  limit: number,
): SandboxPublicChannel[] {
  const plain = (s: string) => s.toLowerCase().replace(/[\s@_.&-]+/g, '');
  const wanted = plain(keyword);
  if (wanted === '') return [];
  const found = [...PUBLIC_CHANNELS.values()].filter(
    (c) =>
      (networks.length === 0 || networks.includes(c.network)) &&
      (plain(c.handle).includes(wanted) || plain(c.name).includes(wanted)),
  );
  const starts = (c: SandboxPublicChannel) => (plain(c.handle).startsWith(wanted) ? 0 : 1);
  return found
    .sort((a, b) => starts(a) - starts(b) || b.baseFans - a.baseFans || a.id.localeCompare(b.id))
    .slice(0, limit);
}
