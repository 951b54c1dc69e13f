import { MEASURE_LIMITS } from '@smm/model';
import { addDays, dayRange, localDate } from '@smm/publish';

/** The periods the picker offers. */
export const PERIOD_CHOICES = ['last7', 'last30', 'last90', 'custom'] as const;
export type PeriodChoice = (typeof PERIOD_CHOICES)[number];

const LENGTH: Record<Exclude<PeriodChoice, 'custom'>, number> = {
  last7: 7,
  last30: 30,
  last90: 90,
};

/** A period as the person picked it: the first and last local day (`YYYY-MM-DD`). */
export interface PickedDays {
  readonly first: string;
  readonly last: string;
}

/**
 * The days of a preset period in the person's zone: the last `n` days, today included.
 *
 * @example
 * presetDays('last7', '2026-11-26T12:00:00Z', 'Europe/Berlin') // { first: '2026-11-20', last: '2026-11-26' }
 */
export function presetDays(
  choice: Exclude<PeriodChoice, 'custom'>,
  now: string,
  zone: string,
): PickedDays {
  const last = localDate(now, zone) ?? now.slice(0, 10);
  return { first: addDays(last, -(LENGTH[choice] - 1)), last };
}

/**
 * The instants of picked days in the person's zone (from the first day's start to the last
 * day's end), or undefined when they are not a period Measure answers: the last day before the
 * first, more than 400 days, or not dates.
 *
 * @example
 * periodOf({ first: '2026-11-20', last: '2026-11-26' }, 'UTC') // { since: '2026-11-20T00:00:00.000Z', until: '2026-11-26T23:59:59.999Z' }
 */
export function periodOf(
  days: PickedDays,
  zone: string,
): { readonly since: string; readonly until: string } | undefined {
  if (days.last < days.first) return undefined;
  const range = dayRange(days.first, days.last, zone);
  if (range === undefined) return undefined;
  const span = Date.parse(range.until) - Date.parse(range.since);
  if (span > MEASURE_LIMITS.days * 24 * 60 * 60 * 1000) return undefined;
  return range;
}
