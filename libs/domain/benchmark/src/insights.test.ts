import type { BrandDay, Day, Network } from '@smm/model';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activityGrid,
  brandTotals,
  engagementOf,
  engagementRate,
  hasReach,
  sumDays,
  sumKnown,
} from './insights.rules.js';

const day = (
  d: string,
  metrics: Partial<Omit<BrandDay, 'day' | 'engagement'>> = {},
): Omit<BrandDay, 'engagement'> => ({
  day: d as Day,
  fans: 0,
  posts: 0,
  reactions: 0,
  comments: 0,
  shares: 0,
  views: 0,
  reach: null,
  impressions: null,
  ...metrics,
});
const withEngagement = (d: Omit<BrandDay, 'engagement'>): BrandDay => ({
  ...d,
  engagement: engagementOf(d),
});

describe('engagement and its rate (decision 0076)', () => {
  it.each([
    // engagement, posts, fans, rate
    [600, 3, 20_000, 10],
    [0, 3, 20_000, 0],
    [600, 0, 20_000, 0],
    [600, 3, 0, 0],
    [50, 1, 500, 100],
  ])('%i engagement over %i posts and %i fans is %d', (engagement, posts, fans, rate) => {
    expect(engagementRate(engagement, posts, fans)).toBe(rate);
  });
  it('engagement is reactions + comments + shares', () => {
    expect(engagementOf({ reactions: 30, comments: 8, shares: 2 })).toBe(40);
  });
});

describe('hasReach', () => {
  it.each([
    [['facebook', 'instagram'], true],
    [['facebook', 'youtube'], false],
    [['youtube'], false],
    [[], false],
    [['twitter', 'linkedIn', 'tiktok', 'threads'], true],
  ] as const)('%j → %s', (networks, expected) => {
    expect(hasReach(networks as readonly Network[])).toBe(expected);
  });
});

describe('sumKnown', () => {
  it.each([
    [[1, 2, 3], 6],
    [[null, 2], 2],
    [[null, null], null],
    [[], null],
    [[0, null], 0],
  ] as const)('%j → %s', (values, expected) => {
    expect(sumKnown(values)).toBe(expected);
  });
});

describe('sumDays', () => {
  it('adds channels of the same day, fans included, and keeps days in order', () => {
    const summed = sumDays([
      day('2026-11-02', { fans: 5, posts: 1, reactions: 3, reach: 40 }),
      day('2026-11-01', { fans: 10, posts: 1, reactions: 2, comments: 1 }),
      day('2026-11-01', { fans: 5, shares: 4, reach: 40, impressions: 60 }),
    ]);
    expect(summed).toEqual([
      {
        ...day('2026-11-01', {
          fans: 15,
          posts: 1,
          reactions: 2,
          comments: 1,
          shares: 4,
          reach: 40,
          impressions: 60,
        }),
        engagement: 7,
      },
      { ...day('2026-11-02', { fans: 5, posts: 1, reactions: 3, reach: 40 }), engagement: 3 },
    ]);
  });
});

describe('brandTotals', () => {
  it('sums the days, takes the last day’s fans and their growth since the day before', () => {
    const days = [
      day('2026-11-01', { fans: 1000, posts: 1, reactions: 10, reach: 100 }),
      day('2026-11-02', { fans: 1010, posts: 1, reactions: 20, comments: 8, shares: 2, reach: 50 }),
    ].map(withEngagement);
    expect(brandTotals(days, 990)).toEqual({
      fans: 1010,
      posts: 2,
      reactions: 30,
      comments: 8,
      shares: 2,
      views: 0,
      reach: 150,
      impressions: null,
      engagement: 40,
      fansGrowth: 20,
      engagementRate: 40 / 2 / 1.01,
    });
  });
  it('without the day before, grows from the first day; without days, is all zero', () => {
    const days = [day('2026-11-01', { fans: 1000 }), day('2026-11-03', { fans: 1100 })].map(
      withEngagement,
    );
    expect(brandTotals(days, null).fansGrowth).toBe(100);
    expect(brandTotals([], null)).toMatchObject({
      fans: 0,
      posts: 0,
      engagement: 0,
      fansGrowth: 0,
      engagementRate: 0,
      reach: null,
    });
  });

  const arbitraryDay = fc.record({
    day: fc
      .integer({ min: 0, max: 399 })
      .map((n) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10)),
    fans: fc.nat(1_000_000),
    posts: fc.nat(20),
    reactions: fc.nat(10_000),
    comments: fc.nat(10_000),
    shares: fc.nat(10_000),
    views: fc.nat(100_000),
    reach: fc.option(fc.nat(100_000)),
    impressions: fc.option(fc.nat(100_000)),
  });

  it('totals of channels summed per day equal the channels’ days summed (any split)', () => {
    fc.assert(
      fc.property(fc.array(arbitraryDay, { maxLength: 40 }), (rows) => {
        const days = sumDays(rows as Omit<BrandDay, 'engagement'>[]);
        const totals = brandTotals(days, null);
        const sum = (key: 'posts' | 'reactions' | 'comments' | 'shares' | 'views') =>
          rows.reduce((total, row) => total + row[key], 0);
        expect(totals.posts).toBe(sum('posts'));
        expect(totals.engagement).toBe(sum('reactions') + sum('comments') + sum('shares'));
        expect(totals.reach).toBe(sumKnown(rows.map((row) => row.reach)));
        expect(new Set(days.map((d) => d.day)).size).toBe(days.length);
        expect(totals.engagementRate).toBeGreaterThanOrEqual(0);
        if (days.length > 0) {
          const last = days[days.length - 1]!;
          expect(totals.fans).toBe(last.fans);
          expect(totals.fansGrowth).toBe(last.fans - days[0]!.fans);
        }
      }),
    );
  });
});

describe('activityGrid', () => {
  it('has all 168 cells, Monday 0:00 first, with the counted posts', () => {
    const grid = activityGrid([
      { weekday: 1, hour: 9, posts: 3 },
      { weekday: 7, hour: 23, posts: 1 },
      { weekday: 1, hour: 9, posts: 2 },
    ]);
    expect(grid).toHaveLength(168);
    expect(grid[0]).toEqual({ weekday: 1, hour: 0, posts: 0 });
    expect(grid[9]).toEqual({ weekday: 1, hour: 9, posts: 5 });
    expect(grid[167]).toEqual({ weekday: 7, hour: 23, posts: 1 });
  });
  it('keeps every post of the week and drops cells outside it', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            weekday: fc.integer({ min: 0, max: 8 }),
            hour: fc.integer({ min: -1, max: 24 }),
            posts: fc.nat(50),
          }),
        ),
        (cells) => {
          const grid = activityGrid(cells);
          const inWeek = cells.filter(
            (c) => c.weekday >= 1 && c.weekday <= 7 && c.hour >= 0 && c.hour <= 23,
          );
          expect(grid).toHaveLength(168);
          expect(grid.reduce((total, c) => total + c.posts, 0)).toBe(
            inWeek.reduce((total, c) => total + c.posts, 0),
          );
        },
      ),
    );
  });
});
