import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dropTestDatabase } from '../testing/test-api.js';
import type { Db } from './database.js';
import { lockRows } from './locks.js';

let db: Db;
let url: URL;
let items: { id: string; orgId: string }[];
beforeAll(async () => {
  ({ db, url } = await createTestDatabase());
  items = await db.selectFrom('engageItems').select(['id', 'orgId']).limit(3).execute();
});
afterAll(async () => {
  await dropTestDatabase(db, url);
});

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('lockRows', () => {
  it('answers the rows by id ascending whatever order they are asked in, without the missing', async () => {
    const ids = items.map((item) => item.id);
    const rows = await db
      .transaction()
      .execute((trx) =>
        lockRows<{ id: string; orgId: string; networkItemId: string }>(
          trx,
          'engage_items',
          [...[...ids].reverse(), MISSING, ids[0], null],
          ['org_id', 'network_item_id'],
        ),
      );
    expect(rows.map((row) => row.id)).toEqual([...ids].sort());
    expect(rows[0]).toEqual({
      id: expect.any(String),
      orgId: expect.any(String),
      networkItemId: expect.any(String),
    });
    expect(await db.transaction().execute((trx) => lockRows(trx, 'engage_items', []))).toEqual([]);
  });

  it('holds other writers of the rows off until commit, but not an insert that refers to them', async () => {
    const [item] = items;
    if (!item) throw new Error('No demo item');
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => undefined as void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = db.transaction().execute(async (trx) => {
      await lockRows(trx, 'engage_items', [item.id]);
      locked();
      await held;
    });
    await isLocked;
    // A note on the item takes the foreign key's key-share lock: it does not wait.
    await db.transaction().execute(async (trx) => {
      await sql`SET LOCAL lock_timeout = '2s'`.execute(trx);
      await trx
        .insertInto('itemNotes')
        .values({ orgId: item.orgId, conversationId: item.id, itemIds: [item.id], text: 'Hi' })
        .execute();
    });
    // Another writer of the item waits for the holder.
    const refused = db.transaction().execute(async (trx) => {
      await sql`SET LOCAL lock_timeout = '200ms'`.execute(trx);
      await lockRows(trx, 'engage_items', [item.id]);
    });
    await expect(refused).rejects.toMatchObject({ code: '55P03' });
    release();
    await holder;
  });
});
