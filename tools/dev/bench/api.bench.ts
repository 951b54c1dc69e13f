import { machine, round2 } from './bench.utils.js';
import { load, signIn, startServer, summarise, type Sample } from './bench.server.js';

const ROUNDS = 3;
const SECONDS = 3;
const CONNECTIONS = 32;

/**
 * The API's read routes under load (autocannon, loopback, 32 connections) next to the same
 * server's no-op route, interleaved in rounds in one run; the server is the built one, started
 * as `npm start` starts it, over its own embedded PostgreSQL with the demo data.
 */
export async function benchApi() {
  const server = await startServer();
  try {
    const accessToken = await signIn(server.base, 'admin@demo.test', 'demo');
    const routes = [
      ['noop', `${server.base}/healthz`, undefined],
      ['channels', `${server.base}/api/2/channels`, accessToken],
      ['me', `${server.base}/api/2/users/me`, accessToken],
    ] as const;
    const options = { connections: CONNECTIONS, seconds: SECONDS };
    await load({ url: `${server.base}/healthz` }, options);
    const samples: Record<string, Sample[]> = { noop: [], channels: [], me: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, url, token] of routes) {
        samples[name]?.push(await load({ url, token }, options));
      }
    }
    const noop = summarise(samples['noop'] ?? []);
    const channels = summarise(samples['channels'] ?? []);
    const me = summarise(samples['me'] ?? []);
    return {
      name: 'api-read-routes',
      date: new Date().toISOString(),
      machine: machine(),
      rounds: ROUNDS,
      secondsPerRun: SECONDS,
      connections: CONNECTIONS,
      noop,
      channels: {
        ...channels,
        ratioToNoop: round2(channels.requestsPerSecond / noop.requestsPerSecond),
      },
      me: { ...me, ratioToNoop: round2(me.requestsPerSecond / noop.requestsPerSecond) },
      pass: channels.errors === 0 && me.errors === 0,
    };
  } finally {
    await server.stop();
  }
}
