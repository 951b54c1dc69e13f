/**
 * @smm/benchmark: the rules of benchmark (decision 0076) — query periods and days, insights from
 * public metrics (totals, growth, engagement rate, reach's availability, the activity grid), the
 * schedule of e-mailed reports (decision 0081) and outliers (decision 0082). See README.md.
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
export { nextReportAt } from './report-schedule.rules.js';
export type { ReportSchedule } from './report-schedule.rules.js';
export { median, OUTLIER_RULE, outliers, robustScore } from './outliers.rules.js';
export type { OutlierPost, ScoredPost } from './outliers.rules.js';
