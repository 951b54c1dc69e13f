import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { postDays } from './post-days.rules.js';
import { postWindow } from './post-window.rules.js';

const NOW = '2026-11-26T12:00:00Z';
const days = (at: string, zone: string) =>
  postDays([{ at }], NOW, zone)
    ?.filter((day) => day.posts.length > 0)
    .map((day) => [day.day, day.offset]);

describe('postDays: Home’s posts by local day (decision 0073)', () => {
  it('gives the 7 days of the window, today in the middle', () => {
    expect(postDays([], NOW, 'UTC')?.map((day) => [day.day, day.offset])).toEqual([
      ['2026-11-23', -3],
      ['2026-11-24', -2],
      ['2026-11-25', -1],
      ['2026-11-26', 0],
      ['2026-11-27', 1],
      ['2026-11-28', 2],
      ['2026-11-29', 3],
    ]);
  });

  it.each([
    ['UTC, the same day', '2026-11-26T23:30:00Z', 'UTC', [['2026-11-26', 0]]],
    [
      'Berlin: 23:30 UTC is 00:30 the next day',
      '2026-11-26T23:30:00Z',
      'Europe/Berlin',
      [['2026-11-27', 1]],
    ],
    [
      'New York: 03:00 UTC is the evening before',
      '2026-11-27T03:00:00Z',
      'America/New_York',
      [['2026-11-26', 0]],
    ],
    [
      'Tokyo: today is already the 26th at 20:00 UTC on the 25th',
      '2026-11-25T20:00:00Z',
      'Asia/Tokyo',
      [['2026-11-26', 0]],
    ],
    ['before the window: left out', '2026-11-22T10:00:00Z', 'UTC', []],
    ['after the window: left out', '2026-11-30T00:00:00Z', 'UTC', []],
    ['not an instant: left out', 'soon', 'UTC', []],
  ] as const)('%s', (_name, at, zone, expected) => {
    expect(days(at, zone)).toEqual(expected);
  });

  it('orders a day’s posts earliest first, ties in the given order', () => {
    const posts = [
      { id: 'c', at: '2026-11-26T15:00:00Z' },
      { id: 'a', at: '2026-11-26T09:00:00Z' },
      { id: 'b', at: '2026-11-26T15:00:00Z' },
    ];
    const today = postDays(posts, NOW, 'UTC')?.find((day) => day.offset === 0);
    expect(today?.posts.map((post) => post.id)).toEqual(['a', 'c', 'b']);
  });

  it('is undefined for a zone that is not one', () => {
    expect(postDays([], NOW, 'Mars/Olympus')).toBeUndefined();
  });

  it('places every post of postWindow’s window exactly once, and nothing outside it', () => {
    const zones = [
      'UTC',
      'Europe/Berlin',
      'America/Los_Angeles',
      'Asia/Kolkata',
      'Pacific/Chatham',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.array(fc.integer({ min: -6 * 86_400_000, max: 6 * 86_400_000 }), { maxLength: 20 }),
        (zone, offsets) => {
          const window = postWindow(NOW, zone);
          if (!window) throw new Error('no window');
          const posts = offsets.map((ms) => ({ at: new Date(Date.parse(NOW) + ms).toISOString() }));
          const placed = (postDays(posts, NOW, zone) ?? []).flatMap((day) => day.posts);
          const inside = posts.filter((post) => post.at >= window.since && post.at <= window.until);
          expect(placed.length).toBe(inside.length);
          expect(new Set(placed)).toEqual(new Set(inside));
        },
      ),
    );
  });
});
