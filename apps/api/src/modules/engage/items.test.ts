import type { SavedItem, SearchPage } from '@smm/model';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failNext, sandboxState } from '../../networks/sandbox.moderation.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const SEARCH = '/api/engage/search';
const item = (id: string) => `/api/engage/contents/${id}`;

async function search(who: string, filters: Record<string, unknown> = {}, query = '') {
  const call = await api.as(who);
  const response = await call('POST', `${SEARCH}${query}`, { filters });
  expect(response.status).toBe(200);
  return response.body as SearchPage;
}

/** The first item of the admin's inbox matching the filters and the test. */
async function find(
  filters: Record<string, unknown>,
  test: (item: SavedItem) => boolean = () => true,
) {
  const page = await search('admin', filters, '?limit=100');
  const found = page.items.find(test);
  if (!found) throw new Error(`No demo item matches ${JSON.stringify(filters)}`);
  return found;
}

/** The stored item, straight from the database. */
async function stored(id: string) {
  const row = await api.db
    .selectFrom('engageItems')
    .select(['item', 'networkItemId', 'channelId'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row;
}

describe('search', () => {
  it('pages the demo inbox newest first, by offset and by cursor alike', async () => {
    const first = await search('admin');
    expect(first.items).toHaveLength(20);
    const dates = first.items.map((i) =>
      Date.parse(i.engage.latestCommentDate ?? i.meta.createdDate),
    );
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(first.nextCursor).toEqual(expect.any(String));
    const byOffset = await search('admin', {}, '?offset=20');
    const byCursor = await search('admin', {}, `?cursor=${first.nextCursor}`);
    expect(byCursor.items.map((i) => i.id)).toEqual(byOffset.items.map((i) => i.id));
    const ids = new Set([...first.items, ...byCursor.items].map((i) => i.id));
    expect(ids.size).toBe(40);
  });

  it('searches with an empty body: every item the caller sees, latest comment first', async () => {
    const token = await api.token('admin');
    const bare = await api.call('POST', SEARCH, { token, body: {} });
    expect(bare.status).toBe(200);
    const explicit = await search('admin');
    expect((bare.body as SearchPage).items.map((i) => i.id)).toEqual(
      explicit.items.map((i) => i.id),
    );
  });

  it('walks to the end with cursors, each item once, and says when it is there', async () => {
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: SearchPage = await search(
        'admin',
        { networks: ['facebook'] },
        `?limit=50${cursor ? `&cursor=${cursor}` : ''}`,
      );
      for (const entry of page.items) {
        expect(seen.has(entry.id)).toBe(false);
        expect(entry.engage.network).toBe('facebook');
        seen.add(entry.id);
      }
      cursor = page.nextCursor;
      pages++;
    } while (cursor !== null && pages < 50);
    const count = await api.db
      .selectFrom('engageItems')
      .innerJoin('channels', 'channels.id', 'engageItems.channelId')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('channels.name', 'is not', null)
      .where('engageItems.network', '=', 'facebook')
      .where('engageItems.listed', '=', true)
      .where('channels.id', '=', 'facebook-demo')
      .executeTakeFirstOrThrow();
    expect(seen.size).toBe(Number(count.n));
  });

  it('sorts by created date ascending when asked', async () => {
    const call = await api.as('admin');
    const page = (
      await call('POST', SEARCH, { filters: {}, sortField: 'createdDate', sortDirection: 'asc' })
    ).body as SearchPage;
    const dates = page.items.map((i) => Date.parse(i.meta.createdDate));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
  });

  it('refuses a bad limit, offset or cursor with a readable 400', async () => {
    const call = await api.as('admin');
    const tooMany = await call('POST', `${SEARCH}?limit=500`, { filters: {} });
    expect(tooMany).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('limit') },
    });
    const cursor = await call('POST', `${SEARCH}?cursor=nonsense`, { filters: {} });
    expect(cursor).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('cursor') },
    });
    const first = (await call('POST', SEARCH, { filters: {} })).body as SearchPage;
    const otherSort = await call('POST', `${SEARCH}?cursor=${first.nextCursor}`, {
      filters: {},
      sortField: 'createdDate',
    });
    expect(otherSort.status).toBe(400);
  });

  it('shows each person only the channels they see, and another organisation nothing', async () => {
    const viewer = await search('viewer', {}, '?limit=100');
    const channels = new Set(viewer.items.map((i) => i.channelId));
    expect(channels.size).toBeGreaterThan(0);
    expect(channels.has('linkedin-demo')).toBe(false); // a marketing channel the viewer holds no role on
    const other = await search('otherAdmin', {}, '?limit=100');
    expect(other.items.length).toBeGreaterThan(0);
    expect(other.items.every((i) => i.channelId.endsWith('-other'))).toBe(true);
    const theirs = other.items[0] as SavedItem;
    const call = await api.as('admin');
    expect((await call('GET', item(theirs.id))).status).toBe(404);
    expect((await call('PUT', `${item(theirs.id)}/read`)).status).toBe(404);
  });

  it('marks view-only channels view-only on the items it returns', async () => {
    const viewer = await search('viewer', {}, '?limit=5');
    for (const entry of viewer.items) expect(entry.meta.userPermissions).toContain('view-only');
  });

  it('filters with the feed semantics: keywords in several languages', async () => {
    const page = await search(
      'admin',
      { keywords: ['remboursement', '返品', 'refund'] },
      '?limit=100',
    );
    expect(page.items.length).toBeGreaterThan(0);
    for (const entry of page.items) {
      expect(`${entry.message} ${entry.engage.latestCommentText ?? ''}`.toLowerCase()).toMatch(
        /remboursement|返品|refund/,
      );
    }
  });
});

