import type { Brand, BrandInsights, ContentAnalysis, ContentFeedPage } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type Caller, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
let admin: Caller;
let brands: Brand[];
beforeAll(async () => {
  api = await startTestApi();
  admin = await api.as('admin');
  brands = (await admin('GET', '/api/benchmark/app/brand')).body as Brand[];
});
afterAll(async () => {
  await api?.close();
});

const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
const idOf = (name: string) => brands.find((b) => b.name === name)?.id ?? 'missing';
const channelsOf = (name: string, networks?: string[]) =>
  (brands.find((b) => b.name === name)?.publicChannelIdNetworkList ?? [])
    .filter((c) => !networks || networks.includes(c.network))
    .map((c) => c.publicChannelId);

/** The stored days of some channels, summed here, independently of the server's SQL. */
async function independentTotals(channelIds: string[], since: string, until: string) {
  const rows = await api.db
    .selectFrom('publicChannelDays')
    .selectAll()
    .where('publicChannelId', 'in', channelIds)
    .where('day', '>=', since)
    .where('day', '<=', until)
    .execute();
  const sum = (key: 'posts' | 'reactions' | 'comments' | 'shares' | 'views') =>
    rows.reduce((total, row) => total + row[key], 0);
  const known = rows.filter((row) => row.reach !== null);
  const fansOn = (d: string) =>
    rows.filter((row) => row.day === d).reduce((total, row) => total + row.fans, 0);
  return {
    posts: sum('posts'),
    reactions: sum('reactions'),
    comments: sum('comments'),
    shares: sum('shares'),
    views: sum('views'),
    engagement: sum('reactions') + sum('comments') + sum('shares'),
    reach: known.length ? known.reduce((total, row) => total + (row.reach ?? 0), 0) : null,
    fans: fansOn(until),
  };
}

describe('brand insights', () => {
  it('equal an independent sum over the stored days, per brand and per network', async () => {
    const since = day(30);
    const until = day(1);
    const query = `brandIds=${idOf('Bean Brothers')},${idOf('Leaf & Co')}&since=${since}&until=${until}`;
    const answer = await admin('GET', `/api/benchmark/insights/brands?${query}`);
    expect(answer.status).toBe(200);
    const insights = answer.body as BrandInsights;
    expect(insights.hasReach).toBe(false); // both follow YouTube
    expect(insights.networks).toEqual(['facebook', 'instagram', 'twitter', 'youtube']);
    for (const [index, name] of ['Bean Brothers', 'Leaf & Co'].entries()) {
      const series = insights.brands[index];
      expect(series?.name).toBe(name);
      expect(series?.days).toHaveLength(30);
      const expected = await independentTotals(channelsOf(name), since, until);
      expect(series?.totals).toMatchObject(expected);
      const before = await independentTotals(channelsOf(name), day(31), day(31));
      expect(series?.totals.fansGrowth).toBe(expected.fans - before.fans);
      expect(series?.totals.engagementRate).toBeCloseTo(
        expected.engagement / expected.posts / (expected.fans / 1000),
        9,
      );
      const facebook = series?.byNetwork.find((n) => n.network === 'facebook');
      expect(facebook?.totals).toMatchObject(
        await independentTotals(channelsOf(name, ['facebook']), since, until),
      );
      const youtube = series?.byNetwork.find((n) => n.network === 'youtube');
      expect(youtube?.totals.reach).toBeNull();
      expect(youtube?.totals.impressions).toBeNull();
    }
  });

  it('without YouTube have reach and impressions; with YouTube alone have none', async () => {
    const base = `brandIds=${idOf('Bean Brothers')}&since=${day(7)}&until=${day(1)}`;
    const social = (
      await admin('GET', `/api/benchmark/insights/brands?${base}&networks=facebook,instagram`)
    ).body as BrandInsights;
    expect(social.hasReach).toBe(true);
    expect(social.brands[0]?.totals.reach).toBeGreaterThan(0);
    expect(social.brands[0]?.byNetwork.map((n) => n.network)).toEqual(['facebook', 'instagram']);
    const youtube = (await admin('GET', `/api/benchmark/insights/brands?${base}&networks=youtube`))
      .body as BrandInsights;
    expect(youtube.hasReach).toBe(false);
    expect(youtube.brands[0]?.days.every((d) => d.reach === null)).toBe(true);
  });

  it('refuse bad queries with 400', async () => {
    const brand = idOf('Bean Brothers');
    const bad = [
      `brandIds=${brand}&since=${day(1)}&until=${day(2)}`,
      `brandIds=${brand}&since=2025-01-01&until=2026-02-05`,
      `brandIds=${brand}&since=2026-02-30&until=2026-03-01`,
      `brandIds=nope&since=${day(2)}&until=${day(1)}`,
      `since=${day(2)}&until=${day(1)}`,
      `brandIds=${brand}&since=${day(2)}&until=${day(1)}&networks=myspace`,
    ];
    for (const query of bad) {
      const answer = await admin('GET', `/api/benchmark/insights/brands?${query}`);
      expect(answer.status, query).toBe(400);
    }
    expect(
      (
        (await admin('GET', `/api/benchmark/insights/brands?${bad[1]}`)).body as {
          message: string;
        }
      ).message,
    ).toContain('at most 400 days');
  });
});

