import fc from 'fast-check';
import { either as E } from 'fp-ts';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  byLocalDay,
  byLocalHour,
  dayRange,
  firstDayOfWeek,
  hasDuePost,
  hourKey,
  inMonth,
  localDate,
  localSlot,
  monthGrid,
  suggestedTime,
  visibleItems,
  weekDates,
  weekdayOf,
  type Weekday,
} from './calendar.rules.js';
import { scheduledInstant } from './scheduled-time.rules.js';

describe('firstDayOfWeek: the week starts where the locale’s region starts it', () => {
  it.each([
    ['en', 1, 'English dates are British (platform §1: en-gb)'],
    ['en-GB', 1, 'the United Kingdom'],
    ['en-US', 7, 'the United States'],
    ['de', 1, 'German'],
    ['es', 1, 'Spanish'],
    ['fr', 1, 'French'],
    ['it', 1, 'Italian'],
    ['ja', 7, 'Japanese: Japan'],
    ['pt-BR', 7, 'Brazil'],
    ['ar-EG', 6, 'Egypt: Saturday'],
    ['fr-CA', 7, 'Canada'],
    ['de-CH', 1, 'Switzerland'],
    ['zh-Hant-TW', 7, 'a script subtag before the region'],
    ['xx', 1, 'an unknown language: ISO 8601'],
    ['', 1, 'nothing'],
  ] as const)('%s → %i (%s)', (locale, day, _why) => {
    expect(firstDayOfWeek(locale)).toBe(day);
  });
});

describe('plain date arithmetic', () => {
  it.each([
    ['2026-03-28', 2, '2026-03-30'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-10-24', 1, '2026-10-25'],
  ])('addDays(%s, %i) = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-01-15', -1, '2025-12-15'],
  ])('addMonths(%s, %i) = %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it.each([
    ['2026-11-23', 1],
    ['2026-11-26', 4],
    ['2026-11-29', 7],
    ['2026-02-01', 7],
  ] as const)('weekdayOf(%s) = %i', (date, day) => {
    expect(weekdayOf(date)).toBe(day);
  });
});

describe('weekDates: the 7 days of the week holding a date', () => {
  it.each([
    ['2026-11-26', 1, '2026-11-23', '2026-11-29'],
    ['2026-11-23', 1, '2026-11-23', '2026-11-29'],
    ['2026-11-29', 1, '2026-11-23', '2026-11-29'],
    ['2026-11-26', 7, '2026-11-22', '2026-11-28'],
    ['2026-11-22', 7, '2026-11-22', '2026-11-28'],
    ['2026-11-26', 6, '2026-11-21', '2026-11-27'],
    ['2026-12-31', 1, '2026-12-28', '2027-01-03'],
  ] as const)('%s, weeks from day %i: %s … %s', (date, first, start, end) => {
    const week = weekDates(date, first);
    expect(week).toHaveLength(7);
    expect(week[0]).toBe(start);
    expect(week[6]).toBe(end);
    expect(weekdayOf(week[0] ?? '')).toBe(first);
  });
});

describe('monthGrid: whole weeks around a month', () => {
  it.each([
    [
      'February 2027 starts on a Monday and has 4 weeks',
      '2027-02-10',
      1,
      4,
      '2027-02-01',
      '2027-02-28',
    ],
    ['February 2026 starts on a Sunday', '2026-02-10', 1, 5, '2026-01-26', '2026-03-01'],
    ['February 2026 with Sunday weeks: 4 weeks', '2026-02-10', 7, 4, '2026-02-01', '2026-02-28'],
    [
      'November 2026 starts on a Sunday and ends on a Monday: 6 Monday weeks',
      '2026-11-26',
      1,
      6,
      '2026-10-26',
      '2026-12-06',
    ],
    ['August 2026 needs 6 Monday weeks', '2026-08-01', 1, 6, '2026-07-27', '2026-09-06'],
    ['March 2026, the month the clocks go forward', '2026-03-29', 1, 6, '2026-02-23', '2026-04-05'],
  ] as const)('%s', (_, date, first, weeks, start, end) => {
    const grid = monthGrid(date, first);
    expect(grid).toHaveLength(weeks);
    expect(grid.every((week) => week.length === 7)).toBe(true);
    expect(grid[0]?.[0]).toBe(start);
    expect(grid.at(-1)?.[6]).toBe(end);
  });

  it('holds every day of the month once, in order, and whole weeks only', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1990, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom<Weekday>(1, 6, 7),
        (year, month, first) => {
          const anchor = `${year}-${String(month).padStart(2, '0')}-15`;
          const days = monthGrid(anchor, first).flat();
          const inside = days.filter((day) => inMonth(day, anchor));
          const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
          expect(inside).toHaveLength(length);
          expect(new Set(days).size).toBe(days.length);
          expect(days.every((day, i) => i === 0 || addDays(days[i - 1] ?? '', 1) === day)).toBe(
            true,
          );
          expect(weekdayOf(days[0] ?? '')).toBe(first);
        },
      ),
    );
  });
});

