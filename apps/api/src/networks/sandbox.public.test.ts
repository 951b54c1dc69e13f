import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CHANNELS, searchPublicChannels } from './sandbox.public-catalogue.js';
import { dayOf, daysFrom, postsOn } from './sandbox.public-history.js';

const channel = (id: string) => {
  const found = PUBLIC_CHANNELS.get(id);
  if (!found) throw new Error(`No ${id}`);
  return found;
};

describe('the sandbox networks’ public channels', () => {
  it('have the demo’s handles on their networks', () => {
    for (const id of [
      'facebook-public-democoffee',
      'instagram-public-democoffee',
      'facebook-public-beanbrothers',
      'youtube-public-beanbrothers',
      'twitter-public-beanbros',
      'facebook-public-leafandco',
      'youtube-public-leafandcotea',
      'twitter-public-leaf_and_co',
      'linkedIn-public-teatime',
      'threads-public-morningmug',
      'tiktok-public-brewhaus',
    ]) {
      expect(PUBLIC_CHANNELS.has(id), id).toBe(true);
    }
    expect(channel('youtube-public-teatime').hasReach).toBe(false);
    expect(channel('facebook-public-teatime').hasReach).toBe(true);
  });

  it('are found by part of a handle or a name, handles starting with it first', () => {
    expect(searchPublicChannels('tea', ['instagram'], 20).map((c) => c.handle)).toEqual([
      'teatime',
      'teatimegarden',
    ]);
    // YouTube's Leaf & Co is `leafandcotea`: found by a part inside the handle, after the others.
    expect(searchPublicChannels('tea', ['youtube'], 20).map((c) => c.handle)).toEqual([
      'teatime',
      'leafandcotea',
    ]);
    expect(searchPublicChannels('Leaf & Co', [], 20).map((c) => c.network)).toHaveLength(6);
    expect(searchPublicChannels('  ', [], 20)).toEqual([]);
    expect(searchPublicChannels('e', [], 5)).toHaveLength(5);
  });
});

describe('their history', () => {
  it('is the same for a day whenever and wherever it is asked (fixed figures)', () => {
    const bean = channel('facebook-public-beanbrothers');
    expect(dayOf(bean, '2026-06-01')).toEqual(dayOf(bean, '2026-06-01'));
    // These figures are part of the sandbox's contract: every machine computes exactly them.
    expect(dayOf(bean, '2026-06-01')).toMatchInlineSnapshot(`
      {
        "comments": 413,
        "day": "2026-06-01",
        "fans": 158567,
        "impressions": 29492,
        "posts": 1,
        "reach": 21511,
        "reactions": 2909,
        "shares": 217,
        "views": 0,
      }
    `);
  });

  it('sums a day’s interactions from its posts; YouTube has no reach or impressions', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PUBLIC_CHANNELS.keys()),
        fc.integer({ min: 0, max: 700 }),
        (id, offset) => {
          const c = channel(id);
          const d = new Date(Date.UTC(2024, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
          const day = dayOf(c, d);
          const posts = postsOn(c, d);
          expect(day.posts).toBe(posts.length);
          expect(day.reactions).toBe(posts.reduce((t, p) => t + p.reactions, 0));
          expect(day.comments).toBe(posts.reduce((t, p) => t + p.comments, 0));
          expect(day.fans).toBeGreaterThanOrEqual(0);
          for (const post of posts) {
            expect(post.publishedAt.toISOString().slice(0, 10)).toBe(d);
            expect(post.sentiment === null).toBe(c.network !== 'facebook');
          }
          if (c.network === 'youtube') {
            expect(day.reach).toBeNull();
            expect(day.impressions).toBeNull();
          } else {
            expect(day.reach).not.toBeNull();
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('has clear outliers: posts far above and far below their channel’s usual engagement', () => {
    const days = daysFrom('2026-08-01', '2026-10-29');
    let above = 0;
    let below = 0;
    for (const id of ['facebook-public-beanbrothers', 'instagram-public-leafandco']) {
      const posts = days.flatMap((d) => postsOn(channel(id), d));
      const engagement = posts
        .map((p) => p.reactions + p.comments + p.shares)
        .sort((a, b) => a - b);
      const median = engagement[Math.floor(engagement.length / 2)] ?? 0;
      above += engagement.filter((e) => e >= 5 * median).length;
      below += engagement.filter((e) => e <= median / 8).length;
    }
    expect(above).toBeGreaterThanOrEqual(2);
    expect(below).toBeGreaterThanOrEqual(1);
  });
});
