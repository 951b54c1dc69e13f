/**
 * The inbox list scrolling 100,000 items, in Chromium (architecture §6: ≤ 60 rows in the DOM,
 * scroll frames p95 ≤ 16.7 ms). Builds the page apps/web/bench/scroll (the app's `VirtualList`
 * of `ItemCard` rows, its theme and English catalogue) with Vite, serves it, and scrolls it top
 * to bottom in headless Chromium with the frame-rate limit off, so the time between two
 * requestAnimationFrame callbacks is the time a frame takes rather than the display's refresh.
 * Rounds alternate with a baseline in the same page: the same scroll over an empty frame of the
 * same height, the machine's floor. Decision 0028.
 *
 * `npx tsx tools/dev/bench/web-scroll.bench.ts` runs this one alone and writes its result.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type JSHandle } from 'playwright-core';
import { build } from 'vite';
import { machine, median, round2, writeResult } from './bench.utils.js';

const BUDGET = { maxRows: 60, p95Ms: 16.7 } as const;
const ROUNDS = 3;
/**
 * How the reader scrolls, repeated from top to bottom: reading (3 rows a frame), skimming (10)
 * and fast flicks (40 rows a frame: every row new in every frame).
 */
const PATTERN = [
  { rows: 3, frames: 40 },
  { rows: 10, frames: 40 },
  { rows: 40, frames: 20 },
] as const;
/** Frames scrolled, unmeasured, before the rounds (the JIT, the first layouts). */
const WARM_UP_FRAMES = 600;

/** Debian's Chromium, as the browser tests use it (apps/web-e2e/src/browser.ts). */
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
/** The browser tests' flags, and the frame-rate limit off (no vsync): frames as fast as made. */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-frame-rate-limit',
  '--disable-gpu-vsync',
  '--js-flags=--expose-gc',
];

const benchDir = fileURLToPath(new URL('../../../apps/web/bench/', import.meta.url));
const distDir = join(benchDir, 'dist');

type Target = 'list' | 'baseline';

/** What one run in the page gives back (apps/web/bench/scroll/main.tsx, `ScrollRun`). */
interface ScrollRun {
  readonly frames: readonly number[];
  readonly longFrames: readonly {
    readonly durationMs: number;
    readonly blockingMs: number;
    readonly scriptMs: number;
    readonly renderMs: number;
    readonly styleAndLayoutMs: number;
    readonly scripts: readonly string[];
  }[];
  readonly wallMs: number;
  readonly scrollTop: number;
  readonly lastRow: number;
}

/** What the page offers the runner (`window.benchmark`). */
interface PageBenchmark {
  readonly ready: boolean;
  readonly items: number;
  readonly rowHeight: number;
  readonly frame: { readonly width: number; readonly height: number };
  readonly loafSupported: boolean;
  readonly catalogue: { readonly compiled: number; readonly fromSource: number };
  rows(): number;
  maxRows(): number;
  height(target: Target): number;
  settle(frames: number): Promise<void>;
  run(target: Target, steps: readonly number[]): Promise<ScrollRun>;
}

/** The nearest-rank percentile of sorted numbers. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
}

function frameStats(frames: readonly number[]) {
  const sorted = [...frames].sort((a, b) => a - b);
  const sum = frames.reduce((total, frame) => total + frame, 0);
  return {
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted[sorted.length - 1] ?? 0,
    meanMs: frames.length > 0 ? sum / frames.length : 0,
    overBudget: frames.filter((frame) => frame > BUDGET.p95Ms).length / Math.max(1, frames.length),
  };
}

/** The pixels scrolled in each frame, top to bottom, and each frame's rows per step. */
function scrollSteps(rowHeight: number, distance: number) {
  const steps: number[] = [];
  const rows: number[] = [];
  let covered = 0;
  while (covered < distance) {
    for (const phase of PATTERN) {
      for (let i = 0; i < phase.frames && covered < distance; i++) {
        steps.push(phase.rows * rowHeight);
        rows.push(phase.rows);
        covered += phase.rows * rowHeight;
      }
    }
  }
  return { steps, rows };
}

