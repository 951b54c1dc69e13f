import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { machine, median, round2 } from './bench.utils.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const SERVER = join(root, 'apps/api/dist/main.js');
const ROUNDS = 3;
const SECONDS = 3;
const CONNECTIONS = 32;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  if (!existsSync(SERVER)) {
    throw new Error('Build the server first: npx nx run @smm/api:build (npm start does it too).');
  }
  const dir = mkdtempSync(join(tmpdir(), 'smm-bench-'));
  chmodSync(dir, 0o755);
  const [port, pgPort] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PG_PORT: String(pgPort),
      DATA_DIR: join(dir, 'pg'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`The server exited (${code}) before it was ready.`)),
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Switchboard is running')) resolve();
    });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGINT');
      }),
  };
}

interface Sample {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p97_5Ms: number;
  readonly p99Ms: number;
  readonly errors: number;
}

async function load(url: string, token?: string): Promise<Sample> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const summarise = (samples: readonly Sample[]) => ({
  requestsPerSecond: round2(median(samples.map((s) => s.requestsPerSecond))),
  p50Ms: round2(median(samples.map((s) => s.p50Ms))),
  p97_5Ms: round2(median(samples.map((s) => s.p97_5Ms))),
  p99Ms: round2(median(samples.map((s) => s.p99Ms))),
  errors: samples.reduce((sum, s) => sum + s.errors, 0),
});

/**
 * The API's read routes under load (autocannon, loopback, 32 connections) next to the same
 * server's no-op route, interleaved in rounds in one run; the server is the built one, started
 * as `npm start` starts it, over its own embedded PostgreSQL with the demo data.
 */
export async function benchApi() {
  const server = await startServer();
  try {
    const login = await fetch(`${server.base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: 'demo' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const routes = [
      ['noop', `${server.base}/healthz`, undefined],
      ['channels', `${server.base}/api/2/channels`, accessToken],
      ['me', `${server.base}/api/2/users/me`, accessToken],
    ] as const;
    await load(`${server.base}/healthz`);
    const samples: Record<string, Sample[]> = { noop: [], channels: [], me: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, url, token] of routes) samples[name]?.push(await load(url, token));
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
