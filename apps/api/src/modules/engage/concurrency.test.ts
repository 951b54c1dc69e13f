import type { EngageItem, Label } from '@smm/model';
import { makeEngageItem } from '@smm/model/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxComment } from '../../networks/sandbox.comment.js';
import { sandboxState } from '../../networks/sandbox.moderation.js';
import { orgIdOf } from '../../testing/engage-helpers.js';
import { startTestApi, type Caller, type TestApi } from '../../testing/test-api.js';
import { ingest } from './ingest.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const ENGAGE = '/api/engage';
const CHANNEL = { id: 'facebook-demo', network: 'facebook' } as const;
/** How many writes of each kind go to the thread at once. */
const N = 16;

/** A thread of its own: the newest post of the Facebook channel, with N customer comments. */
async function newThread(): Promise<{ post: string; comments: string[] }> {
  const now = Date.now();
  const postNetworkId = `storm-post-${now}`;
  const post = makeEngageItem({
    channelId: CHANNEL.id,
    engage: { type: 'post', network: 'facebook' },
    meta: { createdDate: new Date(now).toISOString(), displayReadStatus: 'read' },
    sender: { id: CHANNEL.id, name: 'Demo Coffee', visibility: 'PUBLIC', isOwn: true },
    message: 'Our new blend is here',
  });
  const comments = Array.from({ length: N }, (_, i) =>
    sandboxComment(CHANNEL, postNetworkId, { text: `Comment ${i}`, at: now + 1 + i, serial: i }),
  );
  await ingest(api.db, await orgIdOf(api), [
    {
      channelId: CHANNEL.id,
      network: 'facebook',
      networkItemId: postNetworkId,
      parentNetworkId: null,
      item: post,
    },
    ...comments,
  ]);
  const rows = await api.db
    .selectFrom('engageItems')
    .select(['id', 'networkItemId'])
    .where('channelId', '=', CHANNEL.id)
    .where('networkItemId', 'in', [postNetworkId, ...comments.map((c) => c.networkItemId)])
    .execute();
  const idOf = (networkId: string) => rows.find((row) => row.networkItemId === networkId)?.id ?? '';
  return { post: idOf(postNetworkId), comments: comments.map((c) => idOf(c.networkItemId)) };
}