describe('dayRange: since the start of the first local day, until the end of the last', () => {
  it.each([
    [
      'a UTC week',
      '2026-11-23',
      '2026-11-29',
      'UTC',
      '2026-11-23T00:00:00.000Z',
      '2026-11-29T23:59:59.999Z',
      168,
    ],
    [
      'a Berlin winter week',
      '2026-11-23',
      '2026-11-29',
      'Europe/Berlin',
      '2026-11-22T23:00:00.000Z',
      '2026-11-29T22:59:59.999Z',
      168,
    ],
    [
      'London, the week the clocks go forward (29 March 2026): 167 hours',
      '2026-03-23',
      '2026-03-29',
      'Europe/London',
      '2026-03-23T00:00:00.000Z',
      '2026-03-29T22:59:59.999Z',
      167,
    ],
    [
      'London, the week the clocks go back (25 October 2026): 169 hours',
      '2026-10-19',
      '2026-10-25',
      'Europe/London',
      '2026-10-18T23:00:00.000Z',
      '2026-10-25T23:59:59.999Z',
      169,
    ],
    [
      'New York, the week the clocks go forward (8 March 2026)',
      '2026-03-02',
      '2026-03-08',
      'America/New_York',
      '2026-03-02T05:00:00.000Z',
      '2026-03-09T03:59:59.999Z',
      167,
    ],
    [
      'Tokyo has no daylight saving',
      '2026-03-23',
      '2026-03-29',
      'Asia/Tokyo',
      '2026-03-22T15:00:00.000Z',
      '2026-03-29T14:59:59.999Z',
      168,
    ],
  ] as const)('%s', (_, first, last, zone, since, until, hours) => {
    const range = dayRange(first, last, zone);
    expect(range).toEqual({ since, until });
    expect((Date.parse(until) + 1 - Date.parse(since)) / 3_600_000).toBe(hours);
  });

  it('Havana: the clocks jump over midnight, so the day starts when they land', () => {
    // 8 March 2026: Cuba moves from 00:00 CST to 01:00 CDT.
    expect(dayRange('2026-03-08', '2026-03-08', 'America/Havana')?.since).toBe(
      '2026-03-08T05:00:00.000Z',
    );
  });

  it.each([
    ['an unknown zone', '2026-11-23', '2026-11-29', 'Mars/Olympus'],
    ['not a date', '2026-11-31', '2026-12-01', 'UTC'],
  ])('undefined for %s', (_, first, last, zone) => {
    expect(dayRange(first, last, zone)).toBeUndefined();
  });
});

describe('localSlot: where an instant falls on the person’s calendar and clock', () => {
  it.each([
    ['UTC', '2026-11-26T09:15:00Z', 'UTC', '2026-11-26', 9, 15],
    [
      'late evening in New York is the next day in UTC',
      '2026-11-27T03:00:00Z',
      'America/New_York',
      '2026-11-26',
      22,
      0,
    ],
    ['early morning in Tokyo', '2026-11-25T16:00:00Z', 'Asia/Tokyo', '2026-11-26', 1, 0],
    [
      'London, just before the clocks go forward: 00:59 GMT',
      '2026-03-29T00:59:00Z',
      'Europe/London',
      '2026-03-29',
      0,
      59,
    ],
    [
      'London, the clocks went forward: 01:00 UTC is 02:00 BST (the 01:00 row stays empty)',
      '2026-03-29T01:00:00Z',
      'Europe/London',
      '2026-03-29',
      2,
      0,
    ],
    [
      'London, the clocks go back: the first 01:30 (BST)',
      '2026-10-25T00:30:00Z',
      'Europe/London',
      '2026-10-25',
      1,
      30,
    ],
    [
      'London, the clocks went back: the second 01:30 (GMT)',
      '2026-10-25T01:30:00Z',
      'Europe/London',
      '2026-10-25',
      1,
      30,
    ],
    [
      'an offset in the instant does not matter',
      '2026-11-26T10:15:00+01:00',
      'UTC',
      '2026-11-26',
      9,
      15,
    ],
  ] as const)('%s', (_, instant, zone, date, hour, minute) => {
    expect(localSlot(instant, zone)).toEqual({ date, hour, minute });
    expect(localDate(instant, zone)).toBe(date);
  });

  it.each([
    ['an unknown zone', '2026-11-26T09:15:00Z', 'Nowhere/City'],
    ['not an instant', 'yesterday', 'UTC'],
  ])('undefined for %s', (_, instant, zone) => {
    expect(localSlot(instant, zone)).toBeUndefined();
  });
});