describe('per-item actions', () => {
  it('hides an Instagram comment on the network and records who did it', async () => {
    const comment = await find(
      { networks: ['instagram'], types: ['comment'], hideStatus: ['notHidden'] },
      (i) => i.sender?.isOwn === false,
    );
    const call = await api.as('admin');
    const response = await call('PUT', `${item(comment.id)}/hide`);
    expect(response.status).toBe(200);
    const adminId = await api.userId('admin@demo.test');
    expect(response.body).toMatchObject({
      engage: { hideStatus: { value: 'hidden' }, moderatorId: adminId, moderatorSource: 'user' },
    });
    const row = await stored(comment.id);
    expect(await sandboxState(api.db, row.channelId, row.networkItemId)).toMatchObject({
      hidden: true,
    });
    const event = await api.db
      .selectFrom('engageEvents')
      .selectAll()
      .where('itemId', '=', comment.id)
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({
      type: 'syncItems',
      moderatorId: adminId,
      moderatorSource: 'user',
    });
    const hidden = await search('admin', { hideStatus: ['hidden'] }, '?limit=100');
    expect(hidden.items.map((i) => i.id)).toContain(comment.id);
  });

  it('refuses what the rules forbid with 422 and the rule, changing nothing', async () => {
    const comment = await find({ networks: ['instagram'], types: ['comment'] });
    const before = await stored(comment.id);
    const call = await api.as('admin');
    const response = await call('PUT', `${item(comment.id)}/like`);
    expect(response).toMatchObject({
      status: 422,
      body: { errorCode: 'like.network', message: 'Instagram comments cannot be liked.' },
    });
    expect(await stored(comment.id)).toEqual(before);
    expect(await sandboxState(api.db, before.channelId, before.networkItemId)).toMatchObject({
      liked: false,
    });
  });

  it('lets a view-only user read but not act', async () => {
    const entry = (await search('viewer', { types: ['comment'] }, '?limit=1'))
      .items[0] as SavedItem;
    const call = await api.as('viewer');
    const before = await stored(entry.id);
    expect(await call('POST', `${item(entry.id)}/priority`)).toMatchObject({
      status: 422,
      body: { errorCode: 'priority.viewOnly', message: 'You can only view this item.' },
    });
    expect(await stored(entry.id)).toEqual(before);
    const read = await call('PUT', `${item(entry.id)}/read`);
    expect(read).toMatchObject({ status: 200, body: { meta: { displayReadStatus: 'read' } } });
  });

  it('answers a network that limits requests with 429, changing nothing', async () => {
    const comment = await find(
      { networks: ['facebook'], types: ['comment'], hideStatus: ['notHidden'] },
      (i) => i.facebook?.canHide === true && i.sender?.isOwn === false,
    );
    const row = await stored(comment.id);
    await failNext(api.db, row.channelId, 'rateLimited');
    const call = await api.as('admin');
    const limited = await call('PUT', `${item(comment.id)}/hide`);
    expect(limited).toMatchObject({
      status: 429,
      body: {
        errorCode: 'NETWORK_RATE_LIMITED',
        message: expect.stringContaining('Try again in 60 seconds'),
      },
    });
    expect(await stored(comment.id)).toEqual(row);
    expect((await call('PUT', `${item(comment.id)}/hide`)).status).toBe(200);
  });

  it('assigns to a team with a note, found by that team’s members, and unassigns', async () => {
    const entry = await find({
      networks: ['facebook'],
      assignFilter: { status: ['unassigned'], values: [] },
    });
    const team = await api.db
      .selectFrom('teams')
      .select(['id', 'name'])
      .where('name', '=', 'Customer Care')
      .executeTakeFirstOrThrow();
    const call = await api.as('admin');
    const assigned = await call('POST', `${item(entry.id)}/assign`, {
      assigneeId: team.id,
      isTeam: true,
      note: 'Please call back',
    });
    expect(assigned).toMatchObject({
      status: 200,
      body: {
        engage: { assigneeId: team.id },
        assignee: { id: team.id, name: 'Customer Care', isTeam: true },
      },
    });
    const mine = await search(
      'editor',
      { assignFilter: { status: ['assignedToTeam'], values: [] } },
      '?limit=100',
    );
    expect(mine.items.map((i) => i.id)).toContain(entry.id);
    const event = await api.db
      .selectFrom('engageEvents')
      .select('payload')
      .where('itemId', '=', entry.id)
      .where(sql<boolean>`payload->>'action' = 'assign'`)
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.payload).toMatchObject({ action: 'assign', note: 'Please call back' });
    // The note is kept where people see it: a note of the assigner on the item.
    expect((assigned.body as SavedItem).notesData).toMatchObject({
      noteCount: 1,
      notes: [expect.objectContaining({ noteText: 'Please call back', authorName: 'Ada Admin' })],
    });
    const notes = await api.db
      .selectFrom('itemNotes')
      .select(['text', 'authorId', 'itemIds'])
      .where(sql<boolean>`item_ids @> ARRAY[${entry.id}]::uuid[]`)
      .execute();
    expect(notes).toEqual([
      {
        text: 'Please call back',
        authorId: await api.userId('admin@demo.test'),
        itemIds: [entry.id],
      },
    ]);
    expect((await call('DELETE', `${item(entry.id)}/assign`)).body).toMatchObject({
      engage: { assigneeId: null },
      assignee: null,
    });
    const nobody = await call('POST', `${item(entry.id)}/assign`, {
      assigneeId: '00000000-0000-4000-8000-000000000000',
      isTeam: false,
    });
    expect(nobody.status).toBe(404);
  });

  it('labels and unlabels with the organisation’s labels only', async () => {
    const entry = await find({ labelsFilter: { status: 'notLabelled', values: [] } });
    const label = await api.db
      .selectFrom('labels')
      .innerJoin('organisations', 'organisations.id', 'labels.orgId')
      .select('labels.id')
      .where('organisations.name', '=', 'Demo Coffee')
      .where('labels.name', '=', 'Lead')
      .executeTakeFirstOrThrow();
    const otherLabel = await api.db
      .selectFrom('labels')
      .innerJoin('organisations', 'organisations.id', 'labels.orgId')
      .select('labels.id')
      .where('organisations.name', '=', 'Other Tea Company')
      .executeTakeFirstOrThrow();
    const call = await api.as('admin');
    expect((await call('PUT', `${item(entry.id)}/labels/${label.id}`)).body).toMatchObject({
      engage: { labels: [label.id] },
    });
    expect((await call('PUT', `${item(entry.id)}/labels/${otherLabel.id}`)).status).toBe(404);
    expect((await call('DELETE', `${item(entry.id)}/labels/${label.id}`)).body).toMatchObject({
      engage: { labels: [] },
    });
  });

  it('sets and clears sentiment, spam and priority, which the filters then see', async () => {
    const entry = await find({ networks: ['facebook'], types: ['comment'] });
    const call = await api.as('admin');
    await call('POST', `${item(entry.id)}/sentiment`, { sentiment: 'NEGATIVE' });
    await call('POST', `${item(entry.id)}/priority`);
    await call('POST', `${item(entry.id)}/spam`);
    const found = await search(
      'admin',
      { sentiments: ['negative'], onlyPriority: true, spamStatus: ['manuallySpam'] },
      '?limit=100',
    );
    expect(found.items.map((i) => i.id)).toContain(entry.id);
    await call('DELETE', `${item(entry.id)}/spam`);
    await call('DELETE', `${item(entry.id)}/priority`);
    const after = (await call('POST', `${item(entry.id)}/sentiment`, { sentiment: null }))
      .body as SavedItem;
    expect(after.prediction).toMatchObject({
      userSentiment: null,
      userPriorityLevel: 0,
      spamStatus: { value: 'notSpam' },
    });
    expect((await call('POST', `${item(entry.id)}/sentiment`, { sentiment: 'GREAT' })).status).toBe(
      400,
    );
  });

  it('deletes an own post on the network; a deleted item cannot be hidden or liked', async () => {
    const post = await find(
      { networks: ['facebook'], types: ['post'] },
      (i) => i.sender?.isOwn === true,
    );
    const call = await api.as('admin');
    expect((await call('DELETE', item(post.id))).body).toMatchObject({
      engage: { networkStatus: 'deleted' },
    });
    expect(await call('PUT', `${item(post.id)}/like`)).toMatchObject({
      status: 422,
      body: { errorCode: 'like.deleted' },
    });
  });

  it('gives an item with its thread stats and media', async () => {
    const post = await find(
      { networks: ['instagram'], types: ['post'] },
      (i) => (i.meta.commentCount ?? 0) > 0,
    );
    const call = await api.as('admin');
    const response = await call('GET', item(post.id));
    expect(response.status).toBe(200);
    const stats = (response.body as SavedItem).stats;
    expect(stats?.total).toBeGreaterThanOrEqual(post.meta.commentCount ?? 0);
    expect((await call('GET', `/api/engage/search/${post.id}/stats`)).body).toEqual(stats);
    expect((await call('GET', `${item(post.id)}/media`)).status).toBe(200);
  });
});
