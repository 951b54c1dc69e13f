import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { freePort } from '../../testing/free-port.js';
import { signInTo, startServerProcess } from '../../testing/server-process.js';
import { createTestDatabase, dropTestDatabase } from '../../testing/test-api.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/seed.js';

const FIRST = 'facebook-public-brewhaus';
const SECOND = 'instagram-public-brewhaus';

let db: Db;
let url: URL;
let server: ChildProcess | null = null;
let holder: pg.Client | null = null;

beforeAll(async () => {
  ({ db, url } = await createTestDatabase());
});
afterAll(async () => {
  server?.kill('SIGKILL');
  await holder?.end().catch(() => undefined);
  await dropTestDatabase(db, url);
});

/** The stored days of a public channel, and how many distinct ones. */
async function daysOf(id: string) {
  const rows = await db
    .selectFrom('publicChannelDays')
    .select('day')
    .where('publicChannelId', '=', id)
    .execute();
  return { rows: rows.length, distinct: new Set(rows.map((row) => row.day)).size };
}

it('onboarding survives SIGKILL halfway: each day is stored exactly once and the brand gets ready', async () => {
  const port = await freePort();
  server = await startServerProcess(url, port);
  const base = `http://127.0.0.1:${port}`;
  const token = await signInTo(base, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  const call = async (method: string, path: string, body: unknown) => {
    const answer = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    expect(answer.status, path).toBeLessThan(300);
    return (await answer.json()) as { id: string; onboardingStatus: string };
  };
  const brand = await call('POST', '/api/benchmark/app/brand', { name: 'Brewhaus' });
  for (const publicChannelId of [FIRST, SECOND]) {
    await call('POST', '/api/benchmark/brand-public-channel', {
      brandId: brand.id,
      publicChannelId,
    });
  }
  // The second channel's request to the network waits on a row the test holds: the server is
  // killed while the first channel's days are stored and the second's are not.
  await db
    .insertInto('sandboxFailures')
    .values({ channelId: SECOND, kind: 'rateLimited', remaining: 1 })
    .execute();
  const held = new pg.Client({ connectionString: url.toString() });
  holder = held;
  await held.connect();
  await held.query('BEGIN');
  await held.query(`SELECT * FROM sandbox_failures WHERE channel_id = $1 FOR UPDATE`, [SECOND]);
  expect(
    (await call('POST', '/api/benchmark/onboard', { brandId: brand.id })).onboardingStatus,
  ).toBe('onboarding');

  await expect.poll(async () => (await daysOf(FIRST)).rows, { timeout: 30_000 }).toBe(90);
  await expect
    .poll(
      async () => {
        const { rows } = await held.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted`,
        );
        return rows[0]?.n ?? 0;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThan(0);
  const running = server;
  running.kill('SIGKILL');
  if (running.exitCode === null && running.signalCode === null) await once(running, 'exit');
  await held.query(`UPDATE sandbox_failures SET remaining = 0 WHERE channel_id = $1`, [SECOND]);
  await held.query('COMMIT');

  const status = async () =>
    (
      await db
        .selectFrom('benchmarkBrands')
        .select('onboardingStatus')
        .where('id', '=', brand.id)
        .executeTakeFirstOrThrow()
    ).onboardingStatus;
  expect(await status()).toBe('onboarding');
  expect((await daysOf(SECOND)).rows).toBe(0);

  // Started again, the drain finds the brand still onboarding and finishes it (within a minute).
  server = await startServerProcess(url, port);
  console.log(
    'stage restarted',
    new Date().toISOString(),
    await daysOf(FIRST),
    await daysOf(SECOND),
  );
  await expect.poll(status, { timeout: 90_000, interval: 250 }).toBe('ready');
  expect(await daysOf(FIRST)).toEqual({ rows: 90, distinct: 90 });
  expect(await daysOf(SECOND)).toEqual({ rows: 90, distinct: 90 });
}, 180_000);
