import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { connect, migrate, type Db } from '../db/database.js';
import { QUEUES, startJobs, type JobHandler, type Jobs, type QueueName } from '../jobs/jobs.js';
import { loadSigningKey } from '../modules/identity/keys.js';

/**
 * Instances of the server starting at once on a new, empty database (decision 0102): what each
 * does on start before it serves — migrating, starting the job queues, loading the embedded
 * issuer's signing key — is safe to do at the same time.
 */

const INSTANCES = 3;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('pgUrl') });
  await client.connect();
  await client.query(statement);
  await client.end();
}

const name = `empty_${randomBytes(6).toString('hex')}`;
const url = new URL(inject('pgUrl'));
url.pathname = `/${name}`;
const pools: Db[] = [];
const started: Jobs[] = [];

beforeAll(async () => {
  await admin(`CREATE DATABASE ${name}`);
  for (let i = 0; i < INSTANCES; i++) pools.push(connect(url.toString(), 2));
});
afterAll(async () => {
  await Promise.all(started.map((jobs) => jobs.stop()));
  await Promise.all(pools.map((db) => db.destroy()));
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

it('servers starting at once migrate once, create the queues and agree on one signing key', async () => {
  // Each migration is applied by exactly one of them; the others find it done.
  const applied = await Promise.all(pools.map((db) => migrate(db)));
  const all = applied.flat();
  expect(new Set(all).size).toBe(all.length);
  expect(all.length).toBeGreaterThan(50);

  const idle: JobHandler = async () => undefined;
  const handlers = Object.fromEntries(
    Object.values(QUEUES).map((queue) => [queue, idle]),
  ) as Record<QueueName, JobHandler>;
  const jobs = await Promise.all(pools.map(() => startJobs(url.toString(), handlers)));
  started.push(...jobs);
  // Every queue exists once and takes work.
  const db = pools[0];
  if (!db) throw new Error('no pool');
  // pg-boss's own queues (`__pgboss__…`) aside.
  const queues = await sql<{
    name: string;
  }>`SELECT name FROM pgboss.queue WHERE name NOT LIKE '\_\_pgboss%'`.execute(db);
  expect(queues.rows.map((row) => row.name).sort()).toEqual(Object.values(QUEUES).sort());
  expect(await jobs[1]?.send(QUEUES.exports, {})).toEqual(expect.any(String));

  const keys = await Promise.all(pools.map((pool) => loadSigningKey(pool)));
  expect(new Set(keys.map((key) => key.kid)).size).toBe(1);
  const stored = await db.selectFrom('signingKeys').select('kid').execute();
  expect(stored).toEqual([{ kid: keys[0]?.kid }]);
}, 120_000);
