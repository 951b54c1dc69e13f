import type { Feed } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const base = (id: string) => `/api/engage/moderators/${id}/feeds`;

async function signedIn(who: string) {
  const call = await api.as(who);
  const id = await api.userId(
    who.includes('@') ? who : `${who === 'otherAdmin' ? 'admin@other' : `${who}@demo`}.test`,
  );
  return { call, id, feeds: base(id) };
}

describe('feeds', () => {
  it('start, in the demo, as five feeds of the administrator: two pinned, the team feeds shared', async () => {
    const admin = await signedIn('admin');
    const mine = (await admin.call('GET', admin.feeds)).body as Feed[];
    expect(mine.map((f) => [f.name, f.pinned, f.shared])).toEqual([
      ['Needs a reply', true, false],
      ['Complaints', true, true],
      ['Direct messages', false, true],
      ['Facebook & Instagram comments', false, false],
      ['Reviews', false, false],
    ]);
    const editor = await signedIn('editor');
    const shared = (await editor.call('GET', editor.feeds)).body as Feed[];
    expect(shared.map((f) => f.name)).toEqual(['Complaints', 'Direct messages']);
  });

  it('are created last in the list, with their filters, and come back in the caller’s order', async () => {
    const { call, feeds } = await signedIn('editor');
    const first = (
      await call('POST', feeds, {
        name: 'Complaints',
        networks: ['facebook'],
        keywords: ['refund'],
      })
    ).body as Feed;
    const second = (await call('POST', feeds, { name: 'Praise', types: ['comment', 'dark-post'] }))
      .body as Feed;
    expect(first).toMatchObject({
      name: 'Complaints',
      networks: ['facebook'],
      keywords: ['refund'],
      persisted: true,
    });
    expect(second.types).toEqual(['comment']);
    // The demo shares team feeds with the editor too; these are the editor's own.
    const own = (answer: { body: unknown }) =>
      (answer.body as Feed[]).filter((f) => f.id === first.id || f.id === second.id);
    expect(own(await call('GET', feeds)).map((f) => f.name)).toEqual(['Complaints', 'Praise']);
    await call('PUT', feeds, { ids: [second.id, first.id] });
    expect(own(await call('GET', feeds)).map((f) => f.name)).toEqual(['Praise', 'Complaints']);
    await call('PUT', `${feeds}/${first.id}/pin`, { enabled: true });
    expect(own(await call('GET', feeds)).map((f) => [f.name, f.pinned])).toEqual([
      ['Complaints', true],
      ['Praise', false],
    ]);
  });

  it('a bad filter is a 400 naming it; an empty name too', async () => {
    const { call, feeds } = await signedIn('editor');
    const bad = await call('POST', feeds, { name: 'X', networks: ['myspace'] });
    expect(bad.status).toBe(400);
    expect((bad.body as { message: string }).message).toContain('networks.0');
    expect((await call('POST', feeds, { name: ' ' })).status).toBe(400);
  });

  it('sharing shows the feed to others, who may use but not change it', async () => {
    const editor = await signedIn('editor');
    const moderator = await signedIn('moderator');
    const feed = (
      await editor.call('POST', editor.feeds, { name: 'Shared queue', onlyPriority: true })
    ).body as Feed;
    const shared = await editor.call('PUT', `${editor.feeds}/${feed.id}/share`, {
      ownerId: editor.id,
      shares: [moderator.id],
    });
    expect(shared.body).toMatchObject({ shared: true, shares: [moderator.id] });
    const theirs = (await moderator.call('GET', moderator.feeds)).body as Feed[];
    expect(theirs.map((f) => f.name)).toContain('Shared queue');
    expect(
      (await moderator.call('PUT', `${moderator.feeds}/${feed.id}/push`, { enabled: true })).body,
    ).toMatchObject({
      pushNotificationsEnabled: true,
    });
    expect((await editor.call('GET', `${editor.feeds}/${feed.id}`)).body).toMatchObject({
      pushNotificationsEnabled: false,
    });
    expect(
      (await moderator.call('PUT', `${moderator.feeds}/${feed.id}`, { name: 'Mine now' })).status,
    ).toBe(403);
    expect((await moderator.call('DELETE', `${moderator.feeds}/${feed.id}`)).status).toBe(403);
  });

  it('sharing a feed tells the people it is newly shared with, changing it tells them, deleting it tells them it went', async () => {
    const editor = await signedIn('editor');
    const viewer = await signedIn('viewer');
    const since = new Date();
    const feed = (await editor.call('POST', editor.feeds, { name: 'Night queue' })).body as Feed;
    await editor.call('PUT', `${editor.feeds}/${feed.id}/share`, {
      ownerId: editor.id,
      shares: [viewer.id],
    });
    expect(
      (await editor.call('PUT', `${editor.feeds}/${feed.id}`, { name: 'Night queue' })).status,
    ).toBe(200);
    expect((await editor.call('DELETE', `${editor.feeds}/${feed.id}`)).status).toBe(204);
    const notices = await api.db
      .selectFrom('notices')
      .select(['message', 'product'])
      .where('userId', '=', viewer.id)
      .where('createdAt', '>=', since)
      .orderBy('id')
      .execute();
    expect(notices).toEqual([
      { message: 'The feed Night queue has been shared with you', product: 'ENGAGE' },
      { message: 'Eddie Editor changed the feed Night queue', product: 'ENGAGE' },
      { message: 'The shared feed Night queue has been deleted', product: 'ENGAGE' },
    ]);
    expect(
      ((await viewer.call('GET', viewer.feeds)).body as Feed[]).map((f) => f.id),
    ).not.toContain(feed.id);
  });

  it('another user’s list, or another organisation’s feed or people, stay out of reach', async () => {
    const editor = await signedIn('editor');
    const other = await signedIn('otherAdmin');
    const feed = (await editor.call('POST', editor.feeds, { name: 'Private' })).body as Feed;
    expect((await other.call('GET', editor.feeds)).status).toBe(403);
    expect((await other.call('GET', `${other.feeds}/${feed.id}`)).status).toBe(404);
    expect((await other.call('PUT', other.feeds, { ids: [feed.id] })).status).toBe(404);
    const foreignShare = await editor.call('PUT', `${editor.feeds}/${feed.id}/share`, {
      ownerId: editor.id,
      shares: [other.id],
    });
    expect(foreignShare.status).toBe(404);
  });

  it('an administrator changes any feed of the organisation', async () => {
    const editor = await signedIn('editor');
    const admin = await signedIn('admin');
    const feed = (await editor.call('POST', editor.feeds, { name: 'Typo feeed' })).body as Feed;
    const fixed = await admin.call('PUT', `${admin.feeds}/${feed.id}`, { name: 'Typo feed' });
    expect(fixed).toMatchObject({ status: 200, body: { name: 'Typo feed', ownerId: editor.id } });
  });
});
