import type { EngageItem } from '@smm/model';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { createTestDatabase, dropTestDatabase } from '../../testing/test-api.js';
import { firstResponseTotals } from '../measure/measure.sql.js';
import { seedDemo } from './seed.js';

let db: Db;
let url: URL;
let orgId: string;
let seededAt: number;
beforeAll(async () => {
  const before = Date.now();
  ({ db, url } = await createTestDatabase());
  seededAt = Date.now();
  expect(seededAt).toBeGreaterThanOrEqual(before);
  orgId = (
    await db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', 'Demo Coffee')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await dropTestDatabase(db, url);
});

const DAY = 24 * 60 * 60 * 1000;

interface Answer {
  readonly id: string;
  readonly item: EngageItem;
  readonly createdAt: Date;
  readonly parentItem: EngageItem;
  readonly parentCreatedAt: Date;
  readonly sent: { readonly sentAt: Date; readonly targetNetworkItemId: string } | null;
}

/** The demo's own answers to its customers' items, with what they answer and the sandbox's record. */
async function answers(): Promise<Answer[]> {
  const rows = await db
    .selectFrom('engageItems as a')
    .innerJoin('engageItems as p', 'p.id', 'a.parentId')
    .leftJoin('sandboxSent as s', (join) =>
      join.on('s.idempotencyKey', '=', sql<string>`a.id::text`),
    )
    .select([
      'a.id',
      'a.item',
      'a.createdAt',
      'p.item as parentItem',
      'p.createdAt as parentCreatedAt',
      's.sentAt',
      's.targetNetworkItemId',
    ])
    .where('a.orgId', '=', orgId)
    .where(sql<boolean>`a.item->'sender'->>'isOwn' = 'true'`)
    .where(sql<boolean>`coalesce(p.item->'sender'->>'isOwn', 'false') <> 'true'`)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    item: row.item as EngageItem,
    createdAt: new Date(row.createdAt),
    parentItem: row.parentItem as EngageItem,
    parentCreatedAt: new Date(row.parentCreatedAt),
    sent:
      row.sentAt === null || row.targetNetworkItemId === null
        ? null
        : { sentAt: new Date(row.sentAt), targetNetworkItemId: row.targetNetworkItemId },
  }));
}

const people = async () =>
  new Map(
    (await db.selectFrom('users').select(['id', 'email']).where('orgId', '=', orgId).execute()).map(
      (row) => [row.id, row.email],
    ),
  );

it('answers about half of the customers’ comments and messages, as replies the product sent', async () => {
  const all = await answers();
  const candidates = await db
    .selectFrom('engageItems')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('orgId', '=', orgId)
    .where('listed', '=', true)
    .where(sql<string>`item->'engage'->>'type'`, 'in', ['comment', 'reply', 'conversation'])
    .where(sql<boolean>`coalesce(item->'sender'->>'isOwn', 'false') <> 'true'`)
    .executeTakeFirstOrThrow();
  const answered = new Set(all.map((answer) => answer.parentItem.id));
  // One answer each, to roughly half of them: the rest is still work for the inbox.
  expect(answered.size).toBe(all.length);
  expect(all.length).toBeGreaterThan(candidates.count * 0.3);
  expect(all.length).toBeLessThan(candidates.count * 0.6);
  const emails = await people();
  for (const answer of all) {
    const { item, parentItem } = answer;
    // Stored as the inbox's send stores it, then delivered by the sandbox network.
    expect(item.sender?.isOwn).toBe(true);
    expect(item.meta.delivery).toBe('DELIVERED');
    expect(item.networkId).toMatch(/-sent-/);
    expect(item.engage.moderatorSource).toBe('user');
    expect(emails.has(item.engage.moderatorId ?? '')).toBe(true);
    expect(item.engage.parentId).toBe(parentItem.id);
    expect(item.engage.subtype).toBe(
      parentItem.engage.type === 'conversation' ? 'message' : 'reply',
    );
    expect(item.meta.createdDate).toBe(answer.createdAt.toISOString());
    // Minutes to a day after the customer, never in the future; the network's record agrees.
    const wait = answer.createdAt.getTime() - answer.parentCreatedAt.getTime();
    expect(wait).toBeGreaterThanOrEqual(2 * 60 * 1000);
    expect(wait).toBeLessThanOrEqual(DAY);
    expect(answer.createdAt.getTime()).toBeLessThanOrEqual(seededAt);
    expect(answer.sent?.sentAt.getTime()).toBe(answer.createdAt.getTime());
    // Its events are dated when it was sent.
    const events = await db
      .selectFrom('engageEvents')
      .select(['createdAt', 'moderatorId'])
      .where('itemId', '=', answer.id)
      .execute();
    expect(events.length).toBe(2);
    for (const event of events) {
      expect(new Date(event.createdAt).getTime()).toBe(answer.createdAt.getTime());
      expect(event.moderatorId).toBe(item.engage.moderatorId);
    }
  }
});

it('shows the answers in the answered items as their latest comment, and leaves some of the last two days unanswered', async () => {
  const all = await answers();
  for (const answer of all.slice(0, 40)) {
    const parent = await db
      .selectFrom('engageItems')
      .select('item')
      .where('id', '=', answer.parentItem.id)
      .executeTakeFirstOrThrow();
    const stored = parent.item as EngageItem & { latestComment?: EngageItem };
    expect(stored.meta.commentCount ?? 0).toBeGreaterThanOrEqual(1);
    if (stored.latestComment?.id === answer.id) {
      expect(stored.latestComment.meta.delivery).toBe('DELIVERED');
    }
  }
  const newest = await db
    .selectFrom('engageItems as i')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('i.orgId', '=', orgId)
    .where('i.listed', '=', true)
    .where(sql<boolean>`coalesce(i.item->'sender'->>'isOwn', 'false') <> 'true'`)
    .where('i.createdAt', '>', new Date(seededAt - 2 * DAY))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('engageItems as a').select('a.id').whereRef('a.parentId', '=', 'i.id')),
      ),
    )
    .executeTakeFirstOrThrow();
  expect(newest.count).toBeGreaterThan(0);
});

it('gives Measure first-response times by several people of every team over 7 and 30 days', async () => {
  const channelIds = (
    await db.selectFrom('channels').select('id').where('orgId', '=', orgId).execute()
  ).map((row) => row.id);
  for (const days of [7, 30]) {
    const totals = await firstResponseTotals(db, {
      orgId,
      channelIds,
      since: new Date(seededAt - days * DAY),
      until: new Date(seededAt),
    });
    expect(totals.answered).toBeGreaterThan(0);
    expect(totals.answered).toBeLessThan(totals.received);
    expect(totals.median).toBeGreaterThan(0);
    expect(totals.p90).toBeGreaterThanOrEqual(totals.median ?? 0);
  }
  const emails = await people();
  const authors = new Set((await answers()).map((answer) => answer.item.engage.moderatorId));
  expect([...authors].map((id) => emails.get(id ?? '')).sort()).toEqual([
    'admin@demo.test',
    'editor@demo.test',
    'lead@demo.test',
    'moderator@demo.test',
    'sam@demo.test',
  ]);
});

it('is seeded once: a second start adds no answers', async () => {
  const before = (await answers()).length;
  expect(await seedDemo(db)).toBe(false);
  expect((await answers()).length).toBe(before);
});
