import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { median, outliers, robustScore, type OutlierPost } from './outliers.rules.js';

const DAY = 86_400_000;
const at = (day: number) => new Date(Date.UTC(2026, 8, 1) + day * DAY).toISOString();
const post = (id: string, day: number, engagement: number, channel = 'c1'): OutlierPost => ({
  id,
  publicChannelId: channel,
  publishedAt: at(day),
  engagement,
});
/** Ten posts of a channel on days 0–9 around 100 (MAD 10). */
const usualPosts = (channel = 'c1') =>
  [90, 95, 100, 105, 110, 90, 100, 110, 80, 120].map((e, i) =>
    post(`${channel}-h${i}`, i, e, channel),
  );

describe('median', () => {
  it.each([
    [[5], 5],
    [[3, 1, 2], 2],
    [[3, 1, 2, 10], 2.5],
    [[], 0],
  ])('of %j is %d', (values, expected) => expect(median(values)).toBe(expected));
});

describe('robustScore', () => {
  it.each([
    ['too few earlier posts', 100, [1, 2, 3, 4], null],
    ['all earlier posts equal: no spread', 100, [5, 5, 5, 5, 5], null],
    ['usual is the median', 3, [1, 2, 3, 4, 5], { usual: 3, score: 0 }],
  ])('%s', (_, value, sample, expected) => {
    expect(robustScore(value as number, sample as number[])).toEqual(expected);
  });
  it('uses the mean absolute deviation when most earlier posts tie', () => {
    const scored = robustScore(20, [10, 10, 10, 10, 10, 20]);
    expect(scored?.usual).toBe(10);
    expect(scored?.score).toBeCloseTo(10 / (1.2533 * (10 / 6)), 6);
  });
});

describe('outliers', () => {
  const history = usualPosts();
  it.each([
    ['far above usual', 400, 'above'],
    ['far below usual', 0, 'below'],
  ] as const)('a post %s is one', (_, engagement, direction) => {
    const candidate = post('p', 20, engagement);
    const [found] = outliers([candidate], [...history, candidate]);
    expect(found?.post).toBe(candidate);
    expect(found?.usual).toBe(100);
    expect(found?.direction).toBe(direction);
    expect(Math.abs(found?.score ?? 0)).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['within 3 robust deviations', 140],
    ['at usual', 100],
  ])('a post %s is none', (_, engagement) => {
    expect(outliers([post('p', 20, engagement)], history)).toEqual([]);
  });

  it('measures usual over the 90 days before the post only', () => {
    // The history is more than 90 days before the post: too little to judge.
    expect(outliers([post('p', 100, 1000)], history)).toEqual([]);
    // Later posts do not count either.
    expect(outliers([post('p', -1, 1000)], history)).toEqual([]);
  });

  it('compares a post with its own channel only', () => {
    const other = usualPosts('c2').map((p) => ({ ...p, engagement: p.engagement * 10 }));
    const found = outliers([post('p', 20, 1000, 'c2')], [...history, ...other]);
    expect(found).toEqual([]);
  });

  it('orders strongest first and keeps at most the limit', () => {
    const posts = [post('a', 20, 200), post('b', 21, 1000), post('c', 22, 0)];
    const found = outliers(posts, history);
    expect(found.map((f) => f.post.id)).toEqual(['b', 'c', 'a']);
    expect(outliers(posts, history, 1).map((f) => f.post.id)).toEqual(['b']);
  });

  const channelPosts = fc
    .array(fc.integer({ min: 0, max: 10_000 }), { minLength: 6, maxLength: 40 })
    .map((engagements) => engagements.map((e, i) => post(`p${i}`, i, e)));

  it('scaling every engagement does not change the scores', () => {
    fc.assert(
      fc.property(channelPosts, fc.integer({ min: 2, max: 1000 }), (posts, factor) => {
        const scaled = posts.map((p) => ({ ...p, engagement: p.engagement * factor }));
        const before = outliers(posts, posts);
        const after = outliers(scaled, scaled);
        expect(after.map((f) => f.post.id)).toEqual(before.map((f) => f.post.id));
        after.forEach((f, i) => expect(f.score).toBeCloseTo(before[i]?.score ?? NaN, 6));
      }),
    );
  });

  it('a channel whose posts are all alike has none', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 60 }),
        (engagement, count) => {
          const posts = Array.from({ length: count }, (_, i) => post(`p${i}`, i, engagement));
          expect(outliers(posts, posts)).toEqual([]);
        },
      ),
    );
  });

  it('every outlier is at least 3 robust deviations away, on the side it says', () => {
    fc.assert(
      fc.property(channelPosts, (posts) => {
        for (const found of outliers(posts, posts)) {
          expect(Math.abs(found.score)).toBeGreaterThanOrEqual(3);
          expect(found.direction).toBe(found.post.engagement > found.usual ? 'above' : 'below');
        }
      }),
    );
  });
});