describe('byLocalDay and byLocalHour: posts in the calendar’s days and hours', () => {
  const post = (id: string, at: string) => ({ id, at });

  it('puts posts on the local day of the person’s zone, oldest first', () => {
    const posts = [
      post('late', '2026-11-26T23:30:00Z'),
      post('early', '2026-11-26T08:00:00Z'),
      post('noon', '2026-11-26T03:00:00Z'),
    ];
    const days = byLocalDay(posts, 'Asia/Tokyo');
    expect(Object.keys(days).sort()).toEqual(['2026-11-26', '2026-11-27']);
    expect(days['2026-11-26']?.map((p) => p.id)).toEqual(['noon', 'early']);
    expect(days['2026-11-27']?.map((p) => p.id)).toEqual(['late']);
  });

  it('across the clocks going back, both 01:30s share the 01:00 row, in the order they happen', () => {
    const cells = byLocalHour(
      [post('gmt', '2026-10-25T01:30:00Z'), post('bst', '2026-10-25T00:30:00Z')],
      'Europe/London',
    );
    expect(Object.keys(cells)).toEqual([hourKey('2026-10-25', 1)]);
    expect(cells['2026-10-25T01']?.map((p) => p.id)).toEqual(['bst', 'gmt']);
  });

  it('across the clocks going forward, nothing lands in the skipped hour', () => {
    const cells = byLocalHour(
      [post('before', '2026-03-29T00:30:00Z'), post('after', '2026-03-29T01:30:00Z')],
      'Europe/London',
    );
    expect(Object.keys(cells).sort()).toEqual(['2026-03-29T00', '2026-03-29T02']);
  });

  it('leaves out a post whose time cannot be read', () => {
    expect(byLocalDay([post('x', 'soon')], 'UTC')).toEqual({});
    expect(byLocalHour([post('x', 'soon')], 'UTC')).toEqual({});
  });

  it('every post lands in exactly one day and one hour', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }).map((ms) => ({
            at: new Date(ms).toISOString(),
          })),
          { maxLength: 40 },
        ),
        fc.constantFrom('Europe/London', 'America/New_York', 'Asia/Tokyo', 'Australia/Lord_Howe'),
        (posts, zone) => {
          const days = Object.values(byLocalDay(posts, zone)).flat();
          const hours = Object.values(byLocalHour(posts, zone)).flat();
          expect(days).toHaveLength(posts.length);
          expect(hours).toHaveLength(posts.length);
        },
      ),
    );
  });
});

describe('visibleItems: a day shows a few posts, then "+N more"', () => {
  it.each([
    [0, 3, 0, 0],
    [1, 3, 1, 0],
    [3, 3, 3, 0],
    [6, 3, 3, 3],
    [2, 0, 0, 2],
  ])('%i posts, %i shown at most → %i shown, %i more', (count, max, shown, more) => {
    const result = visibleItems(
      Array.from({ length: count }, (_, i) => i),
      max,
    );
    expect(result.shown).toHaveLength(shown);
    expect(result.more).toBe(more);
  });
});

