import { MEASURE_LIMITS } from '@smm/model';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Why a Measure period is refused (decision 0086), or null when it is fine: `since` must come
 * before `until`, and the period may span at most {@link MEASURE_LIMITS}.days days.
 *
 * @example
 * periodProblem('2026-01-02T00:00:00Z', '2026-01-01T00:00:00Z') // 'The period must end after it starts.'
 */
export function periodProblem(since: string, until: string): string | null {
  const start = Date.parse(since);
  const end = Date.parse(until);
  if (!(start < end)) return 'The period must end after it starts.';
  if (end - start > MEASURE_LIMITS.days * DAY_MS) {
    return `The period may span at most ${MEASURE_LIMITS.days} days.`;
  }
  return null;
}
