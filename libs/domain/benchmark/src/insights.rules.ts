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
  const byDay = new Map<Day, BrandDay>();
  for (const row of rows) {
    const sum = byDay.get(row.day);
    if (sum === undefined) {
      byDay.set(row.day, {
        day: row.day,
        fans: row.fans,
        posts: row.posts,
        reactions: row.reactions,
        comments: row.comments,
        shares: row.shares,
        views: row.views,
        reach: row.reach,
        impressions: row.impressions,
        engagement: 0,
      });
      continue;
    }
    sum.fans += row.fans;
    sum.posts += row.posts;
    sum.reactions += row.reactions;
    sum.comments += row.comments;
    sum.shares += row.shares;
    sum.views += row.views;
    sum.reach = sumKnown([sum.reach, row.reach]);
    sum.impressions = sumKnown([sum.impressions, row.impressions]);
  }
  const days = [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  for (const day of days) day.engagement = engagementOf(day);
  return days;
}

/**
 * What totals are made of: the counts summed over the days, and the fans on the first and the
 * last day (null without days) and on the day before the first (null when unknown).
 */
export interface TotalsInput extends Omit<DayMetrics, 'fans'> {
  readonly fansFirst: number | null;
  readonly fansLast: number | null;
  readonly fansBefore: number | null;
}

/**
 * Totals from sums (decision 0076): the last day's fans, their growth since the day before the
 * first (without it, since the first day), engagement and its rate at the last day's fans.
 *
 * @example
 * totalsOf({ posts: 2, reactions: 30, comments: 8, shares: 2, views: 0, reach: null, impressions: null, fansFirst: 1000, fansLast: 1010, fansBefore: 990 })
 * // { fans: 1010, fansGrowth: 20, engagement: 40, engagementRate: 19.80…, … }
 */
export function totalsOf(input: TotalsInput): BrandTotals {
  const fans = input.fansLast ?? 0;
  const engagement = engagementOf(input);
  return {
    fans,
    posts: input.posts,
    reactions: input.reactions,
    comments: input.comments,
    shares: input.shares,
    views: input.views,
    reach: input.reach,
    impressions: input.impressions,
    engagement,
    fansGrowth: input.fansLast === null ? 0 : fans - (input.fansBefore ?? input.fansFirst ?? fans),
    engagementRate: engagementRate(engagement, input.posts, fans),
  };
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
  let first: BrandDay | undefined;
  let last: BrandDay | undefined;
  let posts = 0;
  let reactions = 0;
  let comments = 0;
  let shares = 0;
  let views = 0;
  let reach: number | null = null;
  let impressions: number | null = null;
  for (const day of days) {
    if (first === undefined || day.day < first.day) first = day;
    if (last === undefined || day.day > last.day) last = day;
    posts += day.posts;
    reactions += day.reactions;
    comments += day.comments;
    shares += day.shares;
    views += day.views;
    reach = sumKnown([reach, day.reach]);
    impressions = sumKnown([impressions, day.impressions]);
  }
  return totalsOf({
    posts,
    reactions,
    comments,
    shares,
    views,
    reach,
    impressions,
    fansFirst: first?.fans ?? null,
    fansLast: last?.fans ?? null,
    fansBefore,
  });
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
