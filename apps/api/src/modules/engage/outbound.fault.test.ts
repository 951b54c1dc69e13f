import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { freePort } from '../../testing/free-port.js';
import { signInTo, startServerProcess } from '../../testing/server-process.js';
import { createTestDatabase, dropTestDatabase } from '../../testing/test-api.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/seed.js';

/** Replies sent at once (under the sandbox's 60 a minute per channel). */
const REPLIES = 40;
const MARK = 'fault-reply';

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

/** A customer's Facebook comment of Demo Coffee that may be answered. */
async function customerComment(): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    SELECT i.id FROM engage_items i JOIN organisations o ON o.id = i.org_id
    WHERE o.name = 'Demo Coffee' AND i.channel_id = 'facebook-demo' AND i.listed
      AND i.item->'engage'->>'type' = 'comment' AND (i.item->'engage'->>'canRespond')::boolean
      AND NOT coalesce((i.item->'sender'->>'isOwn')::boolean, false)
    LIMIT 1
  `.execute(db);
  const id = rows[0]?.id;
  if (!id) throw new Error('No Facebook comment to answer in the demo data');
  return id;
}

/** The answers stored for this test, with how often the network got each. */
async function stored() {
  const { rows } = await sql<{ id: string; delivery: string; sends: number }>`
    SELECT i.id, i.item->'meta'->>'delivery' AS delivery,
      (SELECT count(*)::int FROM sandbox_sent s WHERE s.idempotency_key = i.id::text) AS sends
    FROM engage_items i WHERE i.item->>'message' LIKE ${`${MARK}%`}
  `.execute(db);
  return rows;
}

it('replies survive SIGKILL of the server: every reply stored is sent exactly once after the restart', async () => {
  const comment = await customerComment();
  const port = await freePort();
  server = await startServerProcess(url, port);
  const base = `http://127.0.0.1:${port}`;
  const token = await signInTo(base, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);

  // Many replies at once; the server is killed as the first is answered, the rest in flight.
  const running = server;
  let killed = false;
  const answers = await Promise.all(
    Array.from({ length: REPLIES }, async (_, i) => {
      try {
        const response = await fetch(`${base}/api/engage/contents/${comment}/comments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ text: `${MARK} ${i}` }),
        });
        if (!killed) {
          killed = true;
          running.kill('SIGKILL');
        }
        return response.status === 202 ? ((await response.json()) as { id: string }).id : null;
      } catch {
        return null; // cut off by the kill
      }
    }),
  );
  if (!killed) running.kill('SIGKILL');
  if (running.exitCode === null && running.signalCode === null) await once(running, 'exit');
  const accepted = answers.filter((id): id is string => id !== null);
  expect(accepted.length).toBeGreaterThan(0);

  // Started again, it sends what was stored and not sent yet.
  server = await startServerProcess(url, port);
  await expect
    .poll(async () => (await stored()).filter((row) => row.delivery === 'MESSAGE_SENDING'), {
      timeout: 60_000,
      interval: 250,
    })
    .toEqual([]);
  const replies = await stored();
  // Every accepted reply was stored; every stored one (accepted or cut off after its commit)
  // was delivered, and the network got each once.
  expect(replies.map((row) => row.id)).toEqual(expect.arrayContaining(accepted));
  expect(replies.filter((row) => row.delivery !== 'DELIVERED')).toEqual([]);
  expect(replies.filter((row) => row.sends !== 1)).toEqual([]);
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM sandbox_sent WHERE text LIKE ${`${MARK}%`}
  `.execute(db);
  expect(rows[0]?.n).toBe(replies.length);
}, 180_000);