async function item(id: string) {
  const row = await api.db
    .selectFrom('engageItems')
    .select(['item', 'readStatus', 'networkItemId'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...row, item: row.item as EngageItem };
}

/** The answer, or status 0 when none came within 15 s (a request stuck on a lock). */
async function within<T extends { status: number; body: unknown }>(answer: Promise<T>) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<{ status: number; body: unknown }>((resolve) => {
    timer = setTimeout(() => resolve({ status: 0, body: 'no answer within 15 s' }), 15_000);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Waits (up to 20 s) until `done` holds. */
async function until(done: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; !(await done()); waited += 50) {
    if (waited > 20_000) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('concurrent writes on one thread', () => {
  it(`${N} of each kind at once: no 5xx, every write stored, every reply sent exactly once`, async () => {
    const { post, comments } = await newThread();
    const [c0 = '', c1 = ''] = comments;
    const admin = await api.as('admin');
    const colleagues: Caller[] = [admin, await api.as('lead'), await api.as('editor')];
    const assignees = await Promise.all(
      ['admin@demo.test', 'lead@demo.test', 'editor@demo.test'].map((email) => api.userId(email)),
    );
    const labels: string[] = [];
    for (let i = 0; i < 2 * N; i++) {
      const created = await admin('POST', `${ENGAGE}/labels`, { name: `Storm ${i}` });
      labels.push((created.body as Label).id);
    }
    const itemLabels = labels.slice(0, N);
    const bulkLabels = labels.slice(N);
    const thread = [post, ...comments];
    const by = (i: number) => colleagues[i % colleagues.length] ?? admin;

    const writes: Record<string, (i: number) => Promise<{ status: number; body: unknown }>> = {
      comment: (i) =>
        by(i)('POST', `${ENGAGE}/contents/${post}/comments`, { text: `On the post ${i}` }),
      reply: (i) =>
        by(i)('POST', `${ENGAGE}/contents/${c0}/comments`, {
          text: `Reply ${i}`,
          markParentAsRead: i % 2 === 0,
        }),
      commentReply: (i) =>
        by(i)('POST', `${ENGAGE}/contents/${post}/comments/${c1}/replies`, {
          text: `Comment reply ${i}`,
          markParentAsRead: i % 2 === 1,
        }),
      inbound: (i) => admin('POST', '/api/sandbox/comments', { text: `Customer ${i}` }),
      note: (i) =>
        by(i)('POST', `${ENGAGE}/notes`, {
          conversationUuid: post,
          conversationItemUuids: [comments[(i + 1) % N], comments[i], post],
          noteText: `Note ${i}`,
        }),
      assign: (i) =>
        admin('POST', `${ENGAGE}/contents/${comments[i]}/assign`, {
          assigneeId: assignees[i % assignees.length],
          isTeam: false,
        }),
      label: (i) => by(i)('PUT', `${ENGAGE}/contents/${c0}/labels/${itemLabels[i]}`),
      hide: (i) => admin('PUT', `${ENGAGE}/contents/${comments[i]}/hide`),
      read: (i) => admin('PUT', `${ENGAGE}/contents/${comments[N - 1 - i]}/read`),
      bulk: (i) =>
        admin('POST', `${ENGAGE}/contents/${post}/bulkLabel`, {
          conversationItemUuids: i % 2 === 0 ? thread : [...thread].reverse(),
          labelIDsToAdd: [bulkLabels[i]],
          labelIDsToRemove: [],
        }),
    };
    const answers = await Promise.all(
      Object.entries(writes).flatMap(([kind, write]) =>
        Array.from({ length: N }, async (_, i) => ({ kind, i, ...(await within(write(i))) })),
      ),
    );
    const failed = answers.filter((answer) => answer.status >= 300 || answer.status === 0);
    expect(
      failed.map(({ kind, i, status, body }) => `${kind} ${i}: ${status} ${JSON.stringify(body)}`),
    ).toEqual([]);

    // Every reply is sent, exactly once.
    const sentIds = answers
      .filter((answer) => ['comment', 'reply', 'commentReply'].includes(answer.kind))
      .map((answer) => (answer.body as { id: string }).id);
    expect(sentIds).toHaveLength(3 * N);
    const jobIds = answers
      .filter((answer) => answer.kind === 'bulk')
      .map((answer) => (answer.body as { jobId: string }).jobId);
    await until(async () => {
      const [sending, running] = await Promise.all([
        api.db
          .selectFrom('engageItems')
          .select('id')
          .where('id', 'in', sentIds)
          .where(sql<boolean>`item->'meta'->>'delivery' = 'MESSAGE_SENDING'`)
          .execute(),
        api.db
          .selectFrom('bulkJobs')
          .select('id')
          .where('id', 'in', jobIds)
          .where('state', '<>', 'done')
          .execute(),
      ]);
      return sending.length === 0 && running.length === 0;
    });
    for (const id of sentIds) {
      expect((await item(id)).item.meta.delivery, id).toBe('DELIVERED');
    }
    // The network got each answer once: one send per answer, and no answer stored twice.
    const texts = answers
      .filter((answer) => sentIds.includes((answer.body as { id: string }).id))
      .map((answer) => (answer.body as { message: string }).message);
    const sent = await api.db
      .selectFrom('sandboxSent')
      .select(['idempotencyKey', 'text'])
      .where('channelId', '=', CHANNEL.id)
      .where((eb) => eb.or([eb('idempotencyKey', 'in', sentIds), eb('text', 'in', texts)]))
      .execute();
    expect(sent.map((row) => row.idempotencyKey).sort()).toEqual([...sentIds].sort());
    expect(sent.map((row) => row.text).sort()).toEqual([...texts].sort());

    // Every answer is counted on what it answers and on the post.
    const stored = await api.db
      .selectFrom('engageItems')
      .select(['id', 'parentId'])
      .where('rootId', '=', post)
      .execute();
    expect(stored).toHaveLength(5 * N);
    expect((await item(post)).item.meta.commentCount).toBe(5 * N);
    expect((await item(c0)).item.meta.commentCount).toBe(N);
    expect((await item(c1)).item.meta.commentCount).toBe(N);

    // Notes, assignments, labels, hides, reads and the bulk jobs are all stored.
    const notes = await api.db
      .selectFrom('itemNotes')
      .select('id')
      .where('conversationId', '=', post)
      .execute();
    expect(notes).toHaveLength(N);
    expect((await item(post)).item.notesData?.noteCount).toBe(N);
    for (const [i, id] of comments.entries()) {
      const { item: comment, readStatus, networkItemId } = await item(id);
      expect(comment.notesData?.noteCount, `notes of comment ${i}`).toBe(2);
      expect(comment.engage.assigneeId, `assignee of comment ${i}`).toBe(assignees[i % 3]);
      expect(comment.engage.hideStatus?.value, `comment ${i} hidden`).toBe('hidden');
      expect((await sandboxState(api.db, CHANNEL.id, networkItemId)).hidden).toBe(true);
      expect(readStatus, `comment ${i} read`).toBe('read');
    }
    expect([...(await item(c0)).item.engage.labels].sort()).toEqual(
      [...itemLabels, ...bulkLabels].sort(),
    );
    for (const id of thread.filter((id) => id !== c0)) {
      expect([...(await item(id)).item.engage.labels].sort(), id).toEqual([...bulkLabels].sort());
    }
    const jobs = await api.db
      .selectFrom('bulkJobItems')
      .select(['status'])
      .where('jobId', 'in', jobIds)
      .execute();
    expect(jobs.filter((job) => job.status !== 'done')).toEqual([]);
    expect(jobs).toHaveLength(N * thread.length);
  }, 60_000);
});
