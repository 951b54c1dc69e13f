import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
/** The tracing preload, as `npm start` loads it before the server (decision 0100). */
const TRACING = fileURLToPath(new URL('../tracing.ts', import.meta.url));

/**
 * Starts the real server (`main.ts` after the tracing preload, as `npm start` runs it) in a
 * process of its own on a test database, so a test can SIGKILL it mid-work; resolves once it
 * listens.
 */
export async function startServerProcess(
  databaseUrl: URL,
  port: number,
  env: Readonly<Record<string, string>> = {},
  /** Told the process as soon as it is spawned, so a test can stop it even if it never listens. */
  onSpawn: (child: ChildProcess) => void = () => undefined,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', TRACING, MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl.toString(),
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      SANDBOX_RATE: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onSpawn(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running on')) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`The server exited (${code}): ${output}`)));
  });
  return child;
}

/** Signs a demo account in on a running server; its access token. */
export async function signInTo(base: string, email: string, password: string): Promise<string> {
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`Sign-in of ${email} failed: ${login.status}`);
  return ((await login.json()) as { accessToken: string }).accessToken;
}
