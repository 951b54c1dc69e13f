import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishItemsPage, PublishPost } from '@smm/model';
import { postWindow } from '@smm/publish';
import { sql } from 'kysely';
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

describe('the demo', () => {
  it('has posts around today in every status, and Cody Creator waiting for approval', async () => {
    const admin = await api.as('admin');
    const page = (await admin('GET', '/api/publish/items?limit=200&sortBy=oldest'))
      .body as PublishItemsPage;
    const count = (status: string) => page.items.filter((item) => item.status === status).length;
    expect([
      count('published'),
      count('scheduled'),
      count('scheduledError'),
      count('pendingApproval'),
      count('draft'),
      count('rejected'),
    ]).toEqual([2, 3, 1, 1, 1, 1]);
    const now = Date.now();
    for (const item of page.items.filter((entry) => entry.status === 'published')) {
      expect(Date.parse(item.at)).toBeLessThan(now);
      expect(item.targets.every((target) => target.engageItemId !== null)).toBe(true);
    }
    for (const item of page.items.filter((entry) => entry.status === 'scheduled')) {
      expect(Date.parse(item.at)).toBeGreaterThan(now);
    }
    const failed = page.items.find((item) => item.status === 'scheduledError');
    expect(failed?.error).toContain('X refused the content.');
    const cody = await api.as('creator@demo.test');
    const own = (await cody('GET', '/api/publish/items?statuses=pendingApproval,rejected'))
      .body as PublishItemsPage;
    expect(own.items.map((item) => [item.status, item.createdBy.name])).toEqual([
      ['rejected', 'Cody Creator'],
      ['pendingApproval', 'Cody Creator'],
    ]);
    const channels = (await cody('GET', '/api/publish/channels')).body as {
      permissions: { publishPost: boolean; submitPostForApproval: boolean };
    }[];
    expect(channels.length).toBeGreaterThan(0);
    expect(channels.every((channel) => !channel.permissions.publishPost)).toBe(true);
    expect(channels.every((channel) => channel.permissions.submitPostForApproval)).toBe(true);
    const permalink = page.items.find((item) => item.status === 'published')?.targets[0]?.permalink;
    const shown = await fetch(`${api.base}${permalink}`);
    expect(shown.status).toBe(200);
  });
});

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
    // Those who may approve heard of the submission; the author of the approval.
    const notices = await api.db
      .selectFrom('notices')
      .innerJoin('users', 'users.id', 'notices.userId')
      .select(['users.email', 'notices.type', 'notices.message'])
      .where(sql<boolean>`notices.data->>'postId' = ${pending.id}`)
      .orderBy('users.email')
      .execute();
    // Ada administers; Lee and Sam are editors of Instagram.
    expect(notices.map((notice) => [notice.email, notice.type])).toEqual([
      ['admin@demo.test', 'postSubmitted'],
      ['editor@demo.test', 'postApproved'],
      ['lead@demo.test', 'postSubmitted'],
      ['sam@demo.test', 'postSubmitted'],
    ]);
    expect(notices[0]?.message).toBe(
      'Eddie Editor sent a post for approval on Demo Coffee (Instagram): New cups are here.',
    );
    const audit = await api.db
      .selectFrom('auditEntries')
      .select(['action', 'targetName'])
      .where('targetId', '=', pending.id)
      .execute();
    expect(audit).toEqual([{ action: 'post.approved', targetName: 'New cups are here.' }]);
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
    const notice = await api.db
      .selectFrom('notices')
      .select(['type', 'params'])
      .where(sql<boolean>`data->>'postId' = ${id}`)
      .where('userId', '=', await api.userId('lead@demo.test'))
      .execute();
    expect(notice).toEqual([
      {
        type: 'postRejected',
        params: {
          approver: 'Ada Admin',
          comment: 'Friday is sold out already.',
          excerpt: 'Two for one on Friday.',
        },
      },
    ]);
    expect((await lead('DELETE', `/api/publish/posts/${id}`)).status).toBe(204);
    const audit = await api.db
      .selectFrom('auditEntries')
      .select('action')
      .where('targetId', '=', id)
      .orderBy('at')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['post.rejected', 'post.deleted']);
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

