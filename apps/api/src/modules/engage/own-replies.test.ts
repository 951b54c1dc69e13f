import { isOwnReply } from '@smm/feeds';
import type { SavedItem, SearchPage } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failNext } from '../../networks/sandbox.moderation.js';
import { findItem, settled } from '../../testing/engage-helpers.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const ENGAGE = '/api/engage';

const customer = (item: SavedItem) =>
  item.sender?.isOwn !== true &&
  item.engage.networkStatus === 'published' &&
  item.engage.canRespond;

/** The ids of the first page (100 rows, latest answer first) of a search as admin. */
async function searchIds(filters?: Record<string, unknown>): Promise<Map<string, SavedItem>> {
  const call = await api.as('admin');
  const response = await call(
    'POST',
    `${ENGAGE}/search?limit=100`,
    filters === undefined ? {} : { filters },
  );
  expect(response.status).toBe(200);
  return new Map((response.body as SearchPage).items.map((item) => [item.id, item]));
}

describe('our own replies (decision 0055)', () => {
  it('are not rows of the default search, are with withOwnReplies, and the parent names us as the author of its latest answer', async () => {
    const comment = await findItem(api, { networks: ['facebook'], types: ['comment'] }, customer);
    const call = await api.as('admin');
    const text = 'Thanks Sam, it is on its way (own replies)';
    const response = await call('POST', `${ENGAGE}/contents/${comment.id}/comments`, { text });
    expect(response.status).toBe(202);
    const reply = response.body as SavedItem;
    expect(isOwnReply(reply)).toBe(true);
    await settled(api, reply.id);

    // The default search (no body at all) and a search with filters leave it out…
    const all = await searchIds();
    expect(all.has(reply.id)).toBe(false);
    expect([...all.values()].some(isOwnReply)).toBe(false);
    const found = await searchIds({ keywords: ['own replies'] });
    expect(found.has(reply.id)).toBe(false);
    // …while the comment it answers is a row, its text led by who wrote it: us.
    const parent = found.get(comment.id);
    expect(parent).toBeDefined();
    expect(parent?.sender?.name).toBe(comment.sender?.name);
    const adminId = await api.userId('admin@demo.test');
    expect(parent).toMatchObject({
      engage: { latestCommentText: text, latestCommentorId: reply.channelId },
      latestComment: {
        id: reply.id,
        message: text,
        sender: { isOwn: true, name: reply.sender?.name },
        engage: { moderatorId: adminId, moderatorSource: 'user' },
      },
    });

    // Asked for, our reply is a row too.
    const withOwn = await searchIds({ keywords: ['own replies'], withOwnReplies: true });
    expect(withOwn.has(reply.id)).toBe(true);
    expect(withOwn.has(comment.id)).toBe(true);
    // The item itself says the same.
    const fetched = (await call('GET', `${ENGAGE}/contents/${comment.id}`)).body as SavedItem;
    expect(fetched.latestComment).toMatchObject({ id: reply.id, sender: { isOwn: true } });
  });

  it('a customer’s answer after ours names the customer again; a colleague’s names the colleague', async () => {
    const admin = await api.as('admin');
    const lead = await api.as('lead');
    const first = (await admin('POST', '/api/sandbox/comments', { text: 'Is it vegan?' })).body as {
      itemId: string;
      rootId: string;
    };
    const ours = (
      await lead('POST', `${ENGAGE}/contents/${first.itemId}/comments`, { text: 'Yes, it is!' })
    ).body as SavedItem;
    const leadId = await api.userId('lead@demo.test');
    const get = async (id: string) =>
      (await admin('GET', `${ENGAGE}/contents/${id}`)).body as SavedItem;
    for (const id of [first.itemId, first.rootId]) {
      expect((await get(id)).latestComment).toMatchObject({
        id: ours.id,
        sender: { isOwn: true },
        engage: { moderatorId: leadId, moderatorSource: 'user' },
      });
    }
    const second = (await admin('POST', '/api/sandbox/comments', { text: 'And gluten free?' }))
      .body as { itemId: string; rootId: string };
    expect(second.rootId).toBe(first.rootId);
    const post = await get(first.rootId);
    expect(post.engage.latestCommentText).toBe('And gluten free?');
    expect(post.latestComment).toMatchObject({ id: second.itemId, sender: { isOwn: false } });
    // The first comment's latest answer is still ours.
    expect((await get(first.itemId)).latestComment?.id).toBe(ours.id);
  });

  it('the kept latest answer follows its delivery: a refused reply does not leave its parent answered', async () => {
    const admin = await api.as('admin');
    const { itemId, rootId } = (
      await admin('POST', '/api/sandbox/comments', { text: 'Open on Sunday?' })
    ).body as { itemId: string; rootId: string };
    const comment = (await admin('GET', `${ENGAGE}/contents/${itemId}`)).body as SavedItem;
    await failNext(api.db, comment.channelId, 'platformIssue');
    const sent = (
      await admin('POST', `${ENGAGE}/contents/${itemId}/comments`, { text: 'Yes, from 10!' })
    ).body as SavedItem;
    expect((await settled(api, sent.id)).delivery).toBe('MESSAGE_FAILED');
    for (const id of [itemId, rootId]) {
      const entry = (await admin('GET', `${ENGAGE}/contents/${id}`)).body as SavedItem;
      expect(entry.latestComment).toMatchObject({
        id: sent.id,
        meta: { delivery: 'MESSAGE_FAILED' },
      });
    }
    expect((await admin('POST', `${ENGAGE}/contents/${sent.id}/retry`)).status).toBe(202);
    expect((await settled(api, sent.id)).delivery).toBe('DELIVERED');
    const entry = (await admin('GET', `${ENGAGE}/contents/${itemId}`)).body as SavedItem;
    expect(entry.latestComment?.meta.delivery).toBe('DELIVERED');
  });

  it('a saved feed keeps withOwnReplies, and its search lists our replies', async () => {
    const call = await api.as('admin');
    const adminId = await api.userId('admin@demo.test');
    const created = await call('POST', `${ENGAGE}/moderators/${adminId}/feeds`, {
      name: 'What we answered',
      types: ['comment', 'reply'],
      withOwnReplies: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ withOwnReplies: true, types: ['comment', 'reply'] });
    const found = await searchIds({ types: ['comment', 'reply'], withOwnReplies: true });
    expect([...found.values()].some(isOwnReply)).toBe(true);
    const without = await searchIds({ types: ['comment', 'reply'] });
    expect([...without.values()].some(isOwnReply)).toBe(false);
  });
});
