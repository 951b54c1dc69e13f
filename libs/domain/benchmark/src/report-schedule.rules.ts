import type { ReportFrequency } from '@smm/model';
import { DateTime } from 'luxon';

/** When a scheduled report is due: what `nextReportAt` reads of a report. */
export interface ReportSchedule {
  readonly frequency: ReportFrequency;
  /** The hour of the day (0–23) in `timeZone`. */
  readonly hour: number;
  /** An IANA time zone, `Europe/London`. */
  readonly timeZone: string;
  /** Weekly: 1 Monday … 7 Sunday (default 1). */
  readonly weekday?: number | undefined;
  /** Monthly: 1–28 (default 1). */
  readonly dayOfMonth?: number | undefined;
}

/** A monthly report is due within two months; a year bounds the search for any schedule. */
const MAX_DAYS_AHEAD = 400;

/**
 * The next instant strictly after `after` at which a report is due (decision 0081): at `hour`
 * in its `timeZone`, every day, each week on `weekday` or each month on `dayOfMonth`. An hour
 * the clocks skip (spring forward) runs at the next valid instant, the same moment as the hour
 * before the change; an hour they repeat (fall back) runs once, at its first occurrence.
 *
 * @example
 * nextReportAt({ frequency: 'weekly', weekday: 1, hour: 9, timeZone: 'Europe/London' }, new Date('2026-11-26T10:00:00Z'))
 * // 2026-11-30T09:00:00.000Z (Monday 09:00 GMT)
 * nextReportAt({ frequency: 'daily', hour: 1, timeZone: 'Europe/London' }, new Date('2026-03-28T12:00:00Z'))
 * // 2026-03-29T01:00:00.000Z (01:00 does not exist that day: 02:00 BST)
 */
export function nextReportAt(schedule: ReportSchedule, after: Date): Date {
  const start = DateTime.fromJSDate(after, { zone: schedule.timeZone }).startOf('day');
  for (let offset = 0; offset <= MAX_DAYS_AHEAD; offset++) {
    const day = start.plus({ days: offset });
    if (!isReportDay(schedule, day)) continue;
    const due = firstOccurrence(
      DateTime.fromObject(
        { year: day.year, month: day.month, day: day.day, hour: schedule.hour },
        { zone: schedule.timeZone },
      ),
    );
    if (due.getTime() > after.getTime()) return due;
  }
  throw new RangeError(`No time within ${MAX_DAYS_AHEAD} days matches the report's schedule.`);
}

/**
 * The first instant showing `time`'s wall-clock hour: luxon resolves a repeated hour to its
 * second occurrence, so look back one clock change (an hour, or half an hour in a few zones).
 */
function firstOccurrence(time: DateTime): Date {
  for (const minutes of [60, 30]) {
    const earlier = time.minus({ minutes });
    if (earlier.toISODate() === time.toISODate() && earlier.hour === time.hour) {
      return earlier.toJSDate();
    }
  }
  return time.toJSDate();
}

function isReportDay(schedule: ReportSchedule, day: DateTime): boolean {
  switch (schedule.frequency) {
    case 'daily':
      return true;
    case 'weekly':
      return day.weekday === (schedule.weekday ?? 1);
    case 'monthly':
      return day.day === (schedule.dayOfMonth ?? 1);
  }
}
