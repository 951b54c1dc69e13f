import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connect, migrate } from '../db/database.js';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { seedDemo } from '../modules/demo/seed.js';
import { freePort } from './free-port.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The connection string of the test run's PostgreSQL server. */
    pgUrl: string;
    /** A database migrated and filled with the demo once per run: each test database copies it. */
    pgTemplate: string;
  }
}

/**
 * Makes the run's template database: migrated and filled with the demo once, so that each test
 * database is a copy of it (`CREATE DATABASE … TEMPLATE`) instead of migrating and seeding again.
 */
async function createTemplate(
  serverUrl: string,
): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `template_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = connect(url.toString(), 5);
  await migrate(db);
  await seedDemo(db);
  // A template may have no connection open while it is copied.
  await db.destroy();
  return { name, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * One real PostgreSQL server for the API's tests: `TEST_DATABASE_URL` when set, else an embedded
 * server in a temporary directory. Each test file creates its own databases on it, copies of
 * the run's template.
 */
export default async function setup(project: TestProject) {
  const external = process.env['TEST_DATABASE_URL'];
  if (external) {
    const template = await createTemplate(external);
    project.provide('pgUrl', external);
    project.provide('pgTemplate', template.name);
    return template.drop;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'smm-test-pg-'));
  const server = await startEmbeddedPostgres({
    dataDir: join(dataDir, 'pg'),
    port: await freePort(),
  });
  const template = await createTemplate(server.url);
  project.provide('pgUrl', server.url);
  project.provide('pgTemplate', template.name);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
