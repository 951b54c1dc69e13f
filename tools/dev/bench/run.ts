/**
 * `npm run bench`: runs every benchmark, writes each result as JSON under bench/results/ and a
 * summary in bench/results/summary.md, and exits non-zero when a budget is missed.
 */
import { benchCapabilities } from './capabilities.bench.js';
import { writeResult, writeSummary } from './bench.utils.js';

const fmt = (n: number) => n.toLocaleString('en-GB');

console.log('Benchmark: capabilitiesOf over 1M items, next to a bare loop (a few seconds)…');
const capabilities = benchCapabilities();
writeResult(capabilities.name, capabilities);

const lines = [
  '# Benchmark results',
  '',
  `Run ${capabilities.date} on Node ${capabilities.machine.node}, ${capabilities.machine.cpus} × ${capabilities.machine.cpuModel}. Medians of ${capabilities.rounds} interleaved rounds.`,
  '',
  '| benchmark | measured | baseline (same run) | ratio | budget | result |',
  '| --- | --- | --- | --- | --- | --- |',
  `| \`capabilitiesOf\`, ${fmt(capabilities.items)} items | ${fmt(capabilities.capabilitiesOf.itemsPerSecond)} items/s (${capabilities.capabilitiesOf.medianMs} ms) | bare loop ${fmt(capabilities.bareLoop.itemsPerSecond)} items/s (${capabilities.bareLoop.medianMs} ms) | ${capabilities.ratioToBareLoop}× | ≥ 5,000,000 items/s, ≤ 3× | ${capabilities.pass ? 'pass' : 'MISSED'} |`,
];
const summary = writeSummary(lines);
console.log(lines.slice(4).join('\n'));
console.log(`\nResults written to ${summary} and bench/results/${capabilities.name}.json`);
if (!capabilities.pass) {
  console.error('A budget was missed.');
  process.exit(1);
}
