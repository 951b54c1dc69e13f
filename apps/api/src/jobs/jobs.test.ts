import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { createTestDatabase, dropTestDatabase } from '../testing/test-api.js';
import { QUEUES, startJobs, type JobHandler, type Jobs, type QueueName } from './jobs.js';

let db: Db;
let url: URL;
let jobs: Jobs;
const handled: unknown[] = [];

beforeAll(async () => {
  ({ db, url } = await createTestDatabase());
  const record: JobHandler = async (data) => {
    handled.push(data['n']);
  };
  const none: JobHandler = async () => undefined;
  const handlers = Object.fromEntries(
    Object.values(QUEUES).map((queue) => [queue, queue === QUEUES.exports ? record : none]),
  ) as Record<QueueName, JobHandler>;
  jobs = await startJobs(url.toString(), handlers);
});
afterAll(async () => {
  await jobs?.stop();
  await dropTestDatabase(db, url);
});

const queued = async (n: number) =>
  (
    await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM pgboss.job WHERE name = ${QUEUES.exports}
        AND data->>'n' = ${String(n)}`.execute(db)
  ).rows[0]?.count;

it('a job queued within a transaction exists only if the transaction commits', async () => {
  await expect(
    db.transaction().execute(async (trx) => {
      await jobs.sendWithin(trx, QUEUES.exports, { n: 1 });
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  await db.transaction().execute((trx) => jobs.sendWithin(trx, QUEUES.exports, { n: 2 }));
  jobs.wake(QUEUES.exports);
  await expect.poll(() => handled, { timeout: 5000 }).toContain(2);
  expect(await queued(1)).toBe(0);
  expect(await queued(2)).toBe(1);
  expect(handled).not.toContain(1);
});
