/**
 * The built API server (`apps/api/dist/main.js`) as `npm start` runs it, on a database of its
 * own: for the benchmarks and the browser tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const root = fileURLToPath(new URL('../../..', import.meta.url));
const SERVER = join(root, 'apps/api/dist/main.js');
/** The tracing preload `npm start` loads first (nothing without OTEL_EXPORTER_OTLP_ENDPOINT). */
const TRACING = join(root, 'apps/api/dist/tracing.js');

/** A port nobody listens on now (the system's choice), for a server about to start. */
export function freePort(): Promise<number> {
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
  const child: ChildProcess = spawn(process.execPath, ['--import', TRACING, SERVER], {
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
