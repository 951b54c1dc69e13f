import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { freePort } from '../../testing/free-port.js';
import { signInTo, startServerProcess } from '../../testing/server-process.js';
import { createTestDatabase, dropTestDatabase } from '../../testing/test-api.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/seed.js';

const WORD = 'okapiroast';

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

/** What a crossing left: the alert's state, its notices and its e-mails. */
async function traces(alertId: string) {
  const alert = await db
    .selectFrom('listenAlerts')
    .select(['above', 'lastTriggeredAt', 'lastCheckedAt', 'lastVolume'])
    .where('id', '=', alertId)
    .executeTakeFirstOrThrow();
  const notices = (
    await db
      .selectFrom('notices')
      .select(['userId', 'data'])
      .where('type', '=', 'listenAlert')
      .execute()
  ).filter((row) => (row.data as { alertId?: string } | null)?.alertId === alertId);
  const mails = await db
    .selectFrom('mailOutbox')
    .select('recipient')
    .where('about', '=', 'listenAlert')
    .execute();
  return { ...alert, notices: notices.length, mails: mails.length };
}

it('a check killed midway notifies nothing; the next one notifies each recipient exactly once', async () => {
  const port = await freePort();
  server = await startServerProcess(url, port);
  const base = `http://127.0.0.1:${port}`;
  const token = await signInTo(base, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  const call = async (method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(answer.status, path).toBeLessThan(300);
    return answer.status === 204 ? null : ((await answer.json()) as { id: string });
  };
  const org = await db
    .selectFrom('users')
    .select(['orgId', 'id'])
    .where('email', '=', DEMO_ACCOUNTS.admin)
    .executeTakeFirstOrThrow();
  const editor = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_ACCOUNTS.editor)
    .executeTakeFirstOrThrow();
  const query = await db
    .insertInto('listeningQueries')
    .values({ orgId: org.orgId, name: 'Okapi roast', keywords: [WORD] })
    .returning('id')
    .executeTakeFirstOrThrow();
  const alert = (await call('POST', '/api/listen/alerts', {
    queryId: query.id,
    metric: 'mentions',
    window: 'hour',
    threshold: 10,
    recipientIds: [org.id, editor.id],
  })) as { id: string };
  // The first check (asked for by the creation) finds it quiet.
  await expect
    .poll(async () => (await traces(alert.id)).lastCheckedAt, { timeout: 30_000 })
    .not.toBeNull();

  // The e-mails of the crossing wait on the outbox, which the test holds: the check has written
  // its notices and not committed when the server is killed.
  const held = new pg.Client({ connectionString: url.toString() });
  holder = held;
  await held.connect();
  await held.query('BEGIN');
  await held.query('LOCK TABLE mail_outbox IN EXCLUSIVE MODE');
  await call('POST', '/api/sandbox/listening/spikes', {
    text: `${WORD} everywhere`,
    count: 25,
    minutes: 30,
  });
  await expect
    .poll(
      async () => {
        const { rows } = await held.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
            WHERE NOT l.granted AND a.query ILIKE '%insert into "mail_outbox"%'`,
        );
        return rows[0]?.n ?? 0;
      },
      { timeout: 90_000, interval: 200 },
    )
    .toBeGreaterThan(0);
  const running = server;
  running.kill('SIGKILL');
  if (running.exitCode === null && running.signalCode === null) await once(running, 'exit');
  await held.query('COMMIT');

  const killed = await traces(alert.id);
  expect(killed).toMatchObject({ above: false, lastTriggeredAt: null, notices: 0, mails: 0 });

  // Started again, the next check (within a minute) finds the crossing and tells of it once.
  server = await startServerProcess(url, port);
  await expect
    .poll(async () => (await traces(alert.id)).above, { timeout: 90_000, interval: 250 })
    .toBe(true);
  const crossed = await traces(alert.id);
  expect(crossed).toMatchObject({ above: true, lastVolume: 25, notices: 2, mails: 2 });
  expect(crossed.lastTriggeredAt).not.toBeNull();

  // Later checks while it stays above add nothing.
  const token2 = await signInTo(base, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  await fetch(`${base}/api/sandbox/listening/spikes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token2}` },
    body: JSON.stringify({ text: WORD, count: 1, minutes: 5 }),
  });
  await expect.poll(async () => (await traces(alert.id)).lastVolume, { timeout: 90_000 }).toBe(26);
  expect(await traces(alert.id)).toMatchObject({ notices: 2, mails: 2 });
}, 240_000);
