import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { LabelJob } from '@smm/model';
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

/** A new Demo Coffee label on `count` copies of one Demo Coffee item; the label's id. */
async function labelledItems(count: number): Promise<string> {
  const label = await sql<{ id: string }>`
    INSERT INTO labels (org_id, name, color)
    SELECT id, 'Fault', '#d64545' FROM organisations WHERE name = 'Demo Coffee'
    RETURNING id
  `.execute(db);
  const labelId = label.rows[0]?.id ?? '';
  await sql`
    WITH template AS (
      SELECT i.* FROM engage_items i JOIN organisations o ON o.id = i.org_id
      WHERE o.name = 'Demo Coffee' AND i.listed LIMIT 1
    ), fresh AS (
      SELECT n, gen_random_uuid() AS id FROM generate_series(1, ${count}) AS n
    )
    INSERT INTO engage_items
    SELECT (jsonb_populate_record(NULL::engage_items, to_jsonb(template) || jsonb_build_object(
      'id', fresh.id,
      'network_item_id', 'label-fault-' || fresh.n,
      'labels', jsonb_build_array(${labelId}::text),
      'item', jsonb_set(jsonb_set(jsonb_set(template.item, '{id}', to_jsonb(fresh.id::text)),
                        '{engage,id}', to_jsonb(fresh.id::text)),
                        '{engage,labels}', jsonb_build_array(${labelId}::text))
    ))).*
    FROM template, fresh
  `.execute(db);
  return labelId;
}

const processed = async (jobId: string) =>
  await db
    .selectFrom('labelJobs')
    .select(['processed', 'state', 'total'])
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();

it('a label deletion over 10k items survives SIGKILL of the server mid-way: each item once', async () => {
  const labelId = await labelledItems(ITEMS);
  const port = await freePort();
  server = await startServerProcess(url, port);
  const base = `http://127.0.0.1:${port}`;
  const accessToken = await signInTo(base, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  const started = await fetch(`${base}/labels/${labelId}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(started.status).toBe(202);
  const job = (await started.json()) as LabelJob;
  expect(job.total).toBe(ITEMS);

  // Kill the server once part of the job is done.
  let before = await processed(job.id);
  for (let i = 0; i < 1200 && before.processed < ITEMS / 5; i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    before = await processed(job.id);
  }
  server.kill('SIGKILL');
  await once(server, 'exit');
  before = await processed(job.id);
  expect(before.processed).toBeGreaterThan(0);
  expect(before.processed).toBeLessThan(ITEMS);
  expect(before.state).toBe('running');

  // Start it again: it resumes the job and finishes it.
  server = await startServerProcess(url, port);
  let after = before;
  for (let i = 0; i < 2400 && after.state !== 'done'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    after = await processed(job.id);
  }
  expect(after).toEqual({ state: 'done', processed: ITEMS, total: ITEMS });

  const carrying = await sql<{ count: number }>`
    SELECT count(*)::int AS count FROM engage_items
    WHERE labels @> ARRAY[${labelId}]::text[] OR item->'engage'->'labels' ? ${labelId}
  `.execute(db);
  expect(carrying.rows[0]?.count).toBe(0);
  const perItem = await sql<{ items: number; events: number }>`
    SELECT count(DISTINCT item_id)::int AS items, count(*)::int AS events FROM engage_events
    WHERE payload->>'labelJobId' = ${job.id}
  `.execute(db);
  expect(perItem.rows[0]).toEqual({ items: ITEMS, events: ITEMS });
  const label = await db.selectFrom('labels').select('id').where('id', '=', labelId).execute();
  expect(label).toEqual([]);
}, 240_000);
