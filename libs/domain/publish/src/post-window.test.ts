import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { POST_WINDOW_DAYS, postWindow } from './post-window.rules.js';

describe('postWindow: since 3 days before the start of today, until 3 days after its end (platform §7)', () => {
  it.each([
    [
      'UTC, a plain day',
      '2026-11-26T08:00:00Z',
      'UTC',
      '2026-11-23T00:00:00.000Z',
      '2026-11-29T23:59:59.999Z',
    ],
    [
      'today is read in the person’s zone: late evening in New York is the next day in UTC',
      '2026-11-27T03:00:00Z',
      'America/New_York',
      '2026-11-23T05:00:00.000Z',
      '2026-11-30T04:59:59.999Z',
    ],
    [
      'early morning in Tokyo is the day before in UTC',
      '2026-11-25T16:00:00Z',
      'Asia/Tokyo',
      '2026-11-22T15:00:00.000Z',
      '2026-11-29T14:59:59.999Z',
    ],
    [
      'London, clocks go forward on Sunday 29 March 2026: GMT at the start, BST at the end',
      '2026-03-28T12:00:00Z',
      'Europe/London',
      '2026-03-25T00:00:00.000Z',
      '2026-03-31T22:59:59.999Z',
    ],
    [
      'London, on the day the clocks go forward',
      '2026-03-29T12:00:00Z',
      'Europe/London',
      '2026-03-26T00:00:00.000Z',
      '2026-04-01T22:59:59.999Z',
    ],
    [
      'London, clocks go back on Sunday 25 October 2026: BST at the start, GMT at the end',
      '2026-10-24T12:00:00Z',
      'Europe/London',
      '2026-10-20T23:00:00.000Z',
      '2026-10-27T23:59:59.999Z',
    ],
    [
      'New York, clocks go forward on 8 March 2026',
      '2026-03-08T15:00:00Z',
      'America/New_York',
      '2026-03-05T05:00:00.000Z',
      '2026-03-12T03:59:59.999Z',
    ],
    [
      'New York, clocks go back on 1 November 2026',
      '2026-11-01T15:00:00Z',
      'America/New_York',
      '2026-10-29T04:00:00.000Z',
      '2026-11-05T04:59:59.999Z',
    ],
    [
      'Tokyo has no daylight saving time: exactly 7 × 24 hours',
      '2026-03-29T12:00:00Z',
      'Asia/Tokyo',
      '2026-03-25T15:00:00.000Z',
      '2026-04-01T14:59:59.999Z',
    ],
    [
      'Lord Howe Island goes back 30 minutes on 5 April 2026 (+11 to +10:30)',
      '2026-04-05T06:00:00Z',
      'Australia/Lord_Howe',
      '2026-04-01T13:00:00.000Z',
      '2026-04-08T13:29:59.999Z',
    ],
    [
      'Lord Howe Island goes forward 30 minutes on 4 October 2026 (+10:30 to +11)',
      '2026-10-04T06:00:00Z',
      'Australia/Lord_Howe',
      '2026-09-30T13:30:00.000Z',
      '2026-10-07T12:59:59.999Z',
    ],
    [
      'Havana jumps over midnight on 8 March 2026: that day starts at 01:00',
      '2026-03-05T12:00:00Z',
      'America/Havana',
      '2026-03-02T05:00:00.000Z',
      '2026-03-09T03:59:59.999Z',
    ],
    [
      'Havana: a window starting on the day without a midnight starts at its 01:00',
      '2026-03-11T12:00:00Z',
      'America/Havana',
      '2026-03-08T05:00:00.000Z',
      '2026-03-15T03:59:59.999Z',
    ],
    [
      'an instant given with an offset is the same instant',
      '2026-11-26T09:00:00+01:00',
      'UTC',
      '2026-11-23T00:00:00.000Z',
      '2026-11-29T23:59:59.999Z',
    ],
  ])('%s', (_, now, zone, since, until) => {
    expect(postWindow(now, zone)).toEqual({ since, until });
  });

  it.each([
    ['an unknown zone', '2026-11-26T08:00:00Z', 'Mars/Olympus'],
    ['an empty zone', '2026-11-26T08:00:00Z', ''],
    ['a time that is not an instant', 'yesterday', 'UTC'],
  ])('is undefined for %s', (_, now, zone) => {
    expect(postWindow(now, zone)).toBeUndefined();
  });

  it('reaches 3 days each way', () => {
    expect(POST_WINDOW_DAYS).toBe(3);
  });
});

describe('invariants, across daylight-saving changes', () => {
  const zones = fc.constantFrom(
    'Europe/London',
    'America/New_York',
    'Asia/Tokyo',
    'Australia/Lord_Howe',
    'America/Havana',
    'Asia/Kolkata',
    'UTC',
  );
  // 2026 and 2027, where every one of these zones changes its clocks (except Tokyo, Kolkata, UTC).
  const nows = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 0, 1) });

  it('starts at the first instant of a local day, ends at the last, and holds 7 local days with today in the middle', () => {
    fc.assert(
      fc.property(nows, zones, (ms, zone) => {
        const now = new Date(ms).toISOString();
        const window = postWindow(now, zone);
        expect(window).toBeDefined();
        if (window === undefined) return;
        const since = DateTime.fromISO(window.since).setZone(zone);
        const until = DateTime.fromISO(window.until).setZone(zone);
        const today = DateTime.fromISO(now).setZone(zone);
        expect(since.toMillis()).toBe(since.startOf('day').toMillis());
        expect(since.minus({ milliseconds: 1 }).day).not.toBe(since.day);
        expect(until.toFormat('HH:mm:ss.SSS')).toBe('23:59:59.999');
        expect(until.plus({ milliseconds: 1 }).day).not.toBe(until.day);
        const days = (a: DateTime, b: DateTime) =>
          DateTime.utc(b.year, b.month, b.day).diff(DateTime.utc(a.year, a.month, a.day), 'days')
            .days;
        expect(days(since, until)).toBe(6);
        expect(days(since, today)).toBe(3);
        expect(ms).toBeGreaterThanOrEqual(since.toMillis());
        expect(ms).toBeLessThanOrEqual(until.toMillis());
        // 7 × 24 hours, give or take the clock changes in between (at most one each way here).
        const hours = (until.toMillis() + 1 - since.toMillis()) / 3_600_000;
        expect(Math.abs(hours - 168)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
