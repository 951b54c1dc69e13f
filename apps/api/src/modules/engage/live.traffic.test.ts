import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { createTestDatabase, dropTestDatabase } from '../../testing/test-api.js';
import { startLiveTraffic } from './live.traffic.js';

const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));

let db: Db;
let url: URL;
let orgs: { demo: string; other: string };
beforeAll(async () => {
  ({ db, url } = await createTestDatabase());
  const rows = await db.selectFrom('organisations').select(['id', 'name']).execute();
  const id = (name: string) => rows.find((row) => row.name === name)?.id ?? '';
  orgs = { demo: id('Demo Coffee'), other: id('Other Tea Company') };
});
afterAll(async () => {
  await dropTestDatabase(db, url);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Items of an organisation that arrived at or after `since`, and their inbound events. */
async function arrived(orgId: string, since: Date) {
  const items = await db
    .selectFrom('engageItems')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('orgId', '=', orgId)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  const events = await db
    .selectFrom('engageEvents')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('orgId', '=', orgId)
    .where('createdAt', '>=', since)
    .where(sql<boolean>`payload->>'action' = 'inbound'`)
    .executeTakeFirstOrThrow();
  return { items: items.count, events: events.count };
}

/** Waits until `check` holds, up to `ms`. */
async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await sleep(100);
  }
  return check();
}

describe('live sandbox traffic', () => {
  it('delivers items dated now to every organisation at a fast rate, with events, until stopped', async () => {
    const since = new Date(Date.now() - 1000);
    const errors: unknown[] = [];
    const live = startLiveTraffic(db, {
      ratePerMinute: 1200,
      onError: (error) => errors.push(error),
    });
    const busy = await until(
      async () =>
        (await arrived(orgs.demo, since)).items >= 30 &&
        (await arrived(orgs.other, since)).items >= 10,
      10_000,
    );
    await live.stop();
    expect(errors).toEqual([]);
    expect(busy).toBe(true);
    const demo = await arrived(orgs.demo, since);
    // One event per new item (a message's tells of its conversation).
    expect(demo.events).toBeGreaterThan(0);
    expect(demo.events).toBe(demo.items);
    const newest = await db
      .selectFrom('engageItems')
      .select('createdAt')
      .where('orgId', '=', orgs.demo)
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(Math.abs(Date.now() - new Date(newest.createdAt).getTime())).toBeLessThan(5_000);

    await sleep(1_500);
    expect((await arrived(orgs.demo, since)).items).toBe(demo.items);
  });

  it('produces nothing at rate 0', async () => {
    const since = new Date();
    const live = startLiveTraffic(db, { ratePerMinute: 0 });
    await sleep(2_500);
    await live.stop();
    expect(await arrived(orgs.demo, since)).toEqual({ items: 0, events: 0 });
    expect(await arrived(orgs.other, since)).toEqual({ items: 0, events: 0 });
  });

  it('reports a failed delivery and goes on with the other organisations and the next round', async () => {
    await sql`
      CREATE FUNCTION refuse_other_tea() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'the database refused this item';
      END $$;
      CREATE TRIGGER refuse_other_tea BEFORE INSERT ON engage_items FOR EACH ROW
        WHEN (NEW.org_id = ${sql.lit(orgs.other)}::uuid) EXECUTE FUNCTION refuse_other_tea();
    `.execute(db);
    try {
      const since = new Date(Date.now() - 1000);
      const failed: Array<string | null> = [];
      const live = startLiveTraffic(db, {
        ratePerMinute: 1200,
        onError: (_error, orgId) => failed.push(orgId),
      });
      const busy = await until(
        async () => failed.length >= 2 && (await arrived(orgs.demo, since)).items >= 30,
        10_000,
      );
      await live.stop();
      expect(busy).toBe(true);
      expect(new Set(failed)).toEqual(new Set([orgs.other]));
      expect(await arrived(orgs.other, since)).toEqual({ items: 0, events: 0 });
    } finally {
      await sql`DROP TRIGGER refuse_other_tea ON engage_items; DROP FUNCTION refuse_other_tea();`.execute(
        db,
      );
    }
  });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

describe('the server (main.ts)', () => {
  let server: ChildProcess | null = null;
  afterAll(() => {
    server?.kill('SIGKILL');
  });

  it('delivers live traffic at SANDBOX_RATE and stops with the server on SIGINT', async () => {
    const since = new Date();
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        HOST: '127.0.0.1',
        PORT: String(await freePort()),
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        SANDBOX_RATE: '1200',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = once(child, 'exit');
    const busy = await until(async () => (await arrived(orgs.demo, since)).items >= 20, 30_000);
    expect(busy, output).toBe(true);
    expect(output).toContain('deliver 1200 new item(s) a minute');
    child.kill('SIGINT');
    await exited;
    server = null;
    const after = await arrived(orgs.demo, since);
    await sleep(1_500);
    expect(await arrived(orgs.demo, since)).toEqual(after);
  }, 60_000);
});
