import type { BrandDay, BrandTotals, Day, Network, PublicMetrics } from '@smm/model';

/** A day's public metrics as summed over some channels, before engagement is added. */
export type DayMetrics = Omit<PublicMetrics, 'engagement'>;

/** Engagement (decision 0076): reactions + comments + shares. */
export function engagementOf(metrics: {
  readonly reactions: number;
  readonly comments: number;
  readonly shares: number;
}): number {
  return metrics.reactions + metrics.comments + metrics.shares;
}

/**
 * Engagement per post per thousand fans (decision 0076); 0 without posts or fans.
 *
 * @example
 * engagementRate(600, 3, 20_000) // 10: 200 per post, 20 thousand fans
 */
export function engagementRate(engagement: number, posts: number, fans: number): number {
  if (posts <= 0 || fans <= 0) return 0;
  return engagement / posts / (fans / 1000);
}

/**
 * Whether reach and impressions are known for every network of a query: the networks publish
 * them, except YouTube (decision 0076). No network at all: nothing to know them of.
 *
 * @example
 * hasReach(['facebook', 'instagram']) // true
 * hasReach(['facebook', 'youtube'])   // false
 */
export function hasReach(networks: readonly Network[]): boolean {
  return networks.length > 0 && !networks.includes('youtube');
}

/** A sum of counts some of which may be unknown: the known ones summed; null when none is known. */
export function sumKnown(values: readonly (number | null)[]): number | null {
  let total: number | null = null;
  for (const value of values) if (value !== null) total = (total ?? 0) + value;
  return total;
}

/**
 * Days of several channels (or networks) added up into one series, by day in order: every count
 * summed — fans too, a brand's fans being its channels' fans summed (decision 0076) — and reach
 * and impressions of the channels that have them.
 *
 * @example
 * sumDays([{ day: '2026-11-01', fans: 10, posts: 1, …, reach: null }, { day: '2026-11-01', fans: 5, posts: 0, …, reach: 40 }])
 * // [{ day: '2026-11-01', fans: 15, posts: 1, …, reach: 40, engagement: … }]
 */
export function sumDays(rows: readonly (DayMetrics & { readonly day: Day })[]): BrandDay[] {
  const byDay = new Map<Day, (DayMetrics & { readonly day: Day })[]>();
  for (const row of rows) byDay.set(row.day, [...(byDay.get(row.day) ?? []), row]);
  return [...byDay.keys()].sort().map((day) => {
    const of = byDay.get(day) ?? [];
    const sum = (key: 'fans' | 'posts' | 'reactions' | 'comments' | 'shares' | 'views') =>
      of.reduce((total, row) => total + row[key], 0);
    const metrics = {
      fans: sum('fans'),
      posts: sum('posts'),
      reactions: sum('reactions'),
      comments: sum('comments'),
      shares: sum('shares'),
      views: sum('views'),
      reach: sumKnown(of.map((row) => row.reach)),
      impressions: sumKnown(of.map((row) => row.impressions)),
    };
    return { day, ...metrics, engagement: engagementOf(metrics) };
  });
}

/**
 * A brand's totals over a query's days (decision 0076): posts and interactions summed, fans on
 * the last day, their growth since the day before the first (`fansBefore`; without it, since the
 * first day), and the engagement rate at the last day's fans. Empty days: all zero.
 *
 * @example
 * brandTotals([{ day: '2026-11-01', fans: 1000, posts: 2, reactions: 30, comments: 8, shares: 2, … }], 990)
 * // { fans: 1000, fansGrowth: 10, engagement: 40, engagementRate: 20, … }
 */
export function brandTotals(days: readonly BrandDay[], fansBefore: number | null): BrandTotals {
  const sorted = [...days].sort((a, b) => a.day.localeCompare(b.day));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  const sum = (key: 'posts' | 'reactions' | 'comments' | 'shares' | 'views') =>
    sorted.reduce((total, day) => total + day[key], 0);
  const fans = last?.fans ?? 0;
  const metrics = {
    fans,
    posts: sum('posts'),
    reactions: sum('reactions'),
    comments: sum('comments'),
    shares: sum('shares'),
    views: sum('views'),
    reach: sumKnown(sorted.map((day) => day.reach)),
    impressions: sumKnown(sorted.map((day) => day.impressions)),
  };
  const engagement = engagementOf(metrics);
  return {
    ...metrics,
    engagement,
    fansGrowth: last ? fans - (fansBefore ?? first?.fans ?? fans) : 0,
    engagementRate: engagementRate(engagement, metrics.posts, fans),
  };
}

/** One cell of the publishing activity grid: posts on a weekday (1 Monday … 7 Sunday) at an hour (UTC). */
export interface ActivityCell {
  readonly weekday: number;
  readonly hour: number;
  readonly posts: number;
}

/**
 * The publishing activity grid: all 168 cells, Monday 0:00 first, each with its posts (counted
 * cells added up, the others 0); cells outside the week or the day are left out.
 *
 * @example
 * activityGrid([{ weekday: 1, hour: 9, posts: 3 }])[9] // { weekday: 1, hour: 9, posts: 3 }
 */
export function activityGrid(counted: readonly ActivityCell[]): ActivityCell[] {
  const posts = new Map<number, number>();
  for (const cell of counted) {
    if (!Number.isInteger(cell.weekday) || cell.weekday < 1 || cell.weekday > 7) continue;
    if (!Number.isInteger(cell.hour) || cell.hour < 0 || cell.hour > 23) continue;
    const key = (cell.weekday - 1) * 24 + cell.hour;
    posts.set(key, (posts.get(key) ?? 0) + cell.posts);
  }
  return Array.from({ length: 168 }, (_, key) => ({
    weekday: Math.floor(key / 24) + 1,
    hour: key % 24,
    posts: posts.get(key) ?? 0,
  }));
}