describe('refusals and retries', () => {
  it('marks a refused channel failed with the reason, and a retry republishes only it', async () => {
    const admin = await api.as('admin');
    const refused = await admin('POST', '/api/sandbox/failures', {
      channelId: 'instagram-demo',
      kind: 'platformIssue',
      times: 1,
    });
    expect(refused.status).toBe(200);
    const { body } = await admin('POST', '/api/publish/posts', {
      channelIds: ['facebook-demo', 'instagram-demo'],
      text: 'Refused on one network.',
      action: 'publishNow',
    });
    const id = (body as PublishPost).id;
    const failed = await waitFor(async () => {
      const post = (await admin('GET', `/api/publish/posts/${id}`)).body as PublishPost;
      return post.status === 'scheduledError' ? post : undefined;
    });
    expect(failed.error).toContain('Instagram reported an infrastructure issue.');
    expect(failed.targets.map((target) => [target.status, target.error])).toEqual([
      ['published', null],
      ['failed', 'Instagram reported an infrastructure issue.'],
    ]);
    expect(failed.abilities.retry).toBe(true);
    const told = await api.db
      .selectFrom('notices')
      .select('type')
      .where(sql<boolean>`data->>'postId' = ${id}`)
      .execute();
    expect(told).toEqual([{ type: 'postFailed' }]);
    const facebookId = failed.targets[0]?.networkItemId;
    const retried = await admin('POST', `/api/publish/posts/${id}/retry`);
    expect(retried.status).toBe(200);
    const published = await waitFor(async () => {
      const post = (await admin('GET', `/api/publish/posts/${id}`)).body as PublishPost;
      return post.status === 'published' ? post : undefined;
    });
    expect(published.error).toBeNull();
    expect(published.targets[0]?.networkItemId).toBe(facebookId);
    const sent = await api.db
      .selectFrom('sandboxPublished')
      .select('channelId')
      .where('text', '=', 'Refused on one network.')
      .orderBy('channelId')
      .execute();
    expect(sent.map((row) => row.channelId)).toEqual(['facebook-demo', 'instagram-demo']);
    expect((await admin('POST', `/api/publish/posts/${id}/retry`)).status).toBe(409);
  });
});

describe('campaign tracking', () => {
  it("tags the links of the text and the link with the channel's parameters", async () => {
    const admin = await api.as('admin');
    await api.db
      .updateTable('channels')
      .set({
        campaignTrackingEnabled: true,
        campaignTrackingTemplateId: null,
        campaignTrackingMappings: JSON.stringify([
          { key: 'utm_source', value: '{network}' },
          { key: 'utm_campaign', value: 'winter' },
        ]),
      })
      .where('id', '=', 'youtube-demo')
      .execute();
    const { body } = await admin('POST', '/api/publish/posts', {
      channelIds: ['youtube-demo', 'tiktok-demo'],
      text: 'Menu: https://example.com/menu. Tracked?',
      link: 'https://example.com/shop',
      action: 'publishNow',
    });
    const post = body as PublishPost;
    expect(post.link).toEqual({
      url: 'https://example.com/shop',
      title: null,
      description: null,
      imageUrl: null,
      siteName: null,
    });
    await waitFor(async () => {
      const read = (await admin('GET', `/api/publish/posts/${post.id}`)).body as PublishPost;
      return read.status === 'published' ? read : undefined;
    });
    const sent = await api.db
      .selectFrom('sandboxPublished')
      .select(['channelId', 'text', 'link'])
      .where('text', 'like', 'Menu: https://example.com/menu%')
      .orderBy('channelId')
      .execute();
    expect(sent).toEqual([
      {
        channelId: 'tiktok-demo',
        text: 'Menu: https://example.com/menu. Tracked?',
        link: 'https://example.com/shop',
      },
      {
        channelId: 'youtube-demo',
        text: 'Menu: https://example.com/menu?utm_source=youtube&utm_campaign=winter. Tracked?',
        link: 'https://example.com/shop?utm_source=youtube&utm_campaign=winter',
      },
    ]);
  });
});

