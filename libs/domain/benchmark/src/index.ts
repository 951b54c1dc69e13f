/**
 * @smm/benchmark: the rules of benchmark (decision 0076) — query periods and days, insights from
 * public metrics (totals, growth, engagement rate, reach's availability, the activity grid); more
 * rules (outliers, report schedules) join as they are built. See README.md.
 */
export { daysBetween, periodDays } from './period.rules.js';
export type { DaySpan } from './period.rules.js';
export {
  activityGrid,
  brandTotals,
  engagementOf,
  engagementRate,
  hasReach,
  sumDays,
  sumKnown,
  totalsOf,
} from './insights.rules.js';
export type { ActivityCell, DayMetrics, TotalsInput } from './insights.rules.js';
