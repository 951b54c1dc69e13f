/**
 * @smm/measure: the rules of Measure (decision 0077) — first-response times; team performance
 * rules join as they are built. See README.md.
 */
export { percentile, responseTimes } from './percentile.rules.js';