describe('the items', () => {
  /** A published post on Pinterest (only the test's posts are there), published at `at`. */
  async function publishedAt(at: string): Promise<string> {
    const { orgId } = await api.db
      .selectFrom('users')
      .select('orgId')
      .where('email', '=', 'admin@demo.test')
      .executeTakeFirstOrThrow();
    const post = await api.db
      .insertInto('publishPosts')
      .values({
        orgId,
        status: 'published',
        text: `At ${at}`,
        publishedAt: at,
        scheduledAt: at,
        createdBy: await api.userId('admin@demo.test'),
        approvedBy: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('publishTargets')
      .values({
        postId: post.id,
        orgId,
        channelId: 'pinterest-demo',
        network: 'pinterest',
        position: 0,
        status: 'published',
        publishedAt: at,
      })
      .execute();
    return post.id;
  }

  it.each([
    ['2026-03-28T12:00:00Z', '2026-03-25T00:00:00.000Z', '2026-03-31T22:59:59.999Z'],
    ['2026-10-25T12:00:00Z', '2026-10-21T23:00:00.000Z', '2026-10-28T23:59:59.999Z'],
  ])(
    "lists Home's window around %s in London across the clock change, edges included",
    async (now, since, until) => {
      const window = postWindow(now, 'Europe/London');
      expect(window).toEqual({ since, until });
      const shift = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
      const inside = [await publishedAt(since), await publishedAt(until)];
      const outside = [await publishedAt(shift(since, -1)), await publishedAt(shift(until, 1))];
      const admin = await api.as('admin');
      const query = new URLSearchParams({
        statuses: 'published,scheduled,scheduledError',
        visibility: 'page',
        since,
        until,
        channels: 'pinterest-demo',
        sortBy: 'newest',
        resolveLinkMeta: 'true',
      });
      const page = (await admin('GET', `/api/publish/items?${query}`)).body as PublishItemsPage;
      const ids = page.items.map((item) => item.id);
      expect(ids).toEqual([inside[1], inside[0]]);
      for (const id of outside) expect(ids).not.toContain(id);
    },
  );

  it('pages by time and id, and hides posts on channels the caller does not see', async () => {
    const admin = await api.as('admin');
    const base = Date.parse('2025-01-10T09:00:00Z');
    const ids = [];
    for (let i = 0; i < 5; i++)
      ids.push(await publishedAt(new Date(base + i * 60_000).toISOString()));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({
        channels: 'pinterest-demo',
        since: '2025-01-10T00:00:00Z',
        until: '2025-01-10T23:59:59Z',
        sortBy: 'oldest',
        limit: '2',
        ...(cursor === null ? {} : { cursor }),
      });
      const page = (await admin('GET', `/api/publish/items?${query}`)).body as PublishItemsPage;
      seen.push(...page.items.map((item) => item.id));
      cursor = page.next;
    } while (cursor !== null);
    expect(seen).toEqual(ids);
    // The editor has no role on Pinterest: its posts are not theirs to see.
    const editor = await api.as('editor');
    const theirs = (await editor('GET', '/api/publish/items?statuses=published&limit=200'))
      .body as PublishItemsPage;
    for (const id of ids) expect(theirs.items.map((item) => item.id)).not.toContain(id);
    expect((await editor('GET', `/api/publish/posts/${ids[0]}`)).status).toBe(404);
    const bad = await admin('GET', '/api/publish/items?cursor=nonsense');
    expect(bad.status).toBe(400);
  });
});