describe('content analysis', () => {
  it('counts the stored posts per brand, type, day and hour; sentiment only with Facebook', async () => {
    const since = day(30);
    const until = day(1);
    const brand = idOf('Bean Brothers');
    const answer = (
      await admin(
        'GET',
        `/api/benchmark/insights/content?brandIds=${brand}&since=${since}&until=${until}`,
      )
    ).body as ContentAnalysis;
    const posts = await api.db
      .selectFrom('publicPosts')
      .select(['reactions', 'comments', 'shares', 'sentiment', 'publicChannelId'])
      .where('publicChannelId', 'in', channelsOf('Bean Brothers'))
      .where('publishedAt', '>=', new Date(`${since}T00:00:00Z`))
      .where('publishedAt', '<', new Date(Date.parse(`${until}T00:00:00Z`) + 86_400_000))
      .execute();
    const series = answer.brands[0];
    expect(series?.posts).toBe(posts.length);
    expect(series?.engagement).toBe(
      posts.reduce((total, p) => total + p.reactions + p.comments + p.shares, 0),
    );
    expect(series?.activity).toHaveLength(168);
    expect(series?.activity.reduce((total, cell) => total + cell.posts, 0)).toBe(posts.length);
    expect(series?.byType.reduce((total, row) => total + row.posts, 0)).toBe(posts.length);
    const facebook = posts.filter((p) => p.publicChannelId.startsWith('facebook-'));
    expect(series?.sentiment).toEqual({
      positive: facebook.filter((p) => p.sentiment === 'positive').length,
      neutral: facebook.filter((p) => p.sentiment === 'neutral').length,
      negative: facebook.filter((p) => p.sentiment === 'negative').length,
    });
    const noFacebook = (
      await admin(
        'GET',
        `/api/benchmark/insights/content?brandIds=${brand}&since=${since}&until=${until}&networks=instagram`,
      )
    ).body as ContentAnalysis;
    expect(noFacebook.brands[0]?.sentiment).toBeNull();
  });
});

describe('the content feed', () => {
  it('pages through every post once, in order, whatever the order', async () => {
    const since = day(20);
    const until = day(1);
    const brandIds = `${idOf('Bean Brothers')},${idOf('Leaf & Co')}`;
    const total = await api.db
      .selectFrom('publicPosts')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('publicChannelId', 'in', [...channelsOf('Bean Brothers'), ...channelsOf('Leaf & Co')])
      .where('publishedAt', '>=', new Date(`${since}T00:00:00Z`))
      .where('publishedAt', '<', new Date(Date.parse(`${until}T00:00:00Z`) + 86_400_000))
      .executeTakeFirstOrThrow();
    for (const sortBy of ['newest', 'engagement', 'comments'] as const) {
      const seen: string[] = [];
      const keys: number[] = [];
      let cursor: string | null = null;
      do {
        const page = (
          await admin(
            'GET',
            `/api/benchmark/insights/content-feed?brandIds=${brandIds}&since=${since}&until=${until}&sortBy=${sortBy}&limit=7${cursor ? `&cursor=${cursor}` : ''}`,
          )
        ).body as ContentFeedPage;
        expect(page.items.length).toBeLessThanOrEqual(7);
        for (const post of page.items) {
          seen.push(`${post.brandId}/${post.id}`);
          keys.push(
            sortBy === 'newest'
              ? Date.parse(post.publishedAt)
              : sortBy === 'engagement'
                ? post.engagement
                : post.comments,
          );
        }
        cursor = page.next;
      } while (cursor !== null);
      expect(new Set(seen).size, sortBy).toBe(seen.length);
      expect(seen.length, sortBy).toBe(Number(total.count));
      expect(keys, sortBy).toEqual([...keys].sort((a, b) => b - a));
    }
  });

  it('filters by type and refuses a forged cursor', async () => {
    const query = `brandIds=${idOf('Bean Brothers')}&since=${day(30)}&until=${day(1)}`;
    const videos = (
      await admin('GET', `/api/benchmark/insights/content-feed?${query}&type=video&limit=50`)
    ).body as ContentFeedPage;
    expect(videos.items.length).toBeGreaterThan(0);
    expect(videos.items.every((post) => post.type === 'video')).toBe(true);
    expect(videos.items[0]?.permalink).toMatch(/^\/sandbox\/public\/posts\//);
    const page = await fetch(`${api.base}${videos.items[0]?.permalink}`);
    expect(await page.text()).toContain(videos.items[0]?.text.replace(/&/g, '&amp;') ?? '');
    expect(
      (await admin('GET', `/api/benchmark/insights/content-feed?${query}&cursor=abc`)).status,
    ).toBe(400);
    expect(
      (await admin('GET', `/api/benchmark/insights/content-feed?${query}&limit=51`)).status,
    ).toBe(400);
  });
});
