/**
 * `npm run bench`: runs every benchmark, writes each result as JSON under bench/results/ and a
 * summary in bench/results/summary.md, and exits non-zero when a budget is missed.
 */
import { benchApi } from './api.bench.js';
import { benchCapabilities } from './capabilities.bench.js';
import { benchFeedMatcher } from './feed-matcher.bench.js';
import { writeResult, writeSummary } from './bench.utils.js';

const fmt = (n: number) => n.toLocaleString('en-GB');

console.log('Benchmark 1/3: capabilitiesOf over 1M items, next to a bare loop…');
const capabilities = benchCapabilities();
writeResult(capabilities.name, capabilities);
console.log('Benchmark 2/3: matchesFeed over 1M items for a typical feed, next to a bare loop…');
const feeds = benchFeedMatcher();
writeResult(feeds.name, feeds);
console.log(
  'Benchmark 3/3: GET /api/2/channels and /api/2/users/me under load, next to the no-op route…',
);
const api = await benchApi();
writeResult(api.name, api);

const lines = [
  '# Benchmark results',
  '',
  `Run ${capabilities.date} on Node ${capabilities.machine.node}, ${capabilities.machine.cpus} × ${capabilities.machine.cpuModel}. Medians of ${capabilities.rounds} interleaved rounds; baselines measured in the same process.`,
  '',
  '| benchmark | measured | baseline (same run) | ratio | budget | result |',
  '| --- | --- | --- | --- | --- | --- |',
  `| \`capabilitiesOf\`, ${fmt(capabilities.items)} items | ${fmt(capabilities.capabilitiesOf.itemsPerSecond)} items/s (${capabilities.capabilitiesOf.medianMs} ms) | bare loop ${fmt(capabilities.bareLoop.itemsPerSecond)} items/s (${capabilities.bareLoop.medianMs} ms) | ${capabilities.ratioToBareLoop}× | ≥ 5,000,000 items/s, ≤ 3× | ${capabilities.pass ? 'pass' : 'MISSED'} |`,
  `| \`matchesFeed\` (networks + types + keywords + assignFilter), ${fmt(feeds.items)} items, ${fmt(feeds.matched)} match | ${fmt(feeds.matchesFeed.itemsPerSecond)} items/s (${feeds.matchesFeed.medianMs} ms); first pass over unseen items ${fmt(feeds.coldPass.itemsPerSecond)} items/s | bare loop ${fmt(feeds.bareLoop.itemsPerSecond)} items/s (${feeds.bareLoop.medianMs} ms) | ${feeds.ratioToBareLoop}× | ≥ 5,000,000 items/s | ${feeds.pass ? 'pass' : 'MISSED'} |`,
  `| \`GET /api/2/channels\` (admin, 10 channels), ${api.connections} connections | ${fmt(api.channels.requestsPerSecond)} req/s, p50 ${api.channels.p50Ms} ms, p97.5 ${api.channels.p97_5Ms} ms | no-op route ${fmt(api.noop.requestsPerSecond)} req/s, p50 ${api.noop.p50Ms} ms | ${api.channels.ratioToNoop}× | reported (no budget set); no errors | ${api.channels.errors === 0 ? 'pass' : 'ERRORS'} |`,
  `| \`GET /api/2/users/me\` (admin), ${api.connections} connections | ${fmt(api.me.requestsPerSecond)} req/s, p50 ${api.me.p50Ms} ms, p97.5 ${api.me.p97_5Ms} ms | no-op route ${fmt(api.noop.requestsPerSecond)} req/s | ${api.me.ratioToNoop}× | reported (no budget set); no errors | ${api.me.errors === 0 ? 'pass' : 'ERRORS'} |`,
];
const summary = writeSummary(lines);
console.log(lines.slice(4).join('\n'));
console.log(`\nResults written to ${summary}.`);
if (!capabilities.pass || !feeds.pass || !api.pass) {
  console.error('A budget was missed.');
  process.exit(1);
}
