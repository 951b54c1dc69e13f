import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ListeningPost } from './query.rules.js';
import { bucketFor, volume } from './volume.rules.js';

const at = (publishedAt: string): ListeningPost => ({
  id: publishedAt,
  network: 'twitter',
  author: { name: 'A', handle: 'a' },
  text: 'oat milk',
  language: 'en',
  publishedAt: new Date(publishedAt),
  permalink: '/p',
  sentiment: 'neutral',
});

const counts = (rows: { start: Date; count: number }[]) =>
  rows.map((row) => [row.start.toISOString(), row.count]);

describe('volume', () => {
  it('counts posts per day, empty days included, partial first and last days', () => {
    const posts = ['2026-03-01T10:00:00Z', '2026-03-01T23:59:59Z', '2026-03-03T00:00:00Z'].map(at);
    expect(
      counts(
        volume(posts, new Date('2026-03-01T12:00:00Z'), new Date('2026-03-03T12:00:00Z'), 'day'),
      ),
    ).toEqual([
      ['2026-03-01T00:00:00.000Z', 1],
      ['2026-03-02T00:00:00.000Z', 0],
      ['2026-03-03T00:00:00.000Z', 1],
    ]);
  });

  it.each([
    ['the start is included', '2026-03-01T10:00:00Z', 1],
    ['the end is not', '2026-03-01T13:00:00Z', 0],
    ['before the start is not', '2026-03-01T09:59:59Z', 0],
  ])('per hour: %s', (_name, when, total) => {
    const rows = volume(
      [at(when)],
      new Date('2026-03-01T10:00:00Z'),
      new Date('2026-03-01T13:00:00Z'),
      'hour',
    );
    expect(rows).toHaveLength(3);
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(total);
  });

  it('answers nothing for an empty or reversed period', () => {
    const t = new Date('2026-03-01T10:00:00Z');
    expect(volume([at('2026-03-01T10:00:00Z')], t, t, 'hour')).toEqual([]);
  });

  it('counts every post in the period exactly once, in consecutive buckets', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20 * 86_400_000 }), { maxLength: 60 }),
        fc.integer({ min: 0, max: 10 * 86_400_000 }),
        fc.integer({ min: 1, max: 10 * 86_400_000 }),
        fc.constantFrom('hour' as const, 'day' as const),
        (offsets, from, length, bucket) => {
          const posts = offsets.map((offset) => at(new Date(start + offset).toISOString()));
          const since = new Date(start + from);
          const until = new Date(start + from + length);
          const rows = volume(posts, since, until, bucket);
          const inside = offsets.filter((o) => o >= from && o < from + length).length;
          expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(inside);
          const size = bucket === 'hour' ? 3_600_000 : 86_400_000;
          rows.forEach((row, n) => {
            if (n > 0) expect(row.start.getTime() - (rows[n - 1]?.start.getTime() ?? 0)).toBe(size);
          });
          expect(rows[0]?.start.getTime()).toBeLessThanOrEqual(since.getTime());
          expect((rows.at(-1)?.start.getTime() ?? 0) + size).toBeGreaterThanOrEqual(
            until.getTime(),
          );
        },
      ),
    );
  });
});

describe('bucketFor', () => {
  it.each([
    ['2026-03-01T00:00:00Z', '2026-03-02T00:00:00Z', 'hour'],
    ['2026-03-01T00:00:00Z', '2026-03-04T00:00:00Z', 'hour'],
    ['2026-03-01T00:00:00Z', '2026-03-04T00:00:01Z', 'day'],
  ])('%s to %s: %s', (since, until, expected) => {
    expect(bucketFor(new Date(since), new Date(until))).toBe(expected);
  });
});
