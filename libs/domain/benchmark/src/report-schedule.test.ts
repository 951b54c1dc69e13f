import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextReportAt, type ReportSchedule } from './report-schedule.rules.js';

const daily = (hour: number, timeZone: string): ReportSchedule => ({
  frequency: 'daily',
  hour,
  timeZone,
});

describe('nextReportAt', () => {
  it.each([
    // Ordinary days.
    [
      'daily 09:00 London, later today',
      daily(9, 'Europe/London'),
      '2026-11-26T08:00:00Z',
      '2026-11-26T09:00:00.000Z',
    ],
    [
      'daily 09:00 London, already past',
      daily(9, 'Europe/London'),
      '2026-11-26T10:00:00Z',
      '2026-11-27T09:00:00.000Z',
    ],
    [
      'exactly at the due time: the next one',
      daily(9, 'Europe/London'),
      '2026-11-26T09:00:00Z',
      '2026-11-27T09:00:00.000Z',
    ],
    [
      'daily 09:00 New York in summer',
      daily(9, 'America/New_York'),
      '2026-07-01T00:00:00Z',
      '2026-07-01T13:00:00.000Z',
    ],
    [
      'weekly Monday 09:00 London',
      { frequency: 'weekly', weekday: 1, hour: 9, timeZone: 'Europe/London' },
      '2026-11-26T10:00:00Z',
      '2026-11-30T09:00:00.000Z',
    ],
    [
      'weekly Sunday 23:00 New York',
      { frequency: 'weekly', weekday: 7, hour: 23, timeZone: 'America/New_York' },
      '2026-11-26T10:00:00Z',
      '2026-11-30T04:00:00.000Z',
    ],
    [
      'monthly on the 28th, next month',
      { frequency: 'monthly', dayOfMonth: 28, hour: 8, timeZone: 'America/New_York' },
      '2026-11-28T14:00:00Z',
      '2026-12-28T13:00:00.000Z',
    ],
    [
      'monthly on the 1st, the zone’s day not UTC’s',
      { frequency: 'monthly', dayOfMonth: 1, hour: 0, timeZone: 'Asia/Tokyo' },
      '2026-11-30T14:00:00Z',
      '2026-11-30T15:00:00.000Z',
    ],
    // Spring forward: the skipped hour runs at the next valid instant.
    [
      'London 01:00 skipped on 29 March: 02:00 BST',
      daily(1, 'Europe/London'),
      '2026-03-28T12:00:00Z',
      '2026-03-29T01:00:00.000Z',
    ],
    [
      'London 01:00 the day after: 01:00 BST',
      daily(1, 'Europe/London'),
      '2026-03-29T01:00:00Z',
      '2026-03-30T00:00:00.000Z',
    ],
    [
      'New York 02:00 skipped on 8 March: 03:00 EDT',
      daily(2, 'America/New_York'),
      '2026-03-07T12:00:00Z',
      '2026-03-08T07:00:00.000Z',
    ],
    [
      'New York weekly Sunday 02:00 on the change',
      { frequency: 'weekly', weekday: 7, hour: 2, timeZone: 'America/New_York' },
      '2026-03-02T12:00:00Z',
      '2026-03-08T07:00:00.000Z',
    ],
    // Fall back: the repeated hour runs once, at its first occurrence.
    [
      'London 01:00 repeated on 25 October: first (BST)',
      daily(1, 'Europe/London'),
      '2026-10-24T12:00:00Z',
      '2026-10-25T00:00:00.000Z',
    ],
    [
      'London 01:00 after its first occurrence: next day',
      daily(1, 'Europe/London'),
      '2026-10-25T00:00:00Z',
      '2026-10-26T01:00:00.000Z',
    ],
    [
      'New York 01:00 repeated on 1 November: first (EDT)',
      daily(1, 'America/New_York'),
      '2026-10-31T12:00:00Z',
      '2026-11-01T05:00:00.000Z',
    ],
    [
      'New York 01:00 after its first occurrence: next day',
      daily(1, 'America/New_York'),
      '2026-11-01T05:00:00Z',
      '2026-11-02T06:00:00.000Z',
    ],
    [
      'New York 02:00 on 1 November: once, EST',
      daily(2, 'America/New_York'),
      '2026-10-31T12:00:00Z',
      '2026-11-01T07:00:00.000Z',
    ],
  ] as const)('%s', (_, schedule, after, expected) => {
    expect(nextReportAt(schedule, new Date(after)).toISOString()).toBe(expected);
  });

  const schedules = fc.record({
    frequency: fc.constantFrom('daily' as const, 'weekly' as const, 'monthly' as const),
    hour: fc.integer({ min: 0, max: 23 }),
    weekday: fc.integer({ min: 1, max: 7 }),
    dayOfMonth: fc.integer({ min: 1, max: 28 }),
    timeZone: fc.constantFrom('Europe/London', 'America/New_York', 'Asia/Tokyo', 'UTC'),
  });
  const instants = fc.date({
    min: new Date('2020-01-01'),
    max: new Date('2035-01-01'),
    noInvalidDate: true,
  });

  it('is after the instant, on the schedule’s day, within its period', () => {
    fc.assert(
      fc.property(schedules, instants, (schedule, after) => {
        const due = nextReportAt(schedule, after);
        expect(due.getTime()).toBeGreaterThan(after.getTime());
        const limitDays = { daily: 1, weekly: 7, monthly: 31 }[schedule.frequency];
        expect(due.getTime() - after.getTime()).toBeLessThanOrEqual((limitDays + 1) * 86_400_000);
      }),
    );
  });

  it('never skips a due time: the next after one due time is a later day', () => {
    fc.assert(
      fc.property(schedules, instants, (schedule, after) => {
        const first = nextReportAt(schedule, after);
        const second = nextReportAt(schedule, first);
        expect(second.getTime() - first.getTime()).toBeGreaterThanOrEqual(23 * 3_600_000);
        // Asking from any moment between the two finds the second.
        const between = new Date((first.getTime() + second.getTime()) / 2);
        expect(nextReportAt(schedule, between).getTime()).toBe(second.getTime());
      }),
    );
  });
});
