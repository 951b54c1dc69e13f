/**
 * @smm/measure: the rules of Measure (decisions 0077, 0086) — first-response times, who the
 * work is attributed to, the periods a query may span, the CSV of each part, and how durations
 * are shown. See README.md.
 */
export { percentile, responseTimes } from './percentile.rules.js';
export { activeRows, performanceRows } from './attribution.rules.js';
export type { AttributedItem, PerformanceGroup } from './attribution.rules.js';
export { breakdownCsv, createdAtCsv, rowsCsv, summaryCsv } from './csv.rules.js';
export type { CsvRows } from './csv.rules.js';
export { durationParts } from './duration.rules.js';
export type { DurationParts } from './duration.rules.js';
export { periodProblem } from './period.rules.js';
