import { matchesQuery, volume } from '@smm/listen';
import { describe, expect, it } from 'vitest';
import { listeningPost, listeningPosts, spikeOn } from './sandbox.listening.js';

const since = new Date('2026-03-02T00:00:00Z');
const until = new Date('2026-03-09T00:00:00Z');

describe('the sandbox listening corpus', () => {
  it('answers the same posts for the same period, oldest first, within it', () => {
    const posts = listeningPosts(since, until);
    expect(listeningPosts(since, until)).toEqual(posts);
    expect(posts.length).toBeGreaterThan(1000);
    for (let n = 1; n < posts.length; n++) {
      expect(posts[n]!.publishedAt.getTime()).toBeGreaterThanOrEqual(
        posts[n - 1]!.publishedAt.getTime(),
      );
    }
    expect(posts.every((p) => p.publishedAt >= since && p.publishedAt < until)).toBe(true);
    expect(new Set(posts.map((p) => p.id)).size).toBe(posts.length);
  });

  it('cuts a period inside an hour the same way as the whole hour', () => {
    const hour = listeningPosts(new Date('2026-03-03T10:00:00Z'), new Date('2026-03-03T11:00:00Z'));
    const half = listeningPosts(new Date('2026-03-03T10:30:00Z'), new Date('2026-03-03T11:00:00Z'));
    expect(half).toEqual(hour.filter((p) => p.publishedAt.getUTCMinutes() >= 30));
  });

  it('is busier in the day than at night, and speaks six languages on seven networks', () => {
    const posts = listeningPosts(since, until);
    const byHour = volume(posts, since, until, 'hour');
    const at = (h: number) =>
      byHour.filter((b) => b.start.getUTCHours() === h).reduce((s, b) => s + b.count, 0);
    expect(at(9)).toBeGreaterThan(at(3) * 3);
    expect(new Set(posts.map((p) => p.language))).toEqual(
      new Set(['en', 'de', 'es', 'fr', 'it', 'ja']),
    );
    expect(new Set(posts.map((p) => p.network)).size).toBe(7);
  });

  it('mentions the demo brand and oat milk, and spikes on some days', () => {
    const posts = listeningPosts(since, until);
    const mentions = posts.filter((p) =>
      matchesQuery(
        {
          keywords: ['demo coffee', '@democoffee', '#democoffee'],
          excludedKeywords: [],
          networks: [],
          languages: [],
        },
        p,
      ),
    );
    expect(mentions.length).toBeGreaterThan(200);
    const days = Array.from({ length: 60 }, (_, n) =>
      new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10),
    );
    const spikes = days.map(spikeOn).filter((s) => s !== null);
    expect(spikes.length).toBeGreaterThan(2);
    expect(spikes.length).toBeLessThan(20);
  });

  it('finds a post again by its id', () => {
    const [first] = listeningPosts(since, new Date('2026-03-02T02:00:00Z'));
    expect(first).toBeDefined();
    expect(listeningPost(first!.id)).toEqual(first);
    expect(listeningPost('lp-nonsense')).toBeNull();
  });
});
