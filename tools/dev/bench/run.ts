/**
 * `npm run bench`: runs every benchmark, writes each result as JSON under bench/results/ and a
 * summary in bench/results/summary.md, and exits non-zero when a budget is missed.
 */
import { benchApi } from './api.bench.js';
import { benchAutomation } from './automation.bench.js';
import { benchDryRun } from './dry-run.bench.js';
import { benchCapabilities } from './capabilities.bench.js';
import { benchChannelSettings } from './channel-settings.bench.js';
import { benchFeedMatcher } from './feed-matcher.bench.js';
import { benchFeedPage } from './feed-page.bench.js';
import { benchRealtime } from './realtime/realtime.bench.js';
import { benchWebScroll, webScrollRow } from './web-scroll.bench.js';
import { benchBenchmarkInsights, benchmarkInsightsRow } from './benchmark-insights.bench.js';
import { writeResult, writeSummary } from './bench.utils.js';

const fmt = (n: number) => n.toLocaleString('en-GB');

console.log('Benchmark 1/10: capabilitiesOf over 1M items, next to a bare loop…');
const capabilities = benchCapabilities();
writeResult(capabilities.name, capabilities);
console.log('Benchmark 2/10: matchesFeed over 1M items for a typical feed, next to a bare loop…');
const feeds = benchFeedMatcher();
writeResult(feeds.name, feeds);
console.log(
  'Benchmark 3/10: GET /api/2/channels and /api/2/users/me under load, kept and with no-cache, next to the no-op route…',
);
const api = await benchApi();
writeResult(api.name, api);
console.log(
  'Benchmark 4/10: POST /api/engage/search over 1,000,000 items (page 1 kept and afresh, keyset and offset at 100,000) under load, next to the no-op route…',
);
const feedPage = await benchFeedPage();
writeResult(feedPage.name, feedPage);
const budget = feedPage.budget;
console.log(
  'Benchmark 5/10: realtime fan-out, 1 room × 1,000 connections and 100 rooms × 10, 1 kB messages: ours, socket.io and a raw ws loop…',
);
const realtime = await benchRealtime();
writeResult(realtime.name, realtime);
const rt = (msg: number) => `${fmt(msg)} msg/s`;
console.log(
  'Benchmark 6/10: inbox list scrolling 100,000 items in Chromium (frame by frame, top to bottom), next to an empty frame of the same height…',
);
const webScroll = await benchWebScroll();
writeResult(webScroll.name, webScroll);
console.log(
  'Benchmark 7/10: the channel settings page of 15,000 channels (an administrator, a team), next to the demo’s 10…',
);
const channelSettings = await benchChannelSettings();
writeResult(channelSettings.name, channelSettings);
const cs = channelSettings;
console.log(
  'Benchmark 8/10: automation rule evaluation, 3 rules over 1M items, next to a bare loop…',
);
const automation = benchAutomation();
writeResult(automation.name, automation);
console.log(
  'Benchmark 9/10: the automation dry run over 90 days of a seeded inbox (npm run seed), one request at a time…',
);
const dryRun = await benchDryRun();
writeResult(dryRun.name, dryRun);
console.log(
  'Benchmark 10/10: brand insights, 10 brands over 50 public channels and 90 days, next to the no-op route…',
);
const benchmarkInsights = await benchBenchmarkInsights();
writeResult(benchmarkInsights.name, benchmarkInsights);

