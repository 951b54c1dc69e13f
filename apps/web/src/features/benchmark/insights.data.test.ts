import fc from 'fast-check';
import type { ContentFeedPage } from '@smm/model';
import { describe, expect, it } from 'vitest';
import { STORY_FEED, STORY_INSIGHTS } from './benchmark.story-data.js';
import { activityGrid, brandDaysChart, feedOf } from './insights.data.js';

describe('brandDaysChart', () => {
  it('draws a line per brand over the days, in order, a missing day null', () => {
    const [first, second] = STORY_INSIGHTS.brands;
    if (!first || !second) throw new Error('The story has brands.');
    const insights = {
      ...STORY_INSIGHTS,
      brands: [first, { ...second, days: second.days.slice(1) }],
    };
    const chart = brandDaysChart(insights, 'fans');
    expect(chart.kind).toBe('line');
    expect(chart.labels).toEqual(first.days.map((d) => d.day));
    expect(chart.series.map((s) => s.label)).toEqual([first.name, second.name]);
    expect(chart.series[0]?.values).toEqual(first.days.map((d) => d.fans));
    expect(chart.series[1]?.values[0]).toBeNull();
    expect(chart.series[1]?.values.slice(1)).toEqual(second.days.slice(1).map((d) => d.fans));
  });
});

describe('feedOf', () => {
  const end: ContentFeedPage = { items: [], next: null };
  const first = STORY_FEED[0]?.items.length ?? 0;
  it.each<[readonly ContentFeedPage[], number, string | null]>([
    [[], 0, null],
    [STORY_FEED, first, 'page-2'],
    [[...STORY_FEED, end], first, null],
  ])('pages %#: their posts in order and the last page’s cursor', (pages, count, next) => {
    expect(feedOf(pages)).toMatchObject({ next });
    expect(feedOf(pages).items).toHaveLength(count);
  });
});

describe('activityGrid', () => {
  it('puts each cell at its weekday (Monday first) and hour', () => {
    const grid = activityGrid([
      { weekday: 1, hour: 0, posts: 2 },
      { weekday: 7, hour: 23, posts: 5 },
    ]);
    expect(grid).toHaveLength(7);
    expect(grid[0]?.[0]).toBe(2);
    expect(grid[6]?.[23]).toBe(5);
  });

  it('keeps every post of the activity', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            weekday: fc.integer({ min: 1, max: 7 }),
            hour: fc.integer({ min: 0, max: 23 }),
            posts: fc.nat(100),
          }),
        ),
        (activity) => {
          const total = activityGrid(activity)
            .flat()
            .reduce((a, b) => a + b, 0);
          expect(total).toBe(activity.reduce((sum, cell) => sum + cell.posts, 0));
        },
      ),
    );
  });
});
