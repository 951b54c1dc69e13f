import type {
  ConversationPage,
  ItemStatus,
  MessageSearchResult,
  SavedItem,
  SearchPage,
} from '@smm/model';
import { foldText } from '@smm/feeds';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const ENGAGE = '/api/engage';

/** The Demo Coffee item with the most children of the given type, and its children oldest first. */
async function busiest(parentType: string, network?: string) {
  const parent = await api.db
    .selectFrom('engageItems as parent')
    .innerJoin('engageItems as child', 'child.parentId', 'parent.id')
    .innerJoin('organisations', 'organisations.id', 'parent.orgId')
    .select(['parent.id', sql<number>`count(*)::int`.as('children')])
    .where('organisations.name', '=', 'Demo Coffee')
    .where('parent.type', '=', parentType)
    .$if(network !== undefined, (q) => q.where('parent.network', '=', network ?? ''))
    .groupBy('parent.id')
    .orderBy('children', 'desc')
    .executeTakeFirstOrThrow();
  const children = await api.db
    .selectFrom('engageItems')
    .select(['id', 'item'])
    .where('parentId', '=', parent.id)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return { id: parent.id, children };
}

describe('a conversation’s messages (conversations/{id}/messages/get)', () => {
  async function page(id: string, body: Record<string, unknown>) {
    const response = await (
      await api.as('admin')
    )('POST', `${ENGAGE}/conversations/${id}/messages/get`, {
      parentId: id,
      order: 'asc',
      size: 3,
      ...body,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as ConversationPage;
  }

  it('gives the newest messages, then older ones before the first, to the start', async () => {
    const conversation = await busiest('conversation');
    const all = conversation.children.map((child) => child.id);
    expect(all.length).toBeGreaterThanOrEqual(4);
    const newest = await page(conversation.id, {});
    expect(newest.messages.map((m) => m.id)).toEqual(all.slice(-3));
    expect(newest).toMatchObject({ totalMessagesCount: all.length, moreAfter: false });
    expect(newest.moreBefore).toBe(all.length > 3);
    const seen = [...newest.messages.map((m) => m.id)];
    let before = newest;
    while (before.moreBefore) {
      before = await page(conversation.id, { loadMoreBefore: before.messages[0]?.id });
      seen.unshift(...before.messages.map((m) => m.id));
    }
    expect(seen).toEqual(all);
  });

  it('centres on a focused message, fills from the other side at the ends, and orders as asked', async () => {
    const conversation = await busiest('conversation');
    const all = conversation.children.map((child) => child.id);
    const middle = Math.floor(all.length / 2);
    const around = await page(conversation.id, { focusedMessageId: all[middle] });
    expect(around.messages.map((m) => m.id)).toEqual(all.slice(middle - 1, middle + 2));
    const first = await page(conversation.id, { focusedMessageId: all[0], order: 'desc' });
    expect(first.messages.map((m) => m.id)).toEqual(all.slice(0, 3).reverse());
    expect(first).toMatchObject({ moreBefore: false, moreAfter: all.length > 3 });
    const after = await page(conversation.id, { loadMoreAfter: all[0], size: 2 });
    expect(after.messages.map((m) => m.id)).toEqual(all.slice(1, 3));
  });

  it('refuses a message of another conversation and a wrong parentId, and 404s other items', async () => {
    const conversation = await busiest('conversation');
    const post = await busiest('post');
    const call = await api.as('admin');
    const stranger = await call('POST', `${ENGAGE}/conversations/${conversation.id}/messages/get`, {
      parentId: conversation.id,
      order: 'asc',
      size: 3,
      focusedMessageId: post.children[0]?.id,
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body).toMatchObject({ message: expect.stringContaining('focusedMessageId') });
    const parent = await call('POST', `${ENGAGE}/conversations/${conversation.id}/messages/get`, {
      parentId: post.id,
      order: 'asc',
      size: 3,
    });
    expect(parent.status).toBe(400);
    const notConversation = await call('POST', `${ENGAGE}/conversations/${post.id}/messages/get`, {
      parentId: post.id,
      order: 'asc',
      size: 3,
    });
    expect(notConversation.status).toBe(404);
    const other = await (
      await api.as('otherAdmin')
    )('POST', `${ENGAGE}/conversations/${conversation.id}/messages/get`, {
      parentId: conversation.id,
      order: 'asc',
      size: 3,
    });
    expect(other.status).toBe(404);
  });
});

describe('searching a conversation (conversations/{id}/messages/search)', () => {
  it('finds the messages containing the words whatever their case, with the total', async () => {
    const conversation = await busiest('conversation');
    const texts = conversation.children.map((child) => ({
      id: child.id,
      text: foldText((child.item as SavedItem).message ?? ''),
    }));
    const word = texts
      .flatMap((entry) => entry.text.split(/\s+/))
      .find((candidate) => candidate.length >= 4);
    expect(word).toBeDefined();
    const expected = texts.filter((entry) => entry.text.includes(word ?? ''));
    const response = await (
      await api.as('admin')
    )('POST', `${ENGAGE}/conversations/${conversation.id}/messages/search`, {
      criteria: (word ?? '').toUpperCase(),
      order: 'asc',
      size: 1,
    });
    expect(response.status).toBe(200);
    const result = response.body as MessageSearchResult;
    expect(result.totalMessagesCount).toBe(expected.length);
    expect(result.messages.map((m) => m.id)).toEqual(expected.slice(0, 1).map((e) => e.id));
    const empty = await (
      await api.as('admin')
    )('POST', `${ENGAGE}/conversations/${conversation.id}/messages/search`, {
      criteria: '  ',
      order: 'asc',
      size: 5,
    });
    expect(empty.status).toBe(400);
  });
});

describe('comments and replies', () => {
  it('pages a post’s comments oldest first by cursor, and newest first when asked', async () => {
    const post = await busiest('post');
    const all = post.children.map((child) => child.id);
    expect(all.length).toBeGreaterThanOrEqual(2);
    const call = await api.as('admin');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await call(
        'POST',
        `${ENGAGE}/search/${post.id}/messages?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        {},
      );
      expect(response.status).toBe(200);
      const page = response.body as SearchPage;
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(seen).toEqual(all);
    const newest = await call('POST', `${ENGAGE}/search/${post.id}/messages?limit=2`, {
      sortDirection: 'desc',
    });
    expect((newest.body as SearchPage).items.map((item) => item.id)).toEqual(
      [...all].reverse().slice(0, 2),
    );
  });

  it('gives a comment with its replies, and pages the replies', async () => {
    const comment = await busiest('comment');
    const { parentId } = await api.db
      .selectFrom('engageItems')
      .select('parentId')
      .where('id', '=', comment.id)
      .executeTakeFirstOrThrow();
    const call = await api.as('admin');
    const one = await call('GET', `${ENGAGE}/contents/${parentId}/comments/${comment.id}`);
    expect(one.status).toBe(200);
    const saved = one.body as SavedItem;
    expect(saved.id).toBe(comment.id);
    expect(saved.comments?.map((reply) => reply.id)).toEqual(
      comment.children.slice(0, 20).map((c) => c.id),
    );
    expect(saved.pagination).toEqual({
      offset: 0,
      limit: 20,
      allLoaded: comment.children.length <= 20,
    });
    const replies = await call(
      'GET',
      `${ENGAGE}/search/${parentId}/${comment.id}?limit=1&offset=1`,
    );
    expect(replies.status).toBe(200);
    expect((replies.body as SearchPage).items.map((item) => item.id)).toEqual(
      comment.children.slice(1, 2).map((c) => c.id),
    );
    const elsewhere = await api.db
      .selectFrom('engageItems')
      .select('id')
      .where('type', '=', 'post')
      .where('id', '<>', parentId ?? '')
      .executeTakeFirstOrThrow();
    const wrong = await call('GET', `${ENGAGE}/contents/${elsewhere.id}/comments/${comment.id}`);
    expect(wrong.status).toBe(404);
  });
});

describe('statuses (contents/{id}/statuses)', () => {
  it('lists every item of the thread with its network status and delivery', async () => {
    const post = await busiest('post');
    const response = await (await api.as('admin'))('GET', `${ENGAGE}/contents/${post.id}/statuses`);
    expect(response.status).toBe(200);
    const statuses = response.body as ItemStatus[];
    const thread = await api.db
      .selectFrom('engageItems')
      .select('id')
      .where((eb) => eb.or([eb('id', '=', post.id), eb('rootId', '=', post.id)]))
      .execute();
    expect(new Set(statuses.map((s) => s.id))).toEqual(new Set(thread.map((row) => row.id)));
    expect(
      statuses.every((s) => ['published', 'deleted', 'vanished'].includes(s.networkStatus)),
    ).toBe(true);
    const other = await (
      await api.as('otherAdmin')
    )('GET', `${ENGAGE}/contents/${post.id}/statuses`);
    expect(other.status).toBe(404);
  });
});
