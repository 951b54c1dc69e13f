import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dropTestDatabase } from '../testing/test-api.js';
import type { Db } from './database.js';
import { isRetried, transact, TRANSACT_ATTEMPTS } from './transact.js';

let db: Db;
let url: URL;
beforeAll(async () => {
  ({ db, url } = await createTestDatabase());
  await sql`CREATE TABLE counters (id int PRIMARY KEY, n int NOT NULL)`.execute(db);
  await sql`INSERT INTO counters VALUES (1, 0), (2, 0)`.execute(db);
});
afterAll(async () => {
  await dropTestDatabase(db, url);
});

const add = (trx: Db, id: number) =>
  sql`UPDATE counters SET n = n + 1 WHERE id = ${id}`.execute(trx);

/** A promise and the function that settles it. */
function signal() {
  let fire = () => undefined as void;
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fire, fired };
}

describe('transact', () => {
  it.each([
    ['40P01', true],
    ['40001', true],
    ['23505', false],
    [undefined, false],
  ])('retries SQLSTATE %s: %s', (code, retried) => {
    expect(isRetried(Object.assign(new Error('x'), { code }))).toBe(retried);
  });

  it('does the work of a transaction PostgreSQL chose as a deadlock victim again, once', async () => {
    const first = signal();
    const second = signal();
    const runs = { a: 0, b: 0 };
    // a locks 1 then 2, b locks 2 then 1: one of them is rolled back as a deadlock.
    const a = transact(db, async (trx) => {
      runs.a += 1;
      await add(trx, 1);
      first.fire();
      await second.fired;
      await add(trx, 2);
    });
    const b = transact(db, async (trx) => {
      runs.b += 1;
      await add(trx, 2);
      second.fire();
      await first.fired;
      await add(trx, 1);
    });
    await Promise.all([a, b]);
    expect(runs.a + runs.b).toBe(3);
    const rows = await sql<{ n: number }>`SELECT n FROM counters ORDER BY id`.execute(db);
    expect(rows.rows.map((row) => row.n)).toEqual([2, 2]);
  });

  it('gives up after its attempts, and at once on any other error', async () => {
    let tries = 0;
    const serialisation = Object.assign(new Error('could not serialize'), { code: '40001' });
    await expect(
      transact(db, async () => {
        tries += 1;
        throw serialisation;
      }),
    ).rejects.toBe(serialisation);
    expect(tries).toBe(TRANSACT_ATTEMPTS);
    tries = 0;
    await expect(
      transact(db, async (trx) => {
        tries += 1;
        await add(trx, 1);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(tries).toBe(1);
    const rows = await sql<{ n: number }>`SELECT n FROM counters WHERE id = 1`.execute(db);
    expect(rows.rows[0]?.n).toBe(2);
  });
});
