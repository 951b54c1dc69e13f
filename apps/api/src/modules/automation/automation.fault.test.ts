import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/seed.js';
import { createTestDatabase, dropTestDatabase } from '../../testing/test-api.js';
import { withoutDemoAutomation } from '../../testing/automation-helpers.js';
import { freePort } from '../../testing/free-port.js';
import { signInTo, startServerProcess } from '../../testing/server-process.js';

const ITEMS = 1_000;
const MARK = 'faultmark';

let db: Db;
let url: URL;
let server: ChildProcess | null = null;

beforeAll(async () => {
  ({ db, url } = await createTestDatabase());
  // The demo's own rules stay out of the way: the test's three rules are counted.
  await withoutDemoAutomation(db);
});
afterAll(async () => {
  server?.kill('SIGKILL');
  await dropTestDatabase(db, url);
});

/** Three active rules of Demo Coffee on comments with the mark: label, assign, mark read. */
async function threeRules(): Promise<string[]> {
  const org = await db
    .selectFrom('organisations')
    .select('id')
    .where('name', '=', 'Demo Coffee')
    .executeTakeFirstOrThrow();
  const [label, team] = await Promise.all([
    db
      .selectFrom('labels')
      .select('id')
      .where('orgId', '=', org.id)
      .where('name', '=', 'Praise')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('teams')
      .select('id')
      .where('orgId', '=', org.id)
      .where('name', '=', 'Customer Care')
      .executeTakeFirstOrThrow(),
  ]);
  const conditions = JSON.stringify([
    { field: 'text', operator: 'CONTAINS_ANY', valueType: 'string', values: [MARK] },
  ]);
  const actions = [
    [{ type: 'engage.label', config: { labelIds: [label.id] } }],
    [{ type: 'engage.assign', config: { teamId: team.id } }],
    [{ type: 'engage.markAsRead', config: {} }],
  ];
  const rows = await db
    .insertInto('automationRules')
    .values(
      actions.map((ruleActions, index) => ({
        orgId: org.id,
        name: `Fault rule ${index + 1}`,
        status: 'active',
        matchMode: 'ALL',
        conditions,
        actions: JSON.stringify(ruleActions),
        position: index + 1,
        activatedAt: new Date(),
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

const runs = async () =>
  Number(
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM automation_runs`.execute(db)).rows[0]
      ?.n ?? 0,
  );

/** Delivers marked comments, `parallel` at a time, until `count` or the server is gone. */
async function deliver(base: string, token: string, from: number, count: number) {
  let next = from;
  const worker = async () => {
    while (next < from + count) {
      const n = next++;
      try {
        await fetch(`${base}/api/sandbox/comments`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ channelId: 'facebook-demo', text: `${MARK} ${n}` }),
        });
      } catch {
        return; // the server was killed: this delivery may or may not have been stored
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return next;
}

it('three active rules over 1,000 arriving items survive SIGKILL of the server: each (item, rule) pair applied once', async () => {
  const rules = await threeRules();
  const port = await freePort();
  server = await startServerProcess(url, port);
  const base = `http://127.0.0.1:${port}`;
  let token = await signInTo(base, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);

  // Deliver, and kill the server once the rules have run on a part of what arrived.
  const delivering = deliver(base, token, 0, ITEMS);
  for (let i = 0; i < 2400 && (await runs()) < 300; i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  server.kill('SIGKILL');
  await once(server, 'exit');
  const reached = await delivering;

  // Start again and deliver the rest.
  server = await startServerProcess(url, port);
  token = await signInTo(base, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  if (reached < ITEMS) await deliver(base, token, reached, ITEMS - reached);
  const stored = async () =>
    Number(
      (
        await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM engage_items WHERE item->>'message' LIKE ${`${MARK} %`}
        `.execute(db)
      ).rows[0]?.n ?? 0,
    );
  const items = await stored();
  expect(items).toBeGreaterThanOrEqual(ITEMS - 8);
  for (let i = 0; i < 2400 && (await runs()) < items * rules.length; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await runs()).toBe(items * rules.length);

  // Every rule ran on every item once, each did its one action once, and the items show it.
  const perPair = await sql<{ pairs: number; events: number; items: number }>`
    SELECT count(DISTINCT (item_id, moderator_id))::int AS pairs, count(*)::int AS events,
           count(DISTINCT item_id)::int AS items
    FROM engage_events WHERE moderator_source = 'automation'
  `.execute(db);
  expect(perPair.rows[0]).toEqual({ pairs: items * 3, events: items * 3, items });
  const done = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM engage_items
    WHERE item->>'message' LIKE ${`${MARK} %`}
      AND jsonb_array_length(item->'engage'->'labels') = 1
      AND item->'engage'->>'assigneeId' IS NOT NULL
      AND item->'readBy' ? 'automation'
  `.execute(db);
  expect(done.rows[0]?.n).toBe(items);
}, 300_000);
