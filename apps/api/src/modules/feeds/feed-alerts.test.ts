import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Feed, NotificationParams, SandboxCommentDelivered } from '@smm/model';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxComment } from '../../networks/sandbox.comment.js';
import { mailsTo } from '../../testing/outbox.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';
import { ingest } from '../engage/ingest.js';
import { giveDueAlerts, matchNewItems } from './feed-alerts.js';

// This file's e-mails only, so that counting them counts what these tests sent.
process.env['OUTBOX_DIR'] = mkdtempSync(join(tmpdir(), 'smm-feed-alerts-'));

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const MINUTE = 60_000;
const feedsOf = (userId: string) => `/api/engage/moderators/${userId}/feeds`;
const word = () => `oat${Math.random().toString(36).slice(2, 10).replace(/\d/g, 'x')}`;

/** A feed of `owner` selecting items that mention `keyword`, with their switches set. */
async function feedFor(
  owner: string,
  keyword: string,
  switches: { push?: boolean; email?: boolean },
): Promise<Feed> {
  const call = await api.as(owner);
  const ownerId = await api.userId(owner.includes('@') ? owner : `${owner}@demo.test`);
  const created = await call('POST', feedsOf(ownerId), {
    name: `Questions about ${keyword}`,
    keywords: [keyword],
  });
  expect(created.status).toBe(201);
  const feed = created.body as Feed;
  for (const [path, enabled] of Object.entries(switches)) {
    const set = await call('PUT', `${feedsOf(ownerId)}/${feed.id}/${path}`, { enabled });
    expect(set.status).toBe(200);
  }
  return feed;
}

/** A customer's comment arrives now (the sandbox network's webhook), mentioning `text`. */
async function comment(text: string): Promise<string> {
  const admin = await api.as('admin');
  const answer = await admin('POST', '/api/sandbox/comments', { text });
  expect(answer.status).toBe(201);
  return (answer.body as SandboxCommentDelivered).itemId;
}

/** The alerts waiting for a feed, once the server's job matched the new items. */
const waitingFor = (feedId: string, medium: 'push' | 'email') =>
  api.db
    .selectFrom('feedAlerts')
    .select('itemId')
    .where('feedId', '=', feedId)
    .where('medium', '=', medium)
    .execute()
    .then((rows) => rows.map((row) => row.itemId));

