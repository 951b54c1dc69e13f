import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { createTestDatabase, dropTestDatabase } from '../../testing/test-api.js';
import { freePort } from '../../testing/free-port.js';
import { startServerProcess } from '../../testing/server-process.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver.js';
import { recordEvents } from '../engage/engage.events.js';
import { ensureSecret } from './secret.js';

const EVENTS = 2_000;
const STREAM_MS = 120_000;
const KILL_EVERY_MS = 10_000;

let db: Db;
let url: URL;
let server: ChildProcess | null = null;
let receiver: WebhookReceiver | null = null;

beforeAll(async () => {
  ({ db, url } = await createTestDatabase());
});
afterAll(async () => {
  server?.kill('SIGKILL');
  await receiver?.close();
  await dropTestDatabase(db, url);
});

/** A deterministic stream of numbers in [0, 1) (the receiver's failures). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

it('2,000 events reach a receiver failing 30% of requests while the delivering server is killed every 10 s: each at least once, signed, none lost', async () => {
  const org = await db
    .selectFrom('organisations')
    .select('id')
    .where('name', '=', 'Demo Coffee')
    .executeTakeFirstOrThrow();
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@demo.test')
    .executeTakeFirstOrThrow();
  const items = await db
    .selectFrom('engageItems')
    .select('id')
    .where('orgId', '=', org.id)
    .where('listed', '=', true)
    .limit(50)
    .execute();
  const secret = await ensureSecret(db, org.id);
  receiver = await startWebhookReceiver({
    failRate: 0.3,
    random: seeded(7),
    secrets: [secret.secret],
  });
  await db
    .insertInto('webhooks')
    .values({ orgId: org.id, url: receiver.url, topics: ['engage.item.changed'], createdBy: null })
    .execute();
  const env = {
    WEBHOOKS_ALLOW_PRIVATE_TARGETS: '1',
    // Tried again after a second, twelve times: 0.3^13 leaves none given up.
    WEBHOOK_RETRY_SCHEDULE: Array.from({ length: 12 }, () => '1').join(','),
  };
  const port = await freePort();
  server = await startServerProcess(url, port, env);

  // The stream: events of the organisation, written as changes write them, over two minutes,
  // while the delivering server is killed every ten seconds and started again.
  const started = Date.now();
  let written = 0;
  const stream = (async () => {
    while (written < EVENTS) {
      const due = Math.min(EVENTS, Math.ceil(((Date.now() - started) / STREAM_MS) * EVENTS) + 1);
      if (due > written) {
        const batch = Array.from({ length: due - written }, (_, n) => ({
          orgId: org.id,
          itemId: items[(written + n) % items.length]?.id ?? null,
          action: 'read',
          by: { moderatorId: admin.id, moderatorSource: 'user' as const },
          payload: { n: written + n },
        }));
        await db.transaction().execute((trx) => recordEvents(trx, batch));
        written = due;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  // At least ten kills, however slowly a loaded machine starts the server again.
  let kills = 0;
  while (kills < 10 || Date.now() - started < STREAM_MS) {
    await new Promise((resolve) => setTimeout(resolve, KILL_EVERY_MS));
    server.kill('SIGKILL');
    await once(server, 'exit');
    kills += 1;
    server = await startServerProcess(url, port, env);
  }
  await stream;

  const messageIds = async () =>
    (
      await sql<{ id: string }>`SELECT message_id AS id FROM webhook_deliveries`.execute(db)
    ).rows.map((row) => row.id);
  expect(await messageIds()).toHaveLength(EVENTS);
  // Every delivery arrives (the last leases of killed servers run out within 30 s).
  for (let i = 0; i < 180; i++) {
    const accepted = receiver.accepted();
    if ((await messageIds()).every((id) => accepted.has(id))) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const accepted = receiver.accepted();
  const missing = (await messageIds()).filter((id) => !accepted.has(id));
  expect(missing).toEqual([]);
  expect(accepted.size).toBe(EVENTS);
  // Every request was signed right; failures were tried again with the same webhook-id.
  expect(receiver.received.every((request) => request.verified)).toBe(true);
  expect(receiver.received.filter((request) => request.answered === 503).length).toBeGreaterThan(
    EVENTS * 0.2,
  );
  const states = await sql<{ status: string; n: number }>`
    SELECT status, count(*)::int AS n FROM webhook_deliveries GROUP BY status
  `.execute(db);
  expect(states.rows).toEqual([{ status: 'succeeded', n: EVENTS }]);
}, 420_000);
