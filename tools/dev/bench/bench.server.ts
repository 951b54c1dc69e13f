/** The built API server under load: starting it on a database of its own, and measuring routes. */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { median, round2 } from './bench.utils.js';

/** The repository's root. */
export const root = fileURLToPath(new URL('../../..', import.meta.url));
const SERVER = join(root, 'apps/api/dist/main.js');

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

/** A running built server over its own embedded PostgreSQL with the demo data. */
export interface BenchServer {
  readonly base: string;
  /** The environment it was started with (`DATA_DIR`, `PG_PORT`, …), for tools that share its database. */
  readonly env: Readonly<Record<string, string>>;
  stop(): Promise<void>;
}

/**
 * Starts the built server (`apps/api/dist/main.js`) as `npm start` starts it, over a fresh
 * embedded PostgreSQL in a temporary directory (removed on stop), with live sandbox traffic
 * off so every run measures the same data; `env` adds to or overrides its environment.
 */
export async function startServer(env: Record<string, string> = {}): Promise<BenchServer> {
  if (!existsSync(SERVER)) {
    throw new Error('Build the server first: npx nx run @smm/api:build (npm start does it too).');
  }
  const dir = mkdtempSync(join(tmpdir(), 'smm-bench-'));
  chmodSync(dir, 0o755);
  const [port, pgPort] = [await freePort(), await freePort()];
  const serverEnv = {
    PORT: String(port),
    HOST: '127.0.0.1',
    PG_PORT: String(pgPort),
    DATA_DIR: join(dir, 'pg'),
    LOG_LEVEL: 'warn',
    SANDBOX_RATE: '0',
    ...env,
  };
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    cwd: root,
    env: { ...process.env, ...serverEnv },
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
    env: serverEnv,
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

/** Signs in with e-mail and password and returns the access token. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`Sign-in of ${email} failed: ${login.status}`);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

/** One load run of one route. */
export interface Sample {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  /** Exact, from every 2xx response's latency recorded in this run (autocannon reports no p95). */
  readonly p95Ms: number;
  readonly p97_5Ms: number;
  readonly p99Ms: number;
  readonly errors: number;
}

/** A request to load: a URL, and optionally the token, method and JSON body. */
export interface LoadRequest {
  readonly url: string;
  readonly token?: string | undefined;
  readonly method?: 'GET' | 'POST';
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * The `q` quantile (0–1) of a list of numbers, nearest rank.
 *
 * @example
 * quantile([5, 1, 4, 2, 3], 0.5); // 3
 * quantile(Array.from({ length: 100 }, (_, i) => i + 1), 0.95); // 95
 */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

/**
 * Loads a route with autocannon (loopback, `connections` at once, for `seconds`), recording the
 * latency of every successful response, so p50 and p95 are exact rather than autocannon's
 * whole-millisecond histogram buckets; p97.5 and p99 are autocannon's.
 */
export async function load(
  request: LoadRequest,
  options: { readonly connections: number; readonly seconds: number },
): Promise<Sample> {
  const latencies: number[] = [];
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers['authorization'] = `Bearer ${request.token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: request.url,
        connections: options.connections,
        duration: options.seconds,
        method: request.method ?? 'GET',
        headers,
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      },
      (error: unknown, done) => (error ? reject(error as Error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: round2(quantile(latencies, 0.5)),
    p95Ms: round2(quantile(latencies, 0.95)),
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The medians of a route's rounds, and every error. */
export const summarise = (samples: readonly Sample[]) => ({
  requestsPerSecond: round2(median(samples.map((s) => s.requestsPerSecond))),
  p50Ms: round2(median(samples.map((s) => s.p50Ms))),
  p95Ms: round2(median(samples.map((s) => s.p95Ms))),
  p97_5Ms: round2(median(samples.map((s) => s.p97_5Ms))),
  p99Ms: round2(median(samples.map((s) => s.p99Ms))),
  errors: samples.reduce((sum, s) => sum + s.errors, 0),
});
