import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { BulkJobAccepted } from '@smm/model';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/seed.js';
import { createTestDatabase, dropTestDatabase } from '../../testing/test-api.js';
import { freePort } from '../../testing/free-port.js';
import { signInTo, startServerProcess } from '../../testing/server-process.js';

const ITEMS = 10_000;

let db: Db;
let url: URL;
let server: ChildProcess | null = null;

beforeAll(async () => {
  ({ db, url } = await createTestDatabase());
});
afterAll(async () => {
  server?.kill('SIGKILL');
  await dropTestDatabase(db, url);
});

/** Copies one unread Demo Coffee item into `count` new items on the same channel. */
async function makeItems(count: number): Promise<string[]> {
  const rows = await sql<{ id: string }>`
    WITH template AS (
      SELECT i.* FROM engage_items i JOIN organisations o ON o.id = i.org_id
      WHERE o.name = 'Demo Coffee' AND i.listed AND i.read_status = 'unread'
      LIMIT 1
    ), fresh AS (
      SELECT n, gen_random_uuid() AS id FROM generate_series(1, ${count}) AS n
    )
    INSERT INTO engage_items
    SELECT (jsonb_populate_record(NULL::engage_items, to_jsonb(template) || jsonb_build_object(
      'id', fresh.id,
      'network_item_id', 'bulk-fault-' || fresh.n,
      'item', jsonb_set(jsonb_set(template.item, '{id}', to_jsonb(fresh.id::text)),
                        '{engage,id}', to_jsonb(fresh.id::text))
    ))).*
    FROM template, fresh
    RETURNING id
  `.execute(db);
  return rows.rows.map((row) => row.id);
}

async function progress(jobId: string) {
  const rows = await db
    .selectFrom('bulkJobItems')
    .select(['status', sql<number>`count(*)::int`.as('count')])
    .where('jobId', '=', jobId)
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, row.count])) as Record<string, number>;
}

it('a 10k-item bulk job survives SIGKILL of the server mid-way: every item is done exactly once', async () => {
  const ids = await makeItems(ITEMS);
  expect(ids).toHaveLength(ITEMS);
  const port = await freePort();
  server = await startServerProcess(url, port);
  const base = `http://127.0.0.1:${port}`;
  const accessToken = await signInTo(base, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  const started = await fetch(`${base}/api/engage/bulk/adhoc/bulkAction`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ actionType: 'read', itemIds: ids }),
  });
  expect(started.status).toBe(202);
  const { jobId, total, estimate } = (await started.json()) as BulkJobAccepted;
  expect({ total, estimate }).toEqual({ total: ITEMS, estimate: 'considerableTime' });

  // Kill the server once part of the job is done.
  let before: Record<string, number> = {};
  for (let i = 0; i < 1200 && (before['done'] ?? 0) < ITEMS / 5; i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    before = await progress(jobId);
  }
  server.kill('SIGKILL');
  await once(server, 'exit');
  before = await progress(jobId);
  expect(before['done'] ?? 0).toBeGreaterThan(0);
  expect(before['pending'] ?? 0).toBeGreaterThan(0);

  // Start it again: it resumes the job and finishes it.
  server = await startServerProcess(url, port);
  let state = 'running';
  for (let i = 0; i < 2400 && state !== 'done'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const job = await db
      .selectFrom('bulkJobs')
      .select('state')
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    state = job.state;
  }
  expect(state).toBe('done');
  expect(await progress(jobId)).toEqual({ done: ITEMS });

  const perItem = await sql<{ items: number; events: number; most: number }>`
      SELECT count(DISTINCT item_id)::int AS items, count(*)::int AS events,
             coalesce(max(per.n), 0)::int AS most
      FROM engage_events
      LEFT JOIN LATERAL (
        SELECT count(*) AS n FROM engage_events again
        WHERE again.item_id = engage_events.item_id AND again.payload->>'jobId' = ${jobId}
      ) AS per ON true
      WHERE payload->>'jobId' = ${jobId} AND item_id IS NOT NULL
    `.execute(db);
  expect(perItem.rows[0]).toEqual({ items: ITEMS, events: ITEMS, most: 1 });
  const unread = await db
    .selectFrom('engageItems')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('id', 'in', ids)
    .where('readStatus', '<>', 'read')
    .executeTakeFirstOrThrow();
  expect(unread.count).toBe(0);
  const finished = await db
    .selectFrom('engageEvents')
    .select(sql<number>`count(*)::int`.as('count'))
    .where(sql<boolean>`payload->>'jobId' = ${jobId} AND item_id IS NULL`)
    .executeTakeFirstOrThrow();
  expect(finished.count).toBe(1);
}, 240_000);
