import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { machine, round2 } from './bench.utils.js';
import {
  load,
  root,
  signIn,
  startServer,
  summarise,
  type BenchServer,
  type LoadRequest,
  type Sample,
} from './bench.server.js';

const ROUNDS = 3;
const SECONDS = 3;
const CONNECTIONS = 32;
/** Items seeded; `BENCH_FEED_ITEMS` makes a quicker run while working on the benchmark itself. */
const ITEMS = Number(process.env['BENCH_FEED_ITEMS'] ?? 1_000_000);
const DEPTH = 100_000;
const SEED_TOOL = join(root, 'apps/api/src/seed.ts');

/** The budgets (engage API issue): page 1 p95 and throughput, and a deep keyset page's p95. */
export const FEED_PAGE_BUDGET = {
  page1P95Ms: 30,
  page1RatioToNoop: 0.25,
  keysetDeepToPage1: 1.5,
} as const;

/**
 * Runs `npm run seed`'s tool against the server's database (shared with the running server)
 * with `--items` (a number) or other arguments; answers how long it took in ms.
 */
export function seed(server: BenchServer, what: number | readonly string[]): Promise<number> {
  const started = Date.now();
  const args = typeof what === 'number' ? ['--items', String(what)] : what;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', SEED_TOOL, ...args, '--seed', '100'],
      {
        cwd: root,
        env: { ...process.env, ...server.env },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.once('exit', (code) =>
      code === 0 ? resolve(Date.now() - started) : reject(new Error(`Seeding failed (${code}).`)),
    );
  });
}

interface Page {
  readonly items: ReadonlyArray<{ readonly id: string }>;
  readonly nextCursor: string | null;
}

/** One search page, checked. */
async function page(request: LoadRequest): Promise<Page> {
  const response = await fetch(request.url, {
    method: 'POST',
    headers: { authorization: `Bearer ${request.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(request.body),
  });
  if (!response.ok) throw new Error(`${request.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Page;
}

/**
 * Walks the default feed with the server's own cursors (pages of 100) to `depth` items and
 * returns the cursor of the page that starts there.
 */
async function cursorAt(search: string, token: string, depth: number): Promise<string> {
  let cursor: string | null = null;
  for (let seen = 0; seen < depth; seen += 100) {
    const next: Page = await page({
      url: `${search}?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      token,
      body: { filters: {} },
    });
    if (next.nextCursor === null) throw new Error(`The feed ends before ${depth} items.`);
    cursor = next.nextCursor;
  }
  if (cursor === null) throw new Error('No cursor');
  return cursor;
}

/**
 * A page of the default feed (`POST /api/engage/search`, no filters, latest first) over a
 * million items under load (autocannon, loopback, 32 connections), next to the same server's
 * no-op route, interleaved in rounds in one run: page 1 as clients get it (the server keeps the
 * page until the organisation's data changes), page 1 asked afresh (`cache-control: no-cache`:
 * read from the database), and the page 100,000 items deep, afresh, by keyset (`cursor`, walked
 * once with the server's own cursors) and by offset. The server is the built one over its own
 * embedded PostgreSQL, filled by `npm run seed`'s tool.
 */
export async function benchFeedPage() {
  const server = await startServer();
  try {
    console.log(`  seeding ${ITEMS.toLocaleString('en-GB')} items with npm run seed's tool…`);
    const seedMs = await seed(server, ITEMS);
    const token = await signIn(server.base, 'admin@demo.test', 'demo');
    const search = `${server.base}/api/engage/search`;
    const body = { filters: {} };
    const cursor = await cursorAt(search, token, DEPTH);
    const page1Request: LoadRequest = {
      url: `${search}?limit=20&offset=0`,
      token,
      method: 'POST',
      body,
    };
    // Asked afresh (cache-control: no-cache), the server reads the page from the database
    // rather than answering the page it keeps: the cost of paging itself.
    const fresh = { 'cache-control': 'no-cache' };
    const page1FreshRequest: LoadRequest = { ...page1Request, headers: fresh };
    const keysetRequest: LoadRequest = {
      ...page1Request,
      url: `${search}?limit=20&cursor=${cursor}`,
      headers: fresh,
    };
    const offsetRequest: LoadRequest = {
      ...page1Request,
      url: `${search}?limit=20&offset=${DEPTH}`,
      headers: fresh,
    };
    // Both deep pages must be the same page, or the comparison means nothing.
    const [byCursor, byOffset] = [await page(keysetRequest), await page(offsetRequest)];
    if (byCursor.items[0]?.id !== byOffset.items[0]?.id || byCursor.items.length !== 20) {
      throw new Error('The keyset and offset pages at depth 100,000 differ.');
    }
    const routes: ReadonlyArray<readonly [string, LoadRequest]> = [
      ['noop', { url: `${server.base}/healthz` }],
      ['page1', page1Request],
      ['page1Fresh', page1FreshRequest],
      ['keysetDeep', keysetRequest],
      ['offsetDeep', offsetRequest],
    ];
    const options = { connections: CONNECTIONS, seconds: SECONDS };
    for (const [, request] of routes) await load(request, { ...options, seconds: 1 });
    const samples: Record<string, Sample[]> = {};
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, request] of routes) {
        (samples[name] ??= []).push(await load(request, options));
      }
    }
    const noop = summarise(samples['noop'] ?? []);
    const page1 = summarise(samples['page1'] ?? []);
    const page1Fresh = summarise(samples['page1Fresh'] ?? []);
    const keysetDeep = summarise(samples['keysetDeep'] ?? []);
    const offsetDeep = summarise(samples['offsetDeep'] ?? []);
    const page1Ratio = round2(page1.requestsPerSecond / noop.requestsPerSecond);
    const keysetToPage1 = round2(keysetDeep.p95Ms / page1Fresh.p95Ms);
    const checks = {
      page1P95: page1.p95Ms <= FEED_PAGE_BUDGET.page1P95Ms,
      page1Throughput: page1Ratio >= FEED_PAGE_BUDGET.page1RatioToNoop,
      keysetDeep: keysetToPage1 <= FEED_PAGE_BUDGET.keysetDeepToPage1,
      noErrors: page1.errors + page1Fresh.errors + keysetDeep.errors + offsetDeep.errors === 0,
    };
    return {
      name: 'feed-page',
      date: new Date().toISOString(),
      machine: machine(),
      items: ITEMS,
      seeding: { ms: seedMs, itemsPerSecond: Math.round(ITEMS / (seedMs / 1000)) },
      depth: DEPTH,
      rounds: ROUNDS,
      secondsPerRun: SECONDS,
      connections: CONNECTIONS,
      latency:
        'p50 and p95 exact over every 2xx response of a run (recorded per response); p97.5 and p99 from autocannon; medians of the rounds',
      budget: FEED_PAGE_BUDGET,
      noop,
      page1: { ...page1, ratioToNoop: page1Ratio },
      page1Fresh: {
        ...page1Fresh,
        ratioToNoop: round2(page1Fresh.requestsPerSecond / noop.requestsPerSecond),
      },
      keysetDeep: { ...keysetDeep, p95ToPage1Fresh: keysetToPage1 },
      offsetDeep: {
        ...offsetDeep,
        p95ToPage1Fresh: round2(offsetDeep.p95Ms / page1Fresh.p95Ms),
      },
      checks,
      pass: Object.values(checks).every(Boolean),
    };
  } finally {
    await server.stop();
  }
}
