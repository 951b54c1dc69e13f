import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { freePort } from './free-port.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The connection string of the test run's PostgreSQL server. */
    pgUrl: string;
  }
}

/**
 * One real PostgreSQL server for the API's tests: `TEST_DATABASE_URL` when set, else an embedded
 * server in a temporary directory. Each test file creates its own database on it.
 */
export default async function setup(project: TestProject) {
  const external = process.env['TEST_DATABASE_URL'];
  if (external) {
    project.provide('pgUrl', external);
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'smm-test-pg-'));
  const server = await startEmbeddedPostgres({
    dataDir: join(dataDir, 'pg'),
    port: await freePort(),
  });
  project.provide('pgUrl', server.url);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
