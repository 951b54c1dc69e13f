/**
 * The automation dry run over the stored inbox: `POST /api/automate/rules/dry-run?days=90` of a
 * typical rule against the built server, its database filled by `npm run seed`'s tool with items
 * over six months, one request at a time, median of rounds. Budget (issue 26): 100,000 stored
 * items scanned in at most 2 s.
 */
import { machine, median, round2 } from './bench.utils.js';
import { seed } from './feed-page.bench.js';
import { signIn, startServer } from './bench.server.js';

const ITEMS = Number(process.env['BENCH_DRY_RUN_ITEMS'] ?? 300_000);
const ROUNDS = 5;
const BUDGET = { maxMsPer100k: 2_000 };

/** Refund requests on Instagram and Facebook comments to the care team, read. */
const RULE = {
  name: 'Refunds to care',
  matchMode: 'ALL',
  conditions: [
    {
      field: 'network',
      operator: 'IS_ANY',
      valueType: 'network',
      values: ['instagram', 'facebook'],
    },
    { field: 'text', operator: 'CONTAINS_ANY', valueType: 'string', values: ['refund', 'order'] },
  ],
  actions: [{ type: 'engage.markAsRead', config: {} }],
};

/** Runs the benchmark and returns its result. */
export async function benchDryRun() {
  const server = await startServer();
  try {
    console.log(`  seeding ${ITEMS.toLocaleString('en-GB')} items with npm run seed's tool…`);
    await seed(server, ITEMS);
    const token = await signIn(server.base, 'admin@demo.test', 'demo');
    const run = async () => {
      const started = performance.now();
      const response = await fetch(`${server.base}/api/automate/rules/dry-run?days=90`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(RULE),
      });
      if (!response.ok) throw new Error(`The dry run answered ${response.status}.`);
      const result = (await response.json()) as { scanned: number; matchedCount: number };
      return { ms: performance.now() - started, ...result };
    };
    await run();
    const rounds = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push(await run());
    const ms = median(rounds.map((round) => round.ms));
    const scanned = rounds[0]?.scanned ?? 0;
    const msPer100k = scanned === 0 ? Infinity : (ms * 100_000) / scanned;
    return {
      name: 'automation-dry-run',
      date: new Date().toISOString(),
      machine: machine(),
      seeded: ITEMS,
      scanned,
      matched: rounds[0]?.matchedCount ?? 0,
      rounds: ROUNDS,
      medianMs: round2(ms),
      roundsMs: rounds.map((round) => round2(round.ms)),
      msPer100k: round2(msPer100k),
      budget: BUDGET,
      pass: scanned >= 100_000 && msPer100k <= BUDGET.maxMsPer100k,
    };
  } finally {
    await server.stop();
  }
}
