/**
 * `npm run bench`: runs every benchmark, writes each result as JSON under bench/results/ and a
 * summary in bench/results/summary.md, and exits non-zero when a budget is missed.
 */
import { benchCapabilities } from './capabilities.bench.js';
import { benchFeedMatcher } from './feed-matcher.bench.js';
import { writeResult, writeSummary } from './bench.utils.js';

const fmt = (n: number) => n.toLocaleString('en-GB');

console.log('Benchmark 1/2: capabilitiesOf over 1M items, next to a bare loop…');
const capabilities = benchCapabilities();
writeResult(capabilities.name, capabilities);
console.log('Benchmark 2/2: matchesFeed over 1M items for a typical feed, next to a bare loop…');
const feeds = benchFeedMatcher();
writeResult(feeds.name, feeds);

const lines = [
  '# Benchmark results',
  '',
  `Run ${capabilities.date} on Node ${capabilities.machine.node}, ${capabilities.machine.cpus} × ${capabilities.machine.cpuModel}. Medians of ${capabilities.rounds} interleaved rounds; baselines measured in the same process.`,
  '',
  '| benchmark | measured | baseline (same run) | ratio | budget | result |',
  '| --- | --- | --- | --- | --- | --- |',
  `| \`capabilitiesOf\`, ${fmt(capabilities.items)} items | ${fmt(capabilities.capabilitiesOf.itemsPerSecond)} items/s (${capabilities.capabilitiesOf.medianMs} ms) | bare loop ${fmt(capabilities.bareLoop.itemsPerSecond)} items/s (${capabilities.bareLoop.medianMs} ms) | ${capabilities.ratioToBareLoop}× | ≥ 5,000,000 items/s, ≤ 3× | ${capabilities.pass ? 'pass' : 'MISSED'} |`,
  `| \`matchesFeed\` (networks + types + keywords + assignFilter), ${fmt(feeds.items)} items, ${fmt(feeds.matched)} match | ${fmt(feeds.matchesFeed.itemsPerSecond)} items/s (${feeds.matchesFeed.medianMs} ms); first pass over unseen items ${fmt(feeds.coldPass.itemsPerSecond)} items/s | bare loop ${fmt(feeds.bareLoop.itemsPerSecond)} items/s (${feeds.bareLoop.medianMs} ms) | ${feeds.ratioToBareLoop}× | ≥ 5,000,000 items/s | ${feeds.pass ? 'pass' : 'MISSED'} |`,
];
const summary = writeSummary(lines);
console.log(lines.slice(4).join('\n'));
console.log(`\nResults written to ${summary}.`);
if (!capabilities.pass || !feeds.pass) {
  console.error('A budget was missed.');
  process.exit(1);
}
