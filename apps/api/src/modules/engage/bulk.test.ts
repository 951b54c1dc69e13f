import { sql } from 'kysely';
import type { BulkJob, BulkJobAccepted, SavedItem, SearchPage } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failNext, sandboxState } from '../../networks/sandbox.moderation.js';
import { sandboxGateway } from '../../networks/sandbox.gateway.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';
import { bulkWorker } from './bulk.jobs.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const ENGAGE = '/api/engage';
const NIL = '00000000-0000-4000-8000-000000000000';

async function search(who: string, filters: Record<string, unknown>, limit = 100) {
  const response = await (
    await api.as(who)
  )('POST', `${ENGAGE}/search?limit=${limit}`, {
    filters,
  });
  expect(response.status).toBe(200);
  return (response.body as SearchPage).items;
}

/** Starts a bulk call and waits for its job to finish; returns the answer and the finished job. */
async function bulk(who: string, path: string, body: unknown) {
  const call = await api.as(who);
  const started = await call('POST', `${ENGAGE}/${path}`, body);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const accepted = started.body as BulkJobAccepted;
  for (let attempt = 0; attempt < 200; attempt++) {
    const progress = await call('GET', `${ENGAGE}/bulk/jobs/${accepted.jobId}?limit=100`);
    expect(progress.status).toBe(200);
    const job = progress.body as BulkJob;
    if (job.state === 'done') return { accepted, job };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Bulk job ${accepted.jobId} did not finish`);
}

async function stored(id: string) {
  const row = await api.db
    .selectFrom('engageItems')
    .select(['item', 'readStatus', 'priority', 'labels', 'networkItemId', 'channelId'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...row, item: row.item as SavedItem };
}

async function eventsOf(jobId: string) {
  return api.db
    .selectFrom('engageEvents')
    .select(['itemId', 'moderatorId', 'moderatorSource', 'payload'])
    .where(({ ref }) => ref('payload', '->>').key('jobId' as never), '=', jobId)
    .execute();
}

describe('bulk actions over selected items (bulk/{feedId}/bulkAction)', () => {
  it('marks the selected items read as a job, recorded as bulk by the user, one event each', async () => {
    const unread = (await search('admin', { readFilter: { status: 'unread' } })).slice(0, 30);
    expect(unread.length).toBe(30);
    const ids = unread.map((item) => item.id);
    const { accepted, job } = await bulk('admin', 'bulk/adhoc/bulkAction', {
      actionType: 'read',
      itemIds: [...ids, ids[0]?.replaceAll('-', '')],
    });
    expect(accepted).toMatchObject({ total: 30, estimate: 'underAMinute' });
    expect(job).toMatchObject({ total: 30, processed: 30, succeeded: 30, refused: 0, failed: 0 });
    expect(job.finishedAt).toEqual(expect.any(String));
    for (const id of ids) expect((await stored(id)).readStatus).toBe('read');
    const all = await eventsOf(accepted.jobId);
    const events = all.filter((event) => event.itemId !== null);
    expect(events).toHaveLength(30);
    expect(all.filter((event) => event.itemId === null).map((event) => event.payload)).toEqual([
      { action: 'bulk', jobId: accepted.jobId, kind: 'read', succeeded: 30, refused: 0, failed: 0 },
    ]);
    expect(new Set(events.map((event) => event.itemId)).size).toBe(30);
    const adminId = await api.userId('admin@demo.test');
    expect(events.every((e) => e.moderatorId === adminId && e.moderatorSource === 'bulk')).toBe(
      true,
    );
  });

  it('reports each item the rules refuse, with the rule, and leaves it as it was', async () => {
    const google = (await search('admin', { networks: ['googlemybusiness'] })).slice(0, 3);
    const instagram = (
      await search('admin', { networks: ['instagram'], types: ['comment'] })
    ).filter((item) => !item.sender?.isOwn && item.engage.networkStatus !== 'deleted');
    expect(google.length).toBe(3);
    const hideable = instagram
      .filter((item) => item.engage.hideStatus?.value !== 'hidden')
      .slice(0, 2);
    expect(hideable.length).toBe(2);
    const { job, accepted } = await bulk('admin', 'bulk/adhoc/bulkAction', {
      actionType: 'hide',
      itemIds: [...google.map((i) => i.id), ...hideable.map((i) => i.id), NIL],
    });
    expect(job).toMatchObject({ total: 6, succeeded: 2, refused: 3, failed: 1 });
    const told = await api.db
      .selectFrom('notices')
      .select(['message', 'relevance'])
      .where('userId', '=', await api.userId('admin@demo.test'))
      .where(sql<boolean>`data ->> 'jobId' = ${accepted.jobId}`)
      .execute();
    expect(told).toEqual([
      { message: expect.stringMatching(/^4 of 6 items could not be changed/), relevance: 'ME' },
    ]);
    // Delivered again, the job finds itself done and tells nobody again.
    await bulkWorker(api.db, sandboxGateway(api.db))({ jobId: accepted.jobId });
    const again = await api.db
      .selectFrom('notices')
      .select('id')
      .where(sql<boolean>`data ->> 'jobId' = ${accepted.jobId}`)
      .execute();
    expect(again).toHaveLength(1);
    expect(job.problems).toEqual([
      ...google.map((item) => ({
        itemId: item.id,
        status: 'refused',
        errorCode: 'bulk.network',
        message: 'Google Business Profile does not offer hiding in bulk.',
      })),
      { itemId: NIL, status: 'failed', errorCode: 'NOT_FOUND', message: `Item ${NIL} not found` },
    ]);
    for (const item of google) {
      expect((await stored(item.id)).item.engage.hideStatus).toEqual(item.engage.hideStatus);
    }
    for (const item of hideable) {
      const row = await stored(item.id);
      expect(row.item.engage.hideStatus?.value).toBe('hidden');
      expect((await sandboxState(api.db, row.channelId, row.networkItemId)).hidden).toBe(true);
    }
  });

  it('reports network failures per item and goes on with the rest', async () => {
    const facebook = (await search('admin', { networks: ['facebook'], types: ['comment'] }))
      .filter((item) => item.engage.networkStatus !== 'deleted' && !item.sender?.isOwn)
      .filter((item, _index, all) => item.channelId === all[0]?.channelId)
      .slice(0, 4);
    expect(facebook.length).toBe(4);
    await failNext(api.db, facebook[0]?.channelId ?? '', 'rateLimited', 2);
    const { job } = await bulk('admin', 'bulk/adhoc/bulkAction', {
      actionType: 'like',
      itemIds: facebook.map((item) => item.id),
    });
    expect(job).toMatchObject({ total: 4, succeeded: 2, failed: 2 });
    expect(job.problems.map((p) => p.errorCode)).toEqual([
      'NETWORK_RATE_LIMITED',
      'NETWORK_RATE_LIMITED',
    ]);
    expect(job.problems[0]?.message).toMatch(/Try again in \d+ seconds\./);
  });

  it('assigns to a team with the note, and refuses an unknown assignee up front', async () => {
    const team = await api.db
      .selectFrom('teams')
      .select(['id', 'name'])
      .where('name', '=', 'Customer Care')
      .executeTakeFirstOrThrow();
    const items = (await search('admin', { networks: ['facebook'] })).slice(0, 5);
    const { job } = await bulk('admin', 'bulk/adhoc/bulkAction', {
      actionType: 'assign',
      itemIds: items.map((item) => item.id),
      assignTo: { assigneeId: team.id, isTeam: true },
      note: 'Weekend queue',
    });
    expect(job.succeeded).toBe(5);
    for (const item of items) {
      expect((await stored(item.id)).item.engage.assigneeId).toBe(team.id);
    }
    const call = await api.as('admin');
    const unknown = await call('POST', `${ENGAGE}/bulk/adhoc/bulkAction`, {
      actionType: 'assign',
      itemIds: [items[0]?.id],
      assignTo: { assigneeId: NIL, isTeam: false },
    });
    expect(unknown.status).toBe(404);
    const noSentiment = await call('POST', `${ENGAGE}/bulk/adhoc/bulkAction`, {
      actionType: 'sentiment',
      itemIds: [items[0]?.id],
    });
    expect(noSentiment.status).toBe(400);
    expect(noSentiment.body).toMatchObject({ message: expect.stringContaining('sentiment') });
  });

  it('refuses empty and malformed selections with a readable message', async () => {
    const call = await api.as('admin');
    const empty = await call('POST', `${ENGAGE}/bulk/adhoc/bulkAction`, {
      actionType: 'read',
      itemIds: [],
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: expect.stringContaining('1 to 10000 ids') });
    const action = await call('POST', `${ENGAGE}/bulk/adhoc/bulkAction`, {
      actionType: 'archive',
      itemIds: [NIL],
    });
    expect(action.status).toBe(400);
    const feed = await call('POST', `${ENGAGE}/bulk/${NIL}/bulkAction`, {
      actionType: 'read',
      itemIds: [NIL],
    });
    expect(feed.status).toBe(404);
  });
});

describe('select all (bulk/{feedId})', () => {
  it('acts on every item of the feed the caller sees, with the estimate for its size', async () => {
    const filters = { networks: ['youtube'] };
    const count = await api.db
      .selectFrom('engageItems')
      .innerJoin('organisations', 'organisations.id', 'engageItems.orgId')
      .select(({ fn }) => fn.countAll<string>().as('count'))
      .where('organisations.name', '=', 'Demo Coffee')
      .where('engageItems.network', '=', 'youtube')
      .where('engageItems.listed', '=', true)
      .executeTakeFirstOrThrow();
    const { accepted, job } = await bulk('admin', 'bulk/adhoc', {
      actionType: 'priority',
      filters,
    });
    expect(accepted.total).toBe(Number(count.count));
    expect(job.succeeded + job.refused).toBe(accepted.total);
    const notPriority = await api.db
      .selectFrom('engageItems')
      .innerJoin('organisations', 'organisations.id', 'engageItems.orgId')
      .select(({ fn }) => fn.countAll<string>().as('count'))
      .where('organisations.name', '=', 'Demo Coffee')
      .where('engageItems.network', '=', 'youtube')
      .where('engageItems.listed', '=', true)
      .where('engageItems.priority', '=', false)
      .executeTakeFirstOrThrow();
    expect(Number(notPriority.count)).toBe(job.refused);
  });

  it('works a saved feed of the caller, and 404s for a feed that is not theirs', async () => {
    const call = await api.as('editor');
    const me = await api.userId('editor@demo.test');
    const created = await call('POST', `${ENGAGE}/moderators/${me}/feeds`, {
      name: 'Bulk test',
      networks: ['instagram'],
    });
    expect(created.status).toBe(201);
    const feedId = (created.body as { id: string }).id;
    const { accepted, job } = await bulk('editor', `bulk/${feedId}`, { actionType: 'read' });
    const visible = await search('editor', { networks: ['instagram'] }, 100);
    expect(accepted.total).toBeGreaterThanOrEqual(visible.length);
    expect(job.state).toBe('done');
    const other = await (
      await api.as('otherAdmin')
    )('POST', `${ENGAGE}/bulk/${feedId}`, {
      actionType: 'read',
    });
    expect(other.status).toBe(404);
  });
});

describe('content-level bulk (contents/{id}/bulk…)', () => {
  async function thread() {
    const row = await api.db
      .selectFrom('engageItems as child')
      .innerJoin('engageItems as parent', 'parent.id', 'child.parentId')
      .innerJoin('organisations', 'organisations.id', 'parent.orgId')
      .select(['parent.id as parentId', 'parent.network'])
      .where('organisations.name', '=', 'Demo Coffee')
      .where('parent.network', '=', 'facebook')
      .executeTakeFirstOrThrow();
    const children = await api.db
      .selectFrom('engageItems')
      .select('id')
      .where('parentId', '=', row.parentId)
      .execute();
    return { contentId: row.parentId, children: children.map((child) => child.id) };
  }

  it('marks comments of a thread unread, and reports items of other threads as not found', async () => {
    const { contentId, children } = await thread();
    const stranger = (await search('admin', { networks: ['instagram'] }))[0]?.id ?? '';
    const { job } = await bulk('admin', `contents/${contentId}/bulkUnread`, {
      commentUuids: children,
      conversationItemUuids: [stranger],
    });
    expect(job).toMatchObject({
      total: children.length + 1,
      succeeded: children.length,
      failed: 1,
    });
    expect(job.problems).toEqual([
      expect.objectContaining({ itemId: stranger, errorCode: 'NOT_FOUND' }),
    ]);
    for (const id of children) expect((await stored(id)).readStatus).toBe('unread');
  });

  it('adds and takes off labels in one job', async () => {
    const { contentId, children } = await thread();
    const labels = await api.db
      .selectFrom('labels')
      .innerJoin('organisations', 'organisations.id', 'labels.orgId')
      .select(['labels.id'])
      .where('organisations.name', '=', 'Demo Coffee')
      .orderBy('labels.name')
      .execute();
    const [add, remove] = labels.map((label) => label.id);
    const { job } = await bulk('admin', `contents/${contentId}/bulkLabel`, {
      conversationItemUuids: [contentId, ...children],
      labelIDsToAdd: [add],
      labelIDsToRemove: [remove],
    });
    expect(job.succeeded).toBe(children.length + 1);
    for (const id of [contentId, ...children]) {
      const row = await stored(id);
      expect(row.item.engage.labels ?? []).toContain(add);
      expect(row.item.engage.labels ?? []).not.toContain(remove);
    }
    const unknown = await (
      await api.as('admin')
    )('POST', `${ENGAGE}/contents/${contentId}/labels`, {
      conversationItemUuids: [contentId],
      labelIDsToAdd: [NIL],
      labelIDsToRemove: [],
    });
    expect(unknown.status).toBe(404);
  });

  it('checks the network of network bulk calls, and the thread is the caller’s to see', async () => {
    const { contentId, children } = await thread();
    const call = await api.as('admin');
    const wrong = await call('POST', `${ENGAGE}/instagram/contents/${contentId}/bulkLike`, {
      commentUuids: children,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: expect.stringContaining('is on facebook') });
    const other = await (
      await api.as('otherAdmin')
    )('POST', `${ENGAGE}/facebook/contents/${contentId}/bulkLike`, { commentUuids: children });
    expect(other.status).toBe(404);
  });
});

describe('bulk jobs are the organisation’s own', () => {
  it('404s another organisation’s job', async () => {
    const items = (await search('admin', {})).slice(0, 1);
    const { accepted } = await bulk('admin', 'bulk/adhoc/bulkAction', {
      actionType: 'read',
      itemIds: items.map((item) => item.id),
    });
    const other = await (
      await api.as('otherAdmin')
    )('GET', `${ENGAGE}/bulk/jobs/${accepted.jobId}`);
    expect(other.status).toBe(404);
  });

  it('never touches another organisation’s items', async () => {
    const items = (await search('admin', {})).slice(0, 3);
    const before = await Promise.all(items.map((item) => stored(item.id)));
    const { job } = await bulk('otherAdmin', 'bulk/adhoc/bulkAction', {
      actionType: 'spam',
      itemIds: items.map((item) => item.id),
    });
    expect(job).toMatchObject({ succeeded: 0, failed: 3 });
    const after = await Promise.all(items.map((item) => stored(item.id)));
    expect(after.map((row) => row.item)).toEqual(before.map((row) => row.item));
  });
});
