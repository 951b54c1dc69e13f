import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { freePort } from '../../testing/free-port.js';
import { signInTo, startServerProcess } from '../../testing/server-process.js';
import { createTestDatabase, dropTestDatabase } from '../../testing/test-api.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/seed.js';

const MARK = 'fault-post';

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

/** What the sandbox networks published of this test's post, per channel. */
async function onTheNetwork() {
  const { rows } = await sql<{ channelId: string; networkItemId: string; key: string }>`
    SELECT channel_id AS "channelId", network_item_id AS "networkItemId", idempotency_key AS key
    FROM sandbox_published WHERE text LIKE ${`${MARK}%`} ORDER BY channel_id
  `.execute(db);
  return rows;
}

it('a post survives SIGKILL between its publication and its record: the network has it once, the target is published once', async () => {
  // The second channel's publication waits on a row the test holds: the server is killed while
  // the first channel's post is on the network and its transaction has not committed.
  await db
    .insertInto('sandboxFailures')
    .values({ channelId: 'twitter-demo', kind: 'platformIssue', remaining: 1 })
    .onConflict((oc) => oc.column('channelId').doUpdateSet({ remaining: 1 }))
    .execute();
  holder = new pg.Client({ connectionString: url.toString() });
  await holder.connect();
  await holder.query('BEGIN');
  await holder.query(`SELECT * FROM sandbox_failures WHERE channel_id = 'twitter-demo' FOR UPDATE`);

  const port = await freePort();
  server = await startServerProcess(url, port);
  const base = `http://127.0.0.1:${port}`;
  const token = await signInTo(base, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  const created = await fetch(`${base}/api/publish/posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      channelIds: ['facebook-demo', 'twitter-demo'],
      text: `${MARK}: our winter menu`,
      action: 'publishNow',
    }),
  });
  expect(created.status).toBe(201);
  const postId = ((await created.json()) as { id: string }).id;

  // Facebook has the post; the job waits at X's door.
  await expect.poll(async () => (await onTheNetwork()).length, { timeout: 30_000 }).toBe(1);
  await expect
    .poll(
      async () => {
        const { rows } = await holder!.query<{ n: number }>(
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
  await holder.query(`UPDATE sandbox_failures SET remaining = 0 WHERE channel_id = 'twitter-demo'`);
  await holder.query('COMMIT');

  // The kill undid the record: nothing says the post went out, though Facebook has it.
  const before = await db
    .selectFrom('publishTargets')
    .select(['channelId', 'status', 'networkItemId'])
    .where('postId', '=', postId)
    .orderBy('position')
    .execute();
  expect(before.map((target) => target.status)).toEqual(['pending', 'pending']);
  const [first] = await onTheNetwork();

  // Started again, the job publishes it; Facebook answers the same post for the same key.
  server = await startServerProcess(url, port);
  await expect
    .poll(
      async () =>
        (
          await db
            .selectFrom('publishPosts')
            .select('status')
            .where('id', '=', postId)
            .executeTakeFirstOrThrow()
        ).status,
      { timeout: 90_000, interval: 250 },
    )
    .toBe('published');
  const network = await onTheNetwork();
  expect(network.map((row) => row.channelId)).toEqual(['facebook-demo', 'twitter-demo']);
  const targets = await db
    .selectFrom('publishTargets')
    .select(['id', 'channelId', 'status', 'networkItemId'])
    .where('postId', '=', postId)
    .orderBy('position')
    .execute();
  expect(targets.map((target) => target.status)).toEqual(['published', 'published']);
  expect(targets[0]?.networkItemId).toBe(first?.networkItemId);
  expect(network.map((row) => row.key).sort()).toEqual(targets.map((target) => target.id).sort());
}, 180_000);
