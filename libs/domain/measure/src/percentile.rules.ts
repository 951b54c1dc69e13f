import type { ResponseTimes } from '@smm/model';

/**
 * The `p`-th percentile (0–1) of `values`, interpolated linearly between the nearest ranks (as
 * PostgreSQL's `percentile_cont`); undefined for no values.
 *
 * @example
 * percentile([10, 20, 30, 40], 0.5) // 25
 */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = p * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const lower = sorted[low] as number;
  const upper = sorted[high] as number;
  return lower + (upper - lower) * (rank - low);
}

/**
 * First-response times (decision 0077) from the seconds each answered item waited: how many, the
 * median and the 90th percentile in whole seconds (null without any).
 *
 * @example
 * responseTimes([60, 120, 600]) // { count: 3, median: 120, p90: 504 }
 */
export function responseTimes(waits: readonly number[]): ResponseTimes {
  const round = (n: number | undefined) => (n === undefined ? null : Math.round(n));
  return {
    count: waits.length,
    median: round(percentile(waits, 0.5)),
    p90: round(percentile(waits, 0.9)),
  };
}
