import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishPost } from '@smm/model';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

/** Waits until `check` answers something (the publish job runs in the background). */
async function waitFor<T>(check: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('Timed out waiting.');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const inAMinute = (seconds = 90) => new Date(Date.now() + seconds * 1000).toISOString();

describe('the publishing lifecycle', () => {
  it('takes a draft through approval to the sandbox network and into engage', async () => {
    const admin = await api.as('admin');
    const created = await admin('POST', '/api/publish/posts', {
      channelIds: ['facebook-demo', 'twitter-demo'],
      text: 'Our autumn blend is back.',
      action: 'saveDraft',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const draft = created.body as PublishPost;
    expect(draft.status).toBe('draft');
    expect(draft.variants.map((variant) => variant.network)).toEqual(['facebook', 'twitter']);
    const submitted = await admin('PUT', `/api/publish/posts/${draft.id}`, {
      channelIds: ['facebook-demo', 'twitter-demo'],
      text: 'Our autumn blend is back.',
      action: 'submitForApproval',
    });
    expect((submitted.body as PublishPost).status).toBe('pendingApproval');
    const approved = await admin('POST', `/api/publish/posts/${draft.id}/approve`, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((approved.body as PublishPost).status).toBe('scheduled');
    const published = await waitFor(async () => {
      const { body } = await admin('GET', `/api/publish/posts/${draft.id}`);
      const post = body as PublishPost;
      return post.status === 'published' && post.targets.every((t) => t.engageItemId !== null)
        ? post
        : undefined;
    });
    expect(published.targets.map((target) => target.status)).toEqual(['published', 'published']);
    const facebook = published.targets[0];
    expect(facebook?.permalink).toMatch(/^\/sandbox\/posts\//);
    const page = await fetch(`${api.base}${facebook?.permalink}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Our autumn blend is back.');
    const item = await api.db
      .selectFrom('engageItems')
      .select(['id', 'type', 'item'])
      .where('id', '=', facebook?.engageItemId ?? '')
      .executeTakeFirstOrThrow();
    expect((item.item as { engage: { origin: string } }).engage.origin).toBe('ownPost');
    const comment = await admin('POST', '/api/sandbox/comments', {
      channelId: 'facebook-demo',
      text: 'Is it decaf?',
    });
    expect(comment.status).toBe(201);
    expect((comment.body as { rootId: string }).rootId).toBe(facebook?.engageItemId);
    const again = await admin('PUT', `/api/publish/posts/${draft.id}`, {
      channelIds: ['facebook-demo'],
      text: 'Changed.',
      action: 'saveDraft',
    });
    expect(again.status).toBe(409);
    expect((await admin('DELETE', `/api/publish/posts/${draft.id}`)).status).toBe(409);
  });
});

describe('who may do what', () => {
  it('lets a content creator submit but not publish, and an administrator approve', async () => {
    const admin = await api.as('admin');
    // A content creator on the Facebook channel.
    const creatorId = await api.userId('editor@demo.test');
    await api.db
      .updateTable('channelRoles')
      .set({ role: 'CONTENT_CREATOR' })
      .where('userId', '=', creatorId)
      .where('channelId', '=', 'instagram-demo')
      .execute();
    const creator = await api.as('editor');
    const post = {
      channelIds: ['instagram-demo'],
      text: 'New cups are here.',
      action: 'publishNow',
    };
    const refused = await creator('POST', '/api/publish/posts', post);
    expect(refused.status).toBe(403);
    expect((refused.body as { message: string }).message).toContain('Instagram');
    const submitted = await creator('POST', '/api/publish/posts', {
      ...post,
      action: 'submitForApproval',
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const pending = submitted.body as PublishPost;
    expect(pending.status).toBe('pendingApproval');
    expect(pending.abilities).toMatchObject({ approve: false, publish: false, edit: true });
    expect((await creator('POST', `/api/publish/posts/${pending.id}/approve`, {})).status).toBe(
      403,
    );
    const seen = (await admin('GET', `/api/publish/posts/${pending.id}`)).body as PublishPost;
    expect(seen.abilities.approve).toBe(true);
    const at = inAMinute(3600);
    const approved = await admin('POST', `/api/publish/posts/${pending.id}/approve`, {
      scheduledAt: at,
    });
    expect(approved.body).toMatchObject({ status: 'scheduled', scheduledAt: at });
    expect((approved.body as PublishPost).approvedBy?.name).toBe('Ada Admin');
  });

  it('needs a comment to reject, and the author reads it', async () => {
    const admin = await api.as('admin');
    const lead = await api.as('lead');
    const { body } = await lead('POST', '/api/publish/posts', {
      channelIds: ['facebook-demo'],
      text: 'Two for one on Friday.',
      action: 'submitForApproval',
    });
    const id = (body as PublishPost).id;
    expect((await admin('POST', `/api/publish/posts/${id}/reject`, { comment: '  ' })).status).toBe(
      400,
    );
    const rejected = await admin('POST', `/api/publish/posts/${id}/reject`, {
      comment: 'Friday is sold out already.',
    });
    expect(rejected.status).toBe(200);
    const read = (await lead('GET', `/api/publish/posts/${id}`)).body as PublishPost;
    expect(read.status).toBe('rejected');
    expect(read.rejection).toMatchObject({
      comment: 'Friday is sold out already.',
      by: { name: 'Ada Admin' },
    });
    // A rejected post goes back through approval; it cannot be scheduled directly.
    const scheduled = await lead('PUT', `/api/publish/posts/${id}`, {
      channelIds: ['facebook-demo'],
      text: 'Two for one on Saturday.',
      action: 'schedule',
      scheduledAt: inAMinute(),
    });
    expect(scheduled.status).toBe(409);
  });

  it("answers 404 for another organisation's post", async () => {
    const admin = await api.as('admin');
    const other = await api.as('otherAdmin');
    const { body } = await admin('POST', '/api/publish/posts', {
      channelIds: ['facebook-demo'],
      text: 'Ours.',
      action: 'saveDraft',
    });
    const id = (body as PublishPost).id;
    expect((await other('GET', `/api/publish/posts/${id}`)).status).toBe(404);
    expect((await other('DELETE', `/api/publish/posts/${id}`)).status).toBe(404);
    expect((await other('POST', `/api/publish/posts/${id}/approve`, {})).status).toBe(404);
    const listed = (await other('GET', '/api/publish/items')).body as { items: PublishPost[] };
    expect(listed.items.map((item) => item.id)).not.toContain(id);
    // Nor may it post on our channels.
    const theirs = await other('POST', '/api/publish/posts', {
      channelIds: ['facebook-demo'],
      text: 'Theirs.',
      action: 'saveDraft',
    });
    expect(theirs.status).toBe(404);
  });
});

describe('content and time', () => {
  it('refuses a 281-character X post, while LinkedIn takes the same text', async () => {
    const admin = await api.as('admin');
    const text = 'x'.repeat(281);
    const x = await admin('POST', '/api/publish/posts', {
      channelIds: ['twitter-demo'],
      text,
      action: 'saveDraft',
    });
    expect(x.status).toBe(400);
    expect((x.body as { message: string }).message).toBe(
      'X: the post is 281 characters; X takes 280.',
    );
    const linkedIn = await admin('POST', '/api/publish/posts', {
      channelIds: ['linkedin-demo'],
      text,
      action: 'saveDraft',
    });
    expect(linkedIn.status, JSON.stringify(linkedIn.body)).toBe(201);
    // A variant for X makes the post fit everywhere.
    const both = await admin('POST', '/api/publish/posts', {
      channelIds: ['twitter-demo', 'linkedin-demo'],
      text,
      variants: [{ network: 'twitter', text: 'Short for X.' }],
      action: 'saveDraft',
    });
    expect(both.status).toBe(201);
    expect((both.body as PublishPost).variants).toEqual([
      { network: 'twitter', text: 'Short for X.', media: [] },
      { network: 'linkedIn', text, media: [] },
    ]);
    const variant = await admin('POST', '/api/publish/posts', {
      channelIds: ['twitter-demo', 'linkedin-demo'],
      text: 'Fine.',
      variants: [{ network: 'twitter', text }],
      action: 'saveDraft',
    });
    expect(variant.status).toBe(400);
  });

  it('schedules at least a minute ahead', async () => {
    const admin = await api.as('admin');
    const post = (scheduledAt: string) =>
      admin('POST', '/api/publish/posts', {
        channelIds: ['facebook-demo'],
        text: 'Soon.',
        action: 'schedule',
        scheduledAt,
      });
    expect((await post(inAMinute(30))).status).toBe(400);
    expect((await post(new Date(Date.now() - 60_000).toISOString())).status).toBe(400);
    const ok = await post(inAMinute(120));
    expect(ok.status).toBe(201);
    expect((ok.body as PublishPost).status).toBe('scheduled');
  });
});