/** One round's figures: the frames' percentiles, by step size, and the Long Animation Frames. */
function roundFigures(run: ScrollRun, rowsPerStep: readonly number[]) {
  const stats = frameStats(run.frames);
  const byStep = Object.fromEntries(
    PATTERN.map((phase) => {
      const frames = run.frames.filter((_, index) => rowsPerStep[index] === phase.rows);
      const { p50Ms, p95Ms } = frameStats(frames);
      return [`${phase.rows} rows`, { p50Ms: round2(p50Ms), p95Ms: round2(p95Ms) }];
    }),
  );
  return {
    frames: run.frames.length,
    framesPerSecond: Math.round((run.frames.length / run.wallMs) * 1000),
    p50Ms: round2(stats.p50Ms),
    p95Ms: round2(stats.p95Ms),
    p99Ms: round2(stats.p99Ms),
    maxMs: round2(stats.maxMs),
    meanMs: round2(stats.meanMs),
    overBudgetShare: round2(stats.overBudget * 100) / 100,
    byStep,
    longAnimationFrames: {
      count: run.longFrames.length,
      maxMs: round2(Math.max(0, ...run.longFrames.map((frame) => frame.durationMs))),
      blockingMs: round2(run.longFrames.reduce((sum, frame) => sum + frame.blockingMs, 0)),
    },
  };
}

type Round = ReturnType<typeof roundFigures>;

