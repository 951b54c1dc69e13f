import type { EngageItem } from '@smm/model';
import { makeEngageItem } from '@smm/model/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import type { InboundPost } from '../../networks/sandbox.traffic.js';
import { createTestDatabase, dropTestDatabase } from '../../testing/test-api.js';
import { ingest } from './ingest.js';

let db: Db;
let url: URL;
let orgId: string;
beforeAll(async () => {
  ({ db, url } = await createTestDatabase());
  orgId = (
    await db
      .selectFrom('channels')
      .select('orgId')
      .where('id', '=', 'facebook-demo')
      .executeTakeFirstOrThrow()
  ).orgId;
});
afterAll(async () => {
  await dropTestDatabase(db, url);
});

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 9, minute)).toISOString();

function post(
  networkItemId: string,
  parentNetworkId: string | null,
  type: EngageItem['engage']['type'],
  minute: number,
  message: string,
): InboundPost {
  return {
    channelId: 'facebook-demo',
    network: 'facebook',
    networkItemId,
    parentNetworkId,
    item: makeEngageItem({
      channelId: 'facebook-demo',
      engage: { type },
      meta: { createdDate: at(minute), displayReadStatus: 'unread' },
      message,
    }),
  };
}

const stored = async (networkItemId: string) =>
  db
    .selectFrom('engageItems')
    .select(['id', 'parentId', 'rootId', 'listed', 'item'])
    .where('channelId', '=', 'facebook-demo')
    .where('networkItemId', '=', networkItemId)
    .executeTakeFirstOrThrow();

describe('ingest', () => {
  it('threads answers under what they answer and starts conversations with their first message', async () => {
    const added = await ingest(db, orgId, [
      post('t-post', null, 'post', 0, 'New blend'),
      post('t-comment', 't-post', 'comment', 1, 'Love it'),
      post('t-reply', 't-comment', 'reply', 2, 'Me too'),
      post('t-m1', 't-dm', 'message', 3, 'Hello?'),
      post('t-m2', 't-dm', 'message', 4, 'Anyone there?'),
      post('t-orphan', 't-unknown', 'comment', 5, 'Lost'),
    ]);
    expect(added).toBe(6); // five items and the conversation; the orphan is left out
    const [p, c, r, dm, m2] = await Promise.all(
      ['t-post', 't-comment', 't-reply', 't-dm', 't-m2'].map(stored),
    );
    expect(c).toMatchObject({ parentId: p?.id, rootId: p?.id, listed: true });
    expect(r).toMatchObject({ parentId: c?.id, rootId: p?.id });
    expect((p?.item as EngageItem).meta.commentCount).toBe(2);
    expect((p?.item as EngageItem).engage.latestCommentText).toBe('Me too');
    expect(dm).toMatchObject({ listed: true, item: { engage: { type: 'conversation' } } });
    expect(m2).toMatchObject({ parentId: dm?.id, listed: false });
    expect((dm?.item as EngageItem).message).toBe('Anyone there?');
    expect((dm?.item as EngageItem).meta.commentCount).toBe(2);
  });

  it('freshens stored threads and skips what it already has', async () => {
    const added = await ingest(db, orgId, [
      post('t-reply', 't-comment', 'reply', 2, 'Me too'),
      post('t-reply2', 't-comment', 'reply', 9, 'Later answer'),
    ]);
    expect(added).toBe(1);
    const [p, c] = await Promise.all(['t-post', 't-comment'].map(stored));
    expect((c?.item as EngageItem).engage.latestCommentText).toBe('Later answer');
    expect((p?.item as EngageItem).engage.latestCommentDate).toBe(at(9));
    expect((p?.item as EngageItem).meta.commentCount).toBe(3);
  });

  it('reads a conversation as its latest customer message: its text and its sentiment', async () => {
    const said = (
      id: string,
      minute: number,
      text: string,
      sentiment?: 'POSITIVE' | 'NEGATIVE',
    ) => {
      const message = post(id, 's-dm', 'message', minute, text);
      return {
        ...message,
        item: { ...message.item, ...(sentiment ? { prediction: { sentiment } } : {}) },
      };
    };
    await ingest(db, orgId, [said('s-m1', 20, 'Love the new blend ❤️', 'POSITIVE')]);
    const first = (await stored('s-dm')).item as EngageItem;
    expect(first.prediction?.sentiment).toBe('POSITIVE');
    await ingest(db, orgId, [said('s-m2', 21, 'But my order arrived cold. Refund?', 'NEGATIVE')]);
    const later = (await stored('s-dm')).item as EngageItem;
    expect(later.message).toBe('But my order arrived cold. Refund?');
    expect(later.prediction?.sentiment).toBe('NEGATIVE');
    // A message without a mood leaves none behind.
    await ingest(db, orgId, [said('s-m3', 22, 'Order 88')]);
    expect(((await stored('s-dm')).item as EngageItem).prediction?.sentiment).toBeUndefined();
  });
});
