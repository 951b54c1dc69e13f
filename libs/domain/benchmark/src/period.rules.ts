import type { BenchmarkPeriod, Day } from '@smm/model';
import { DateTime } from 'luxon';

const PERIOD_DAYS: Readonly<Record<BenchmarkPeriod, number>> = {
  last7Days: 7,
  last30Days: 30,
  last90Days: 90,
};

/** A span of calendar days, both ends included. */
export interface DaySpan {
  readonly since: Day;
  readonly until: Day;
}

/**
 * The days of a relative period (decision 0076): the `n` whole days that end yesterday in UTC
 * (the networks publish a day's public metrics once it is over).
 *
 * @example
 * periodDays('last7Days', new Date('2026-11-26T10:00:00Z')) // { since: '2026-11-19', until: '2026-11-25' }
 */
export function periodDays(period: BenchmarkPeriod, now: Date): DaySpan {
  const yesterday = DateTime.fromJSDate(now, { zone: 'utc' }).startOf('day').minus({ days: 1 });
  return {
    since: yesterday.minus({ days: PERIOD_DAYS[period] - 1 }).toISODate() as Day,
    until: yesterday.toISODate() as Day,
  };
}

/**
 * The days from `since` to `until`, both included, in order; empty when `until` is before `since`.
 *
 * @example
 * daysBetween('2026-02-27', '2026-03-01') // ['2026-02-27', '2026-02-28', '2026-03-01']
 */
export function daysBetween(since: Day, until: Day): Day[] {
  const days: Day[] = [];
  let day = DateTime.fromISO(since, { zone: 'utc' });
  const end = DateTime.fromISO(until, { zone: 'utc' });
  while (day <= end) {
    days.push(day.toISODate() as Day);
    day = day.plus({ days: 1 });
  }
  return days;
}
