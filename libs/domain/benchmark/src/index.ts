/**
 * @smm/benchmark: the rules of benchmark (decision 0076) — query periods and days, the schedule
 * of e-mailed reports (decision 0081) and outliers (decision 0082); more rules (insights from
 * public metrics) join as they are built. See README.md.
 */
export { daysBetween, periodDays } from './period.rules.js';
export type { DaySpan } from './period.rules.js';
export { nextReportAt } from './report-schedule.rules.js';
export type { ReportSchedule } from './report-schedule.rules.js';
export { median, OUTLIER_RULE, outliers, robustScore } from './outliers.rules.js';
export type { OutlierPost, ScoredPost } from './outliers.rules.js';