/** Medians over the rounds of each figure. */
function mediansOf(rounds: readonly Round[]) {
  const of = (read: (round: Round) => number) => round2(median(rounds.map(read)));
  return {
    p50Ms: of((round) => round.p50Ms),
    p95Ms: of((round) => round.p95Ms),
    p99Ms: of((round) => round.p99Ms),
    maxMs: of((round) => round.maxMs),
    meanMs: of((round) => round.meanMs),
    framesPerSecond: of((round) => round.framesPerSecond),
    overBudgetShare: of((round) => round.overBudgetShare),
    byStep: Object.fromEntries(
      PATTERN.map((phase) => {
        const key = `${phase.rows} rows`;
        return [
          key,
          {
            p50Ms: of((round) => round.byStep[key]?.p50Ms ?? 0),
            p95Ms: of((round) => round.byStep[key]?.p95Ms ?? 0),
          },
        ];
      }),
    ),
    longAnimationFrames: {
      count: of((round) => round.longAnimationFrames.count),
      maxMs: of((round) => round.longAnimationFrames.maxMs),
      blockingMs: of((round) => round.longAnimationFrames.blockingMs),
    },
    rounds,
  };
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** Serves a folder on a free port of the loopback interface. */
async function serve(root: string): Promise<{ server: Server; base: string }> {
  const server = createServer((request, response) => {
    if (request.url === '/favicon.ico') return void response.writeHead(204).end();
    const path = normalize(
      decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname),
    );
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(root)) return void response.writeHead(403).end();
    stat(file).then(
      (found) => {
        if (!found.isFile()) return void response.writeHead(404).end();
        response.writeHead(200, {
          'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
          'content-length': found.size,
        });
        createReadStream(file).pipe(response);
      },
      () => void response.writeHead(404).end(),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { server, base: `http://127.0.0.1:${port}` };
}

async function measure(bench: JSHandle<PageBenchmark>) {
  const facts = await bench.evaluate((bench) => {
    return {
      items: bench.items,
      rowHeight: bench.rowHeight,
      frame: bench.frame,
      loafSupported: bench.loafSupported,
      catalogue: bench.catalogue,
      listHeight: bench.height('list'),
      baselineHeight: bench.height('baseline'),
      rowsAtRest: bench.rows(),
    };
  });
  if (facts.listHeight !== facts.baselineHeight) {
    throw new Error(`The list (${facts.listHeight} px) and baseline differ in height.`);
  }
  const { steps, rows } = scrollSteps(facts.rowHeight, facts.listHeight - facts.frame.height);
  const warmUp = steps.slice(0, WARM_UP_FRAMES);
  for (const target of ['list', 'baseline'] as const) {
    await bench.evaluate((bench) => bench.settle(10));
    await bench.evaluate((bench, [target, steps]) => bench.run(target, steps), [
      target,
      warmUp,
    ] as const);
  }
  const list: Round[] = [];
  const baseline: Round[] = [];
  const slowest: ScrollRun['longFrames'][number][] = [];
  let reachedEnd = true;
  for (let round = 0; round < ROUNDS; round++) {
    for (const target of ['list', 'baseline'] as const) {
      await bench.evaluate((bench) => bench.settle(30));
      const run = await bench.evaluate((bench, [target, steps]) => bench.run(target, steps), [
        target,
        steps,
      ] as const);
      const figures = roundFigures(run, rows);
      console.log(
        `  round ${round + 1}, ${target}: ${figures.frames} frames, p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms, p99 ${figures.p99Ms} ms, max ${figures.maxMs} ms; ${figures.longAnimationFrames.count} long animation frames`,
      );
      (target === 'list' ? list : baseline).push(figures);
      if (target === 'list') {
        slowest.push(...run.longFrames);
        reachedEnd &&= run.lastRow === facts.items;
      }
    }
  }
  const maxRows = await bench.evaluate((bench) => bench.maxRows());
  return { facts, steps, list, baseline, slowest, reachedEnd, maxRows };
}

/** Builds the page, scrolls it in Chromium and reports against the budget. */
export async function benchWebScroll() {
  // Other work on the machine shows in the frames' tail (2 cores): the load is kept with them.
  const loadBefore = loadavg().map(round2);
  await build({ configFile: join(benchDir, 'vite.config.ts'), logLevel: 'error' });
  const { server, base } = await serve(resolve(distDir));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const context = await browser.newContext({
      locale: 'en-GB',
      viewport: { width: 900, height: 960 },
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // A page that logs while it scrolls measures the console (Lingui warns of uncompiled texts).
    let warnings = 0;
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings++;
    });
    await page.goto(`${base}/scroll/index.html`);
    await page.waitForFunction(
      () => (globalThis as unknown as { benchmark?: PageBenchmark }).benchmark?.ready === true,
      undefined,
      { timeout: 60_000 },
    );
    const measured = await measure(
      await page.evaluateHandle(
        () => (globalThis as unknown as { benchmark: PageBenchmark }).benchmark,
      ),
    );
    if (errors.length > 0) throw new Error(`The page failed: ${errors.join('; ')}`);
    const list = mediansOf(measured.list);
    const baseline = mediansOf(measured.baseline);
    const checks = {
      rows: measured.maxRows <= BUDGET.maxRows,
      p95: list.p95Ms <= BUDGET.p95Ms,
      reachedEnd: measured.reachedEnd,
    };
    return {
      name: 'web-scroll',
      date: new Date().toISOString(),
      machine: {
        ...machine(),
        browser: `Chromium ${browser.version()}`,
        loadAverage: { before: loadBefore, after: loadavg().map(round2) },
      },
      items: measured.facts.items,
      rowHeightPx: measured.facts.rowHeight,
      frame: measured.facts.frame,
      scrolledPx: measured.facts.listHeight - measured.facts.frame.height,
      framesPerRound: measured.steps.length,
      pattern: PATTERN,
      warmUpFrames: WARM_UP_FRAMES,
      rounds: ROUNDS,
      flags: FLAGS,
      longAnimationFramesSupported: measured.facts.loafSupported,
      catalogue: measured.facts.catalogue,
      consoleWarnings: warnings,
      budget: BUDGET,
      rows: { max: measured.maxRows, atRest: measured.facts.rowsAtRest },
      list,
      baseline,
      p95ToBaseline: round2(list.p95Ms / Math.max(0.01, baseline.p95Ms)),
      p50ToBaseline: round2(list.p50Ms / Math.max(0.01, baseline.p50Ms)),
      slowestListFrames: [...measured.slowest]
        .sort((a, b) => b.durationMs - a.durationMs)
        .slice(0, 5)
        .map((frame) => ({
          durationMs: round2(frame.durationMs),
          scriptMs: round2(frame.scriptMs),
          renderMs: round2(frame.renderMs),
          styleAndLayoutMs: round2(frame.styleAndLayoutMs),
          scripts: frame.scripts,
        })),
      checks,
      pass: checks.rows && checks.p95 && checks.reachedEnd,
    };
  } finally {
    await browser.close();
    server.close();
  }
}

export type WebScrollResult = Awaited<ReturnType<typeof benchWebScroll>>;

/** The result's row of bench/results/summary.md. */
export function webScrollRow(result: WebScrollResult): string {
  const fmt = (n: number) => n.toLocaleString('en-GB');
  const { list, baseline } = result;
  return `| inbox list scrolling (\`VirtualList\` of \`ItemCard\` rows), ${fmt(result.items)} items, ${result.frame.width} × ${result.frame.height} px, ${result.machine.browser} headless, ${fmt(result.framesPerRound)} frames top to bottom | ${result.rows.max} rows in the DOM at most; frames p50 ${list.p50Ms} ms, p95 ${list.p95Ms} ms, p99 ${list.p99Ms} ms | empty frame of the same height: p50 ${baseline.p50Ms} ms, p95 ${baseline.p95Ms} ms, p99 ${baseline.p99Ms} ms | ${result.p95ToBaseline}× (p95) | ≤ ${result.budget.maxRows} rows, p95 ≤ ${result.budget.p95Ms} ms | ${result.pass ? 'pass' : 'MISSED'} |`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log('Inbox list scrolling 100,000 items in Chromium, next to an empty frame…');
  const result = await benchWebScroll();
  const path = writeResult(result.name, result);
  console.log(webScrollRow(result));
  console.log(`\nResult written to ${path}.`);
  if (!result.pass) {
    console.error('A budget was missed.');
    process.exit(1);
  }
}
