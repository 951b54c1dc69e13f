import { machine, round2 } from './bench.utils.js';
import { load, signIn, startServer, summarise, type Sample } from './bench.server.js';

const ROUNDS = 3;
const SECONDS = 3;
const CONNECTIONS = 32;

/**
 * The goals for signed-in reads, next to the same run's no-op route: answered from what the
 * server keeps (the directory unchanged) at ≥ 0.3× its throughput with p95 ≤ 5 ms, and with
 * `Cache-Control: no-cache` (the caller read from the database again) at ≥ 0.1×.
 */
export const API_READ_BUDGET = { keptRatioToNoop: 0.3, keptP95Ms: 5, freshRatioToNoop: 0.1 };

/** The routes measured: name, path, whether it must go to the database. */
const ROUTES = [
  ['channels', '/api/2/channels', false],
  ['me', '/api/2/users/me', false],
  ['channelsFresh', '/api/2/channels', true],
  ['meFresh', '/api/2/users/me', true],
] as const;

type RouteName = (typeof ROUTES)[number][0];

/**
 * The API's read routes under load (autocannon, loopback, 32 connections) next to the same
 * server's no-op route, interleaved in rounds in one run; each read both as the server keeps it
 * and with `Cache-Control: no-cache`. The server is the built one, started as `npm start`
 * starts it, over its own embedded PostgreSQL with the demo data.
 */
export async function benchApi() {
  const server = await startServer();
  try {
    const token = await signIn(server.base, 'admin@demo.test', 'demo');
    const options = { connections: CONNECTIONS, seconds: SECONDS };
    const noopUrl = `${server.base}/healthz`;
    await load({ url: noopUrl }, options);
    const samples = new Map<RouteName | 'noop', Sample[]>();
    const add = (name: RouteName | 'noop', sample: Sample) =>
      samples.set(name, [...(samples.get(name) ?? []), sample]);
    for (let round = 0; round < ROUNDS; round++) {
      add('noop', await load({ url: noopUrl }, options));
      for (const [name, path, fresh] of ROUTES) {
        const headers: Record<string, string> = fresh ? { 'cache-control': 'no-cache' } : {};
        add(name, await load({ url: `${server.base}${path}`, token, headers }, options));
      }
    }
    const noop = summarise(samples.get('noop') ?? []);
    const measured = (name: RouteName, fresh: boolean) => {
      const summary = summarise(samples.get(name) ?? []);
      const ratioToNoop = round2(summary.requestsPerSecond / noop.requestsPerSecond);
      const pass =
        summary.errors === 0 &&
        (fresh
          ? ratioToNoop >= API_READ_BUDGET.freshRatioToNoop
          : ratioToNoop >= API_READ_BUDGET.keptRatioToNoop &&
            summary.p95Ms <= API_READ_BUDGET.keptP95Ms);
      return { ...summary, ratioToNoop, pass };
    };
    const routes = {
      channels: measured('channels', false),
      me: measured('me', false),
      channelsFresh: measured('channelsFresh', true),
      meFresh: measured('meFresh', true),
    };
    return {
      name: 'api-read-routes',
      date: new Date().toISOString(),
      machine: machine(),
      rounds: ROUNDS,
      secondsPerRun: SECONDS,
      connections: CONNECTIONS,
      budget: API_READ_BUDGET,
      noop,
      ...routes,
      pass: Object.values(routes).every((route) => route.pass),
    };
  } finally {
    await server.stop();
  }
}
