import { machine, median, round2 } from './bench.utils.js';
import { quantile, signIn, startServer } from './bench.server.js';
import { seed } from './feed-page.bench.js';

/** Channels seeded: the spec's channel-list page size (platform §9). */
const CHANNELS = 15_000;
/** Requests per measurement, one after the other (each answer is megabytes). */
const REQUESTS = 15;

/** The budget (channels issue): the whole list of 15,000 channels in one page within a second. */
export const CHANNEL_SETTINGS_BUDGET = { p50Ms: 1000 } as const;

/** The latencies of `REQUESTS` settings pages asked afresh, one at a time. */
async function measure(base: string, token: string) {
  const latencies: number[] = [];
  let channels = 0;
  let bytes = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const response = await fetch(`${base}/channels/v2/settings/channels`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'cache-control': 'no-cache',
      },
      body: JSON.stringify({ pageIndex: 0, pageSize: CHANNELS }),
    });
    const text = await response.text();
    latencies.push(performance.now() - started);
    if (!response.ok) throw new Error(`The settings page answered ${response.status}: ${text}`);
    channels = (JSON.parse(text) as { channels: unknown[] }).channels.length;
    bytes = text.length;
  }
  return {
    channels,
    bytes,
    p50Ms: round2(median(latencies)),
    p95Ms: round2(quantile(latencies, 0.95)),
  };
}

/**
 * The channel settings' first page at the spec's page size: an administrator's 15,000 channels
 * and a channel manager's 7,500 (a team's), read afresh from the database, next to the same
 * page of the demo's 10 channels in the same run; the channels come from `npm run seed
 * -- --channels 15000`.
 */
export async function benchChannelSettings() {
  const server = await startServer();
  try {
    const admin = await signIn(server.base, 'admin@demo.test', 'demo');
    await measure(server.base, admin);
    const small = await measure(server.base, admin);
    const seedingMs = await seed(server, ['--channels', String(CHANNELS)]);
    const sam = await signIn(server.base, 'sam@demo.test', 'demo');
    await measure(server.base, admin);
    const full = await measure(server.base, admin);
    const team = await measure(server.base, sam);
    return {
      name: 'channel-settings',
      date: new Date().toISOString(),
      machine: machine(),
      requests: REQUESTS,
      seedingMs,
      small,
      full: { ...full, ratioToSmall: round2(full.p50Ms / small.p50Ms) },
      team,
      budget: CHANNEL_SETTINGS_BUDGET,
      pass:
        full.channels >= CHANNELS &&
        full.p50Ms <= CHANNEL_SETTINGS_BUDGET.p50Ms &&
        team.p50Ms <= CHANNEL_SETTINGS_BUDGET.p50Ms,
    };
  } finally {
    await server.stop();
  }
}