const lines = [
  '# Benchmark results',
  '',
  `Run ${capabilities.date} on Node ${capabilities.machine.node}, ${capabilities.machine.cpus} × ${capabilities.machine.cpuModel}. Medians of ${capabilities.rounds} interleaved rounds; baselines measured in the same process.`,
  '',
  '| benchmark | measured | baseline (same run) | ratio | budget | result |',
  '| --- | --- | --- | --- | --- | --- |',
  `| \`capabilitiesOf\`, ${fmt(capabilities.items)} items | ${fmt(capabilities.capabilitiesOf.itemsPerSecond)} items/s (${capabilities.capabilitiesOf.medianMs} ms) | bare loop ${fmt(capabilities.bareLoop.itemsPerSecond)} items/s (${capabilities.bareLoop.medianMs} ms) | ${capabilities.ratioToBareLoop}× | ≥ 5,000,000 items/s, ≤ 3× | ${capabilities.pass ? 'pass' : 'MISSED'} |`,
  `| \`matchesFeed\` (networks + types + keywords + assignFilter), ${fmt(feeds.items)} items, ${fmt(feeds.matched)} match | ${fmt(feeds.matchesFeed.itemsPerSecond)} items/s (${feeds.matchesFeed.medianMs} ms); first pass over unseen items ${fmt(feeds.coldPass.itemsPerSecond)} items/s | bare loop ${fmt(feeds.bareLoop.itemsPerSecond)} items/s (${feeds.bareLoop.medianMs} ms) | ${feeds.ratioToBareLoop}× | ≥ 5,000,000 items/s | ${feeds.pass ? 'pass' : 'MISSED'} |`,
  ...(
    [
      ['`GET /api/2/channels` (admin, 10 channels), kept', api.channels, false],
      ['`GET /api/2/users/me` (admin), kept', api.me, false],
      ['`GET /api/2/channels`, `Cache-Control: no-cache`', api.channelsFresh, true],
      ['`GET /api/2/users/me`, `Cache-Control: no-cache`', api.meFresh, true],
    ] as const
  ).map(
    ([what, route, fresh]) =>
      `| ${what}, ${api.connections} connections | ${fmt(route.requestsPerSecond)} req/s, p50 ${route.p50Ms} ms, p95 ${route.p95Ms} ms | no-op route ${fmt(api.noop.requestsPerSecond)} req/s, p95 ${api.noop.p95Ms} ms | ${route.ratioToNoop}× | ${fresh ? `≥ ${api.budget.freshRatioToNoop}×` : `≥ ${api.budget.keptRatioToNoop}×, p95 ≤ ${api.budget.keptP95Ms} ms`}; no errors | ${route.pass ? 'pass' : 'MISSED'} |`,
  ),
  `| \`POST /api/engage/search\` page 1 (\`limit=20&offset=0\`, default feed, admin), ${fmt(feedPage.items)} items, ${feedPage.connections} connections | ${fmt(feedPage.page1.requestsPerSecond)} req/s, p50 ${feedPage.page1.p50Ms} ms, p95 ${feedPage.page1.p95Ms} ms | no-op route ${fmt(feedPage.noop.requestsPerSecond)} req/s, p95 ${feedPage.noop.p95Ms} ms | ${feedPage.page1.ratioToNoop}× | p95 ≤ ${budget.page1P95Ms} ms, ≥ ${budget.page1RatioToNoop}× the no-op route | ${feedPage.checks.page1P95 && feedPage.checks.page1Throughput ? 'pass' : 'MISSED'} |`,
  `| page 1 asked afresh (\`cache-control: no-cache\`: read from the database) | ${fmt(feedPage.page1Fresh.requestsPerSecond)} req/s, p50 ${feedPage.page1Fresh.p50Ms} ms, p95 ${feedPage.page1Fresh.p95Ms} ms | no-op route ${fmt(feedPage.noop.requestsPerSecond)} req/s | ${feedPage.page1Fresh.ratioToNoop}× | reported (the database path of page 1); no errors | ${feedPage.checks.noErrors ? 'pass' : 'ERRORS'} |`,
  `| the same feed 100,000 items deep by keyset (\`cursor\`), afresh | ${fmt(feedPage.keysetDeep.requestsPerSecond)} req/s, p50 ${feedPage.keysetDeep.p50Ms} ms, p95 ${feedPage.keysetDeep.p95Ms} ms | page 1 afresh, p95 ${feedPage.page1Fresh.p95Ms} ms | ${feedPage.keysetDeep.p95ToPage1Fresh}× (p95) | p95 ≤ ${budget.keysetDeepToPage1}× page 1's | ${feedPage.checks.keysetDeep ? 'pass' : 'MISSED'} |`,
  `| the same page by offset (\`offset=100000\`), afresh | ${fmt(feedPage.offsetDeep.requestsPerSecond)} req/s, p50 ${feedPage.offsetDeep.p50Ms} ms, p95 ${feedPage.offsetDeep.p95Ms} ms | page 1 afresh, p95 ${feedPage.page1Fresh.p95Ms} ms | ${feedPage.offsetDeep.p95ToPage1Fresh}× (p95) | reported next to keyset (no budget); no errors | ${feedPage.checks.noErrors ? 'pass' : 'ERRORS'} |`,
  ...realtime.shapes.map(
    (shape) =>
      `| realtime fan-out, ${shape.rooms === 1 ? 'one room' : `${shape.rooms} rooms`} × ${fmt(shape.connections)} connections, 1 kB item events | ours ${rt(shape.ours.deliveredPerSecond)}, p50 ${shape.ours.p50Ms} ms, p99 ${shape.ours.p99Ms} ms (${fmt(shape.ours.deliveredPerCpuSecond)} per server CPU-second) | socket.io ${rt(shape.socketIo.deliveredPerSecond)}, p99 ${shape.socketIo.p99Ms} ms; raw \`ws\` loop ${rt(shape.ws.deliveredPerSecond)}, p99 ${shape.ws.p99Ms} ms | ${shape.toSocketIo}× socket.io, ${shape.toRawWs}× raw ws | ≥ ${realtime.budget.toSocketIo}× socket.io, ≥ ${realtime.budget.toRawWs}× raw ws | ${shape.pass ? 'pass' : 'MISSED'} |`,
  ),
  webScrollRow(webScroll),
  `| \`POST /channels/v2/settings/channels\` afresh, one page of ${fmt(cs.full.channels)} channels (administrator; ${(cs.full.bytes / 1e6).toFixed(1)} MB), one request at a time | p50 ${cs.full.p50Ms} ms, p95 ${cs.full.p95Ms} ms; a team's ${fmt(cs.team.channels)}: p50 ${cs.team.p50Ms} ms, p95 ${cs.team.p95Ms} ms | the demo's ${cs.small.channels} channels: p50 ${cs.small.p50Ms} ms | ${cs.full.ratioToSmall}× (p50) | p50 ≤ ${cs.budget.p50Ms} ms | ${cs.pass ? 'pass' : 'MISSED'} |`,
  `| automation \`ruleMatches\`, ${automation.rules} rules × ${fmt(automation.items)} items | ${fmt(automation.evaluateRule.evaluationsPerSecond)} evaluations/s (${automation.evaluateRule.medianMs} ms); first pass over unseen items ${fmt(automation.coldPass.evaluationsPerSecond)}/s | bare loop ${fmt(automation.bareLoop.evaluationsPerSecond)}/s (${automation.bareLoop.medianMs} ms) | ${automation.ratioToBareLoop}× | ≥ 1,000,000 evaluations/s | ${automation.pass ? 'pass' : 'MISSED'} |`,
  `| \`POST /api/automate/rules/dry-run?days=90\`, ${fmt(dryRun.seeded)} items seeded over six months | ${fmt(dryRun.scanned)} items scanned (inbox entries and direct messages) in ${dryRun.medianMs} ms (median), ${fmt(dryRun.matched)} matched | — | ${dryRun.msPer100k} ms per 100,000 | ≤ 2,000 ms per 100,000, ≥ 100,000 scanned | ${dryRun.pass ? 'pass' : 'MISSED'} |`,
  benchmarkInsightsRow(benchmarkInsights),
  '',
  `Seeding ${fmt(feedPage.items)} items with \`npm run seed\`'s tool took ${Math.round(feedPage.seeding.ms / 1000)} s (${fmt(feedPage.seeding.itemsPerSecond)} items/s). API latencies: ${feedPage.latency}. Realtime: each server in its own process, the clients in another (lean WebSocket readers, the same for all), ${realtime.window} messages in flight per room, ${realtime.rounds} interleaved rounds of ${realtime.measureMs / 1000} s; latency from publishing to each client's receipt. Inbox list: headless Chromium with the frame-rate limit off, the list scrolled by ${webScroll.pattern.map((phase) => phase.rows).join(', ')} rows a frame in turn, each frame's duration from consecutive requestAnimationFrame timestamps, ${webScroll.rounds} interleaved rounds with the empty frame (decision 0028).`,
];
const summary = writeSummary(lines);
console.log(lines.slice(4).join('\n'));
console.log(`\nResults written to ${summary}.`);
if (
  !capabilities.pass ||
  !feeds.pass ||
  !api.pass ||
  !feedPage.pass ||
  !realtime.pass ||
  !webScroll.pass ||
  !channelSettings.pass ||
  !automation.pass ||
  !dryRun.pass ||
  !benchmarkInsights.pass
) {
  console.error('A budget was missed.');
  process.exit(1);
}
