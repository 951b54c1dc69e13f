import type { EngageItem } from '@smm/model';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { createTestDatabase, dropTestDatabase } from '../../testing/test-api.js';
import { projectItem } from '../engage/item.projection.js';
import { seedItems } from './items.seed.js';

let db: Db;
let url: URL;
let orgId: string;
beforeAll(async () => {
  ({ db, url } = await createTestDatabase());
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
const NOW = Date.UTC(2026, 10, 21, 12);

const countOf = async () =>
  (
    await db
      .selectFrom('engageItems')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('orgId', '=', orgId)
      .executeTakeFirstOrThrow()
  ).count;

describe('seedItems', () => {
  // Small batches, so that answers also reach posts, comments and conversations already written.
  const batching = { batch: 250, hold: 500 };

  it('adds exactly the items asked for, over the months before now, reporting progress', async () => {
    const before = await countOf();
    const progress: number[] = [];
    const report = await seedItems(db, orgId, {
      count: 6_000,
      seed: 100,
      now: NOW,
      batching,
      onProgress: (stored) => progress.push(stored),
    });
    expect(report.items).toBe(6_000);
    expect(report.seed).toBe(100);
    expect(await countOf()).toBe(before + 6_000);
    expect(progress.at(-1)).toBe(6_000);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const range = await db
      .selectFrom('engageItems')
      .select([
        sql<Date>`min(created_at)`.as('first'),
        sql<Date>`max(created_at)`.as('last'),
        sql<number>`count(*) FILTER (WHERE listed)::int`.as('listed'),
      ])
      .where('networkItemId', 'like', '%-100-%')
      .executeTakeFirstOrThrow();
    expect(range.listed).toBe(report.entries);
    expect(new Date(range.first).getTime()).toBeGreaterThanOrEqual(NOW - 180 * DAY);
    expect(new Date(range.last).getTime()).toBeLessThanOrEqual(NOW);
    expect(new Date(range.last).getTime()).toBeGreaterThan(NOW - 30 * DAY);
  });

  it('threads answers as ingest does: every count matches the answers stored under it', async () => {
    const mismatches = await sql<{ id: string; counted: number; stored: number }>`
      SELECT p.id, coalesce((p.item->'meta'->>'commentCount')::int, 0) AS counted,
             (SELECT count(*)::int FROM engage_items c
               WHERE c.root_id = p.id OR (p.type = 'comment' AND c.parent_id = p.id)) AS stored
      FROM engage_items p
      WHERE p.org_id = ${orgId} AND p.type IN ('post', 'video', 'comment', 'conversation')
    `.execute(db);
    const wrong = mismatches.rows.filter((row) => row.counted !== row.stored);
    expect(mismatches.rows.length).toBeGreaterThan(500);
    expect(wrong).toEqual([]);
    const orphans = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM engage_items
      WHERE org_id = ${orgId} AND type IN ('comment', 'reply', 'message') AND parent_id IS NULL
    `.execute(db);
    expect(orphans.rows[0]?.count).toBe(0);
  });

  it('stores each item with the projection ingest writes', async () => {
    const rows = await db
      .selectFrom('engageItems')
      .selectAll()
      .where('networkItemId', 'like', '%-100-%')
      .orderBy('id')
      .limit(300)
      .execute();
    for (const row of rows) {
      const { item, ...projected } = projectItem(row.item as EngageItem);
      expect(JSON.parse(item)).toEqual(row.item);
      expect({
        ...projected,
        createdAt: new Date(projected.createdAt),
        latestAt: new Date(projected.latestAt),
        waitingAt: projected.waitingAt === null ? null : new Date(projected.waitingAt),
      }).toEqual(
        Object.fromEntries(
          Object.keys(projected).map((name) => [name, row[name as keyof typeof row]]),
        ),
      );
    }
  });

  it('adds new items on a second run (the next seed), never the same ones again', async () => {
    const before = await countOf();
    const report = await seedItems(db, orgId, { count: 500, seed: 100, now: NOW, batching });
    expect(report).toMatchObject({ items: 500, seed: 101 });
    expect(await countOf()).toBe(before + 500);
  });
});
