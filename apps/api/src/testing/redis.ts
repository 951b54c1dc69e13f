import { spawn } from 'node:child_process';
import { freePort } from './free-port.js';

/**
 * A real Redis server for a test (the OS package's `redis-server`, in memory only, on a free
 * loopback port); `stop` ends it.
 */
export async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('error', (error) =>
      reject(
        new Error(
          `redis-server could not be started (${error.message}): install it, e.g. apt-get install redis-server.`,
        ),
      ),
    );
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}).`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