const feedNotices = (email: string, feedId: string) =>
  api
    .userId(email)
    .then((userId) =>
      api.db
        .selectFrom('notices')
        .select(['type', 'params', 'link', 'product', 'relevance', 'message'])
        .where('userId', '=', userId)
        .where('type', '=', 'feedAlert')
        .where('link', '=', `/engage/feeds/${feedId}`)
        .orderBy('id')
        .execute(),
    );

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('feed alerts', () => {
  it('a feed with e-mail alerts on and three new items within a minute yields one digest naming all three', async () => {
    const keyword = word();
    const feed = await feedFor('admin', keyword, { email: true });
    const texts = [1, 2, 3].map((n) => `Question ${n}: is the ${keyword} latte vegan?`);
    const itemIds: string[] = [];
    for (const text of texts) itemIds.push(await comment(text));
    await expect.poll(() => waitingFor(feed.id, 'email'), { timeout: 10_000 }).toHaveLength(3);

    // Not within the minute that gathers them…
    await giveDueAlerts(api.db, new Date(Date.now() + 30_000));
    expect(await waitingFor(feed.id, 'email')).toHaveLength(3);
    // …then once, however often the job looks.
    const later = new Date(Date.now() + MINUTE + 1000);
    await Promise.all([giveDueAlerts(api.db, later), giveDueAlerts(api.db, later)]);
    await giveDueAlerts(api.db, later);
    expect(await waitingFor(feed.id, 'email')).toEqual([]);

    const digests = () =>
      mailsTo('admin@demo.test').then((mails) =>
        mails.filter((mail) => mail.subject.includes(feed.name)),
      );
    await expect.poll(digests, { timeout: 10_000 }).toHaveLength(1);
    await pause(1500);
    const [digest] = await digests();
    expect(await digests()).toHaveLength(1);
    expect(digest?.subject).toBe(`3 new items in ${feed.name}`);
    const text = digest?.text.replace(/\n[ \t]*/g, '\n') ?? '';
    for (const [i, said] of texts.entries()) {
      expect(text).toContain(said);
      expect(text).toContain(`/#/engage/feeds/${feed.id}/items/${itemIds[i]}`);
    }
    expect(text).toMatch(/on Facebook \(comment\)/);
    // Nobody turned push on: no notification.
    expect(await feedNotices('admin@demo.test', feed.id)).toEqual([]);
  });

  it('push on: three new items within a minute notify the owner and those who turned it on, once, with the count', async () => {
    const keyword = word();
    const feed = await feedFor('admin', keyword, { push: true });
    const admin = await api.as('admin');
    const adminId = await api.userId('admin@demo.test');
    const editorId = await api.userId('editor@demo.test');
    const moderatorId = await api.userId('moderator@demo.test');
    const shared = await admin('PUT', `${feedsOf(adminId)}/${feed.id}/share`, {
      ownerId: adminId,
      shares: [editorId, moderatorId],
    });
    expect(shared.status).toBe(200);
    // The editor turns push on for the shared feed; the moderator does not.
    const editor = await api.as('editor');
    expect(
      (await editor('PUT', `${feedsOf(editorId)}/${feed.id}/push`, { enabled: true })).status,
    ).toBe(200);

    const first = Date.now();
    for (const n of [1, 2, 3]) await comment(`Does the ${keyword} come in size ${n}?`);
    await expect.poll(() => waitingFor(feed.id, 'push'), { timeout: 10_000 }).toHaveLength(6);
    // The job asked to run again when the minute that gathers them is over.
    const asked = () =>
      sql<{ startAfter: Date }>`
        SELECT start_after AS "startAfter" FROM pgboss.job
        WHERE name = 'feed-alerts' AND singleton_key LIKE 'at:%' AND state = 'created'`
        .execute(api.db)
        .then(({ rows }) => rows.map((row) => new Date(row.startAfter).getTime()));
    await expect
      .poll(
        async () =>
          (await asked()).some((at) => at >= first + MINUTE && at <= Date.now() + MINUTE + 1000),
        {
          timeout: 10_000,
        },
      )
      .toBe(true);
    const later = new Date(Date.now() + MINUTE + 1000);
    await Promise.all([giveDueAlerts(api.db, later), giveDueAlerts(api.db, later)]);

    const expected = {
      type: 'feedAlert',
      params: { feed: feed.name, count: 3 } satisfies NotificationParams,
      link: `/engage/feeds/${feed.id}`,
      product: 'ENGAGE',
      relevance: 'ALL',
      message: `3 new items in ${feed.name}`,
    };
    expect(await feedNotices('admin@demo.test', feed.id)).toEqual([expected]);
    expect(await feedNotices('editor@demo.test', feed.id)).toEqual([expected]);
    expect(await feedNotices('moderator@demo.test', feed.id)).toEqual([]);

    // A fourth item waits for the next minute after that notification, then comes alone.
    await comment(`And the ${keyword} in blue?`);
    await expect.poll(() => waitingFor(feed.id, 'push'), { timeout: 10_000 }).toHaveLength(2);
    await giveDueAlerts(api.db, new Date(later.getTime() + 30_000));
    expect(await feedNotices('admin@demo.test', feed.id)).toHaveLength(1);
    await giveDueAlerts(api.db, new Date(Math.max(later.getTime(), Date.now()) + MINUTE + 1000));
    const notices = await feedNotices('admin@demo.test', feed.id);
    expect(notices.map((notice) => (notice.params as NotificationParams)['count'])).toEqual([3, 1]);
    // Push only: no digest.
    expect(
      (await mailsTo('admin@demo.test')).filter((mail) => mail.subject.includes(feed.name)),
    ).toEqual([]);
  });

  it('the organisation’s own items, feeds nobody watches and alerts turned off alert nobody', async () => {
    const keyword = word();
    const feed = await feedFor('admin', keyword, { push: true, email: true });
    const unwatched = await feedFor('admin', keyword, {});
    const post = await api.db
      .selectFrom('engageItems')
      .select(['networkItemId', 'orgId'])
      .where('channelId', '=', 'facebook-demo')
      .where('type', '=', 'post')
      .where('rootId', 'is', null)
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    const ours = sandboxComment({ id: 'facebook-demo', network: 'facebook' }, post.networkItemId, {
      text: `Yes, the ${keyword} is vegan!`,
      at: Date.now(),
      serial: 900_001,
    });
    const sender = ours.item.sender ?? { name: 'Us', visibility: 'PUBLIC' as const };
    await ingest(api.db, post.orgId, [
      { ...ours, item: { ...ours.item, sender: { ...sender, isOwn: true } } },
    ]);
    await matchNewItems(api.db);
    expect(await waitingFor(feed.id, 'push')).toEqual([]);
    expect(await waitingFor(feed.id, 'email')).toEqual([]);

    await comment(`Is the ${keyword} gluten free?`);
    await expect.poll(() => waitingFor(feed.id, 'push'), { timeout: 10_000 }).toHaveLength(1);
    expect(await waitingFor(unwatched.id, 'push')).toEqual([]);
    expect(await waitingFor(unwatched.id, 'email')).toEqual([]);

    // Turned off before the minute is over: what waited is let go untold.
    const admin = await api.as('admin');
    const adminId = await api.userId('admin@demo.test');
    await admin('PUT', `${feedsOf(adminId)}/${feed.id}/push`, { enabled: false });
    await admin('PUT', `${feedsOf(adminId)}/${feed.id}/email`, { enabled: false });
    await giveDueAlerts(api.db, new Date(Date.now() + MINUTE + 1000));
    expect(await waitingFor(feed.id, 'push')).toEqual([]);
    expect(await waitingFor(feed.id, 'email')).toEqual([]);
    expect(await feedNotices('admin@demo.test', feed.id)).toEqual([]);
    await pause(1000);
    expect(
      (await mailsTo('admin@demo.test')).filter((mail) => mail.subject.includes(feed.name)),
    ).toEqual([]);
  });
});
