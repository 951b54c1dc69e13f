/**
 * Starts the built server (as `npm start` does) over a fresh embedded PostgreSQL with the demo
 * data for the browser tests, and stops it after them. Its address reaches the tests as
 * `inject('base')`, the folder of the e-mails it sends as `inject('outbox')`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type BenchServer } from '@smm/tools/built-server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    base: string;
    /** Where the server writes the e-mails it sends (.eml files). */
    outbox: string;
    /** The connection string of the server's embedded PostgreSQL, to check what it stored. */
    database: string;
  }
}

let server: BenchServer | undefined;
let outbox: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  outbox = mkdtempSync(join(tmpdir(), 'smm-e2e-outbox-'));
  // Webhooks may go to the tests' receivers on 127.0.0.1 over http (decision 0053); the demo
  // seed then adds its sandbox webhook too.
  server = await startServer({ OUTBOX_DIR: outbox, WEBHOOKS_ALLOW_PRIVATE_TARGETS: '1' });
  project.provide('base', server.base);
  project.provide('outbox', outbox);
  project.provide(
    'database',
    `postgres://postgres:postgres@127.0.0.1:${server.env['PG_PORT'] ?? ''}/postgres`,
  );
}

export async function teardown(): Promise<void> {
  await server?.stop();
  if (outbox) rmSync(outbox, { recursive: true, force: true });
}