describe('suggestedTime: what a calendar slot offers the composer (never the past)', () => {
  it.each([
    [
      'a later hour of today: its start',
      '2026-11-26',
      14,
      '2026-11-26T09:00:00Z',
      'UTC',
      { date: '2026-11-26', time: '14:00' },
    ],
    [
      'a later day',
      '2026-11-30',
      0,
      '2026-11-26T09:00:00Z',
      'UTC',
      { date: '2026-11-30', time: '00:00' },
    ],
    [
      'the running hour: the next 5 minutes at least a minute ahead',
      '2026-11-26',
      9,
      '2026-11-26T09:12:00Z',
      'UTC',
      { date: '2026-11-26', time: '09:15' },
    ],
    [
      'the running hour, 09:14:30: 09:20 (09:15 is less than a minute ahead)',
      '2026-11-26',
      9,
      '2026-11-26T09:14:30Z',
      'UTC',
      { date: '2026-11-26', time: '09:20' },
    ],
    [
      'the hour about to start, less than a minute ahead',
      '2026-11-26',
      10,
      '2026-11-26T09:59:30Z',
      'UTC',
      { date: '2026-11-26', time: '10:05' },
    ],
    ['a past hour of today', '2026-11-26', 8, '2026-11-26T09:12:00Z', 'UTC', null],
    ['a past day', '2026-11-25', 14, '2026-11-26T09:12:00Z', 'UTC', null],
    [
      'the running hour at 09:59: over (10:00 is not a minute ahead, it is the next hour)',
      '2026-11-26',
      9,
      '2026-11-26T09:59:30Z',
      'UTC',
      null,
    ],
    [
      'in the person’s zone: 14:00 in Tokyo is 05:00 UTC',
      '2026-11-27',
      14,
      '2026-11-27T04:40:00Z',
      'Asia/Tokyo',
      { date: '2026-11-27', time: '14:00' },
    ],
    [
      'a day of the month view: 09:00',
      '2026-11-30',
      undefined,
      '2026-11-26T09:00:00Z',
      'UTC',
      { date: '2026-11-30', time: '09:00' },
    ],
    [
      'today in the month view, after 09:00: the next step',
      '2026-11-26',
      undefined,
      '2026-11-26T15:02:00Z',
      'UTC',
      { date: '2026-11-26', time: '15:05' },
    ],
    [
      'today in the month view, 23:59: over',
      '2026-11-26',
      undefined,
      '2026-11-26T23:59:00Z',
      'UTC',
      null,
    ],
    [
      'London, the hour the clocks skip: its own label, the composer moves it',
      '2026-03-29',
      1,
      '2026-03-28T12:00:00Z',
      'Europe/London',
      { date: '2026-03-29', time: '01:00' },
    ],
    [
      'London, the repeated hour during the second 01:xx: the next step',
      '2026-10-25',
      1,
      '2026-10-25T01:20:00Z',
      'Europe/London',
      { date: '2026-10-25', time: '01:25' },
    ],
    ['an unknown zone', '2026-11-26', 14, '2026-11-26T09:00:00Z', 'Mars/Olympus', null],
  ] as const)('%s', (_, date, hour, now, zone, expected) => {
    expect(suggestedTime(date, hour, now, zone)).toEqual(expected);
  });

  it('a suggestion is always at least a minute ahead', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }),
        fc.integer({ min: -2, max: 3 }),
        fc.integer({ min: 0, max: 23 }),
        fc.constantFrom('Europe/London', 'America/New_York', 'UTC'),
        (nowMs, dayOffset, hour, zone) => {
          const now = new Date(nowMs).toISOString();
          const date = addDays(localDate(now, zone) ?? '', dayOffset);
          const suggestion = suggestedTime(date, hour, now, zone);
          if (suggestion === null) return;
          const read = scheduledInstant(suggestion.date, suggestion.time, zone);
          expect(E.isRight(read)).toBe(true);
          if (E.isRight(read)) {
            expect(Date.parse(read.right.instant) - nowMs).toBeGreaterThanOrEqual(60_000);
          }
        },
      ),
    );
  });
});

describe('hasDuePost: a scheduled post whose time has come', () => {
  const now = '2026-11-26T10:00:00Z';
  it.each([
    [
      'a scheduled post due before now',
      [{ status: 'scheduled', at: '2026-11-26T09:59:00Z', scheduledAt: '2026-11-26T09:59:00Z' }],
      0,
      true,
    ],
    [
      'a scheduled post due later',
      [{ status: 'scheduled', at: '2026-11-26T11:00:00Z', scheduledAt: '2026-11-26T11:00:00Z' }],
      0,
      false,
    ],
    [
      'a scheduled post due within the next 30 s',
      [{ status: 'scheduled', at: '2026-11-26T10:00:20Z', scheduledAt: '2026-11-26T10:00:20Z' }],
      30_000,
      true,
    ],
    [
      'a published post',
      [{ status: 'published', at: '2026-11-26T09:00:00Z', scheduledAt: '2026-11-26T09:00:00Z' }],
      0,
      false,
    ],
    [
      'a failed post',
      [{ status: 'scheduledError', at: '2026-11-26T09:00:00Z', scheduledAt: null }],
      0,
      false,
    ],
    ['no posts', [], 0, false],
  ] as const)('%s', (_, posts, within, due) => {
    expect(hasDuePost(posts, now, within)).toBe(due);
  });
});
