import { createHash } from 'node:crypto';
import type { PublicDayMetrics, PublicPostMetrics, PublicPostType } from './gateway.js';
import type { SandboxPublicChannel } from './sandbox.public-catalogue.js';

/** The first day the sandbox networks have public history of (older days answer nothing). */
export const HISTORY_START = '2024-01-01';

const DAY_MS = 86_400_000;
const REFERENCE = Date.parse('2026-01-01T00:00:00Z');

/**
 * A seeded pseudo-random generator (mulberry32) whose seed is the hash of a text: the same text
 * gives the same numbers on every machine and in every version of Node.
 */
export function seededRandom(text: string): () => number {
  let state = createHash('sha256').update(text).digest().readUInt32BE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const TYPES: Record<string, readonly [PublicPostType, number][]> = {
  facebook: [
    ['photo', 0.45],
    ['link', 0.2],
    ['video', 0.2],
    ['text', 0.15],
  ],
  instagram: [
    ['photo', 0.5],
    ['reel', 0.35],
    ['video', 0.15],
  ],
  twitter: [
    ['text', 0.5],
    ['photo', 0.3],
    ['link', 0.2],
  ],
  youtube: [
    ['video', 0.6],
    ['short', 0.4],
  ],
  linkedIn: [
    ['text', 0.4],
    ['link', 0.35],
    ['photo', 0.25],
  ],
  tiktok: [['video', 1]],
  threads: [
    ['text', 0.7],
    ['photo', 0.3],
  ],
};

const TEXTS = [
  'New on the menu this week: {thing}. Which one are you trying first?',
  'Behind the counter: how we make our {thing}.',
  'Rainy day? {thing} and a good book.',
  'Meet the team that roasts your {thing} every morning.',
  'Weekend offer: two {thing} for the price of one until Sunday.',
  'Tell us: {thing} or something new?',
  'Our {thing}, now in every shop.',
  'From the farm to your cup: the story of our {thing}.',
  'Thank you for 10 years of {thing} together!',
  'Quick recipe: {thing} at home in five minutes.',
];
const THINGS = [
  'flat white',
  'cold brew',
  'chai latte',
  'single-origin espresso',
  'matcha',
  'oat cappuccino',
  'green tea',
  'pumpkin spice latte',
  'cinnamon bun',
  'decaf blend',
];

const pick = <T>(random: () => number, weighted: readonly [T, number][]): T => {
  let r = random();
  for (const [value, weight] of weighted) {
    r -= weight;
    if (r < 0) return value;
  }
  return weighted[weighted.length - 1]![0];
};

/** The day a `YYYY-MM-DD` is, counted from 2026-01-01. */
const dayIndex = (day: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - REFERENCE) / DAY_MS);

/** The channel's followers at the end of a day: a steady trend with a little noise. */
export function fansOn(channel: SandboxPublicChannel, day: string): number {
  const random = seededRandom(`${channel.id}:${day}:fans`);
  const trend = channel.baseFans * (1 + (channel.growth * dayIndex(day)) / 365);
  return Math.max(0, Math.round(trend + channel.baseFans * 0.002 * (random() - 0.5)));
}

/**
 * The posts a public channel published on a day (UTC), with their metrics as they are now. A few
 * are outliers: about one in thirty gets 6–12 times the channel's usual engagement, about one in
 * fifty a twentieth of it.
 */
export function postsOn(channel: SandboxPublicChannel, day: string): PublicPostMetrics[] {
  const random = seededRandom(`${channel.id}:${day}:posts`);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const cadence = channel.cadence * (weekday === 0 || weekday === 6 ? 0.6 : 1.15);
  const count = Math.floor(cadence) + (random() < cadence % 1 ? 1 : 0);
  const fans = fansOn(channel, day);
  const favourite = [7 + Math.floor(random() * 3), 12 + Math.floor(random() * 7)];
  const posts: PublicPostMetrics[] = [];
  for (let n = 0; n < count; n++) {
    const r = random();
    const hour = r < 0.4 ? favourite[0]! : r < 0.8 ? favourite[1]! : 8 + Math.floor(random() * 14);
    const minute = Math.floor(random() * 60);
    const type = pick<PublicPostType>(random, TYPES[channel.network] ?? [['text', 1]]);
    const outlier = random();
    const factor =
      outlier < 0.033 ? 6 + 6 * random() : outlier < 0.053 ? 0.05 : 0.6 + 0.8 * random();
    const engagement = Math.round((fans / 1000) * channel.engagementRate * factor);
    const comments = Math.round(engagement * (0.08 + 0.1 * random()));
    const shares = Math.round(engagement * (0.04 + 0.08 * random()));
    const reactions = Math.max(0, engagement - comments - shares);
    const reach = Math.round(fans * (0.08 + 0.22 * random()) * Math.sqrt(factor));
    const impressions = Math.round(reach * (1.1 + 0.8 * random()));
    const moving = type === 'video' || type === 'reel' || type === 'short';
    const views = moving ? Math.round(reach * (0.6 + random())) : 0;
    const sentiment =
      channel.network === 'facebook'
        ? pick(random, [
            ['positive', 0.55],
            ['neutral', 0.3],
            ['negative', 0.15],
          ] as const)
        : null;
    const text = TEXTS[Math.floor(random() * TEXTS.length)]!.replace(
      '{thing}',
      THINGS[Math.floor(random() * THINGS.length)]!,
    );
    const id = `${channel.id}-${day.replaceAll('-', '')}-${n + 1}`;
    posts.push({
      id,
      publicChannelId: channel.id,
      publishedAt: new Date(
        `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`,
      ),
      type,
      text: `${channel.brand}: ${text}`,
      permalink: `/sandbox/public/posts/${id}`,
      thumbnailUrl: type === 'text' ? null : `/sandbox/public/posts/${id}/picture.svg`,
      reactions,
      comments,
      shares,
      views,
      reach: channel.hasReach ? reach : null,
      impressions: channel.hasReach ? impressions : null,
      sentiment,
    });
  }
  return posts;
}

/**
 * A day of a public channel's public metrics: its posts' interactions summed, the followers at
 * the day's end, and — where the network has them — reach and impressions of its posts plus its
 * page's own.
 */
export function dayOf(channel: SandboxPublicChannel, day: string): PublicDayMetrics {
  const posts = postsOn(channel, day);
  const fans = fansOn(channel, day);
  const random = seededRandom(`${channel.id}:${day}:page`);
  const sum = (key: 'reactions' | 'comments' | 'shares' | 'views' | 'reach' | 'impressions') =>
    posts.reduce((total, post) => total + (post[key] ?? 0), 0);
  const organic = Math.round(fans * (0.01 + 0.02 * random()));
  return {
    day,
    fans,
    posts: posts.length,
    reactions: sum('reactions'),
    comments: sum('comments'),
    shares: sum('shares'),
    views: sum('views'),
    reach: channel.hasReach ? sum('reach') + organic : null,
    impressions: channel.hasReach ? sum('impressions') + Math.round(organic * 1.3) : null,
  };
}

/** The days from `since` to `until` (both included), `YYYY-MM-DD`. */
export function daysFrom(since: string, until: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${since}T00:00:00Z`); t <= Date.parse(`${until}T00:00:00Z`); t += DAY_MS)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}
