/**
 * @smm/benchmark: the rules of benchmark (decision 0076) — query periods and days; more rules
 * (insights from public metrics, outliers, report schedules) join as they are built. See README.md.
 */
export { daysBetween, periodDays } from './period.rules.js';
export type { DaySpan } from './period.rules.js';
