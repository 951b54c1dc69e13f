import type { NotificationPage, UnreadCount } from '@smm/model';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelLostAccess } from '../connect/channel.access.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('the unread count', () => {
  it("counts the caller's unread notices only", async () => {
    const lead = await api.as('lead');
    const countOf = async () =>
      ((await lead('GET', '/inbox-service/notifications/unread-count')).body as UnreadCount).count;
    const before = await countOf();
    const leadId = await api.userId('lead@demo.test');
    const editorId = await api.userId('editor@demo.test');
    await api.db
      .insertInto('notices')
      .values([
        { userId: leadId, product: 'ENGAGE', message: 'one', createdAt: new Date() },
        { userId: leadId, product: 'ENGAGE', message: 'two', createdAt: new Date() },
        {
          userId: leadId,
          product: 'ENGAGE',
          message: 'read',
          createdAt: new Date(),
          unread: false,
        },
        { userId: editorId, product: 'ENGAGE', message: 'not theirs', createdAt: new Date() },
      ])
      .execute();
    expect(await countOf()).toBe(before + 2);
  });
});

describe('the notification centre', () => {
  /** Takes away the demo's notices of `email`, so a test reads only its own. */
  async function withoutNotices(email: string): Promise<void> {
    await api.db
      .deleteFrom('notices')
      .where('userId', '=', await api.userId(email))
      .execute();
  }

  /** Gives `email` notices, oldest first, a minute apart, ending a minute ago. */
  async function noticesFor(
    email: string,
    notices: readonly { product: string; message: string; relevance?: string; unread?: boolean }[],
  ): Promise<string[]> {
    const userId = await api.userId(email);
    const start = Date.now() - notices.length * 60_000;
    const rows = await api.db
      .insertInto('notices')
      .values(
        notices.map((notice, i) => ({
          userId,
          product: notice.product,
          message: notice.message,
          relevance: notice.relevance ?? 'ALL',
          unread: notice.unread ?? true,
          createdAt: new Date(start + i * 60_000),
        })),
      )
      .returning('id')
      .execute();
    return rows.map((row) => String(row.id));
  }

  it('pages newest first by the saved filters, following the next link to the end', async () => {
    const moderator = await api.as('moderator');
    await withoutNotices('moderator@demo.test');
    await noticesFor(
      'moderator@demo.test',
      Array.from({ length: 5 }, (_, i) => ({ product: 'ENGAGE', message: `m${i}` })).concat([
        { product: 'MEASURE', message: 'a report' },
      ]),
    );
    const seen: string[] = [];
    let path: string | undefined = '/inbox-service/notifications?size=2';
    while (path) {
      const answer = await moderator('GET', path);
      expect(answer.status).toBe(200);
      const page = answer.body as NotificationPage;
      seen.push(...page.notifications.map((entry) => entry.message));
      path = page.next;
    }
    // MEASURE is not among the default products (ENGAGE, PLATFORM, PUBLISH).
    expect(seen).toEqual(['m4', 'm3', 'm2', 'm1', 'm0']);
  });

  it('filters by product, relevance and status, and sorts oldest first when asked', async () => {
    const viewer = await api.as('viewer');
    await withoutNotices('viewer@demo.test');
    await noticesFor('viewer@demo.test', [
      { product: 'ENGAGE', message: 'mentioned', relevance: 'ME' },
      { product: 'ENGAGE', message: 'read one', unread: false },
      { product: 'PUBLISH', message: 'published' },
      { product: 'MEASURE', message: 'measured', relevance: 'ME' },
    ]);
    const messages = async (query: string) =>
      (
        (await viewer('GET', `/inbox-service/notifications?${query}`)).body as NotificationPage
      ).notifications.map((entry) => entry.message);
    expect(await messages('relevance=ME&product=ENGAGE&product=MEASURE')).toEqual([
      'measured',
      'mentioned',
    ]);
    expect(await messages('status=READ')).toEqual(['read one']);
    expect(await messages('status=UNREAD&sort=originatingEventCreatedDate,asc')).toEqual([
      'mentioned',
      'published',
    ]);
    const bad = await viewer('GET', '/inbox-service/notifications?product=GOSSIP');
    expect(bad.status).toBe(400);
  });

  it('marks the caller’s own notifications read and unread, never another person’s', async () => {
    const lead = await api.as('lead');
    const [first, second] = await noticesFor('lead@demo.test', [
      { product: 'ENGAGE', message: 'first' },
      { product: 'ENGAGE', message: 'second' },
    ]);
    const [theirs] = await noticesFor('editor@demo.test', [{ product: 'ENGAGE', message: 'x' }]);
    const before = (
      (await lead('GET', '/inbox-service/notifications/unread-count')).body as UnreadCount
    ).count;
    const read = await lead('PATCH', '/inbox-service/notifications', {
      ids: [first, second, theirs],
      unreadStatus: 'READ',
    });
    expect(read.body).toEqual({ count: before - 2 });
    const editorsOwn = await api.db
      .selectFrom('notices')
      .select('unread')
      .where('id', '=', theirs ?? '')
      .executeTakeFirstOrThrow();
    expect(editorsOwn.unread).toBe(true);
    const unread = await lead('PATCH', '/inbox-service/notifications', {
      ids: [first],
      unreadStatus: 'UNREAD',
    });
    expect(unread.body).toEqual({ count: before - 1 });
    const bad = await lead('PATCH', '/inbox-service/notifications', {
      ids: ['1 OR 1=1'],
      unreadStatus: 'READ',
    });
    expect(bad.status).toBe(400);
  });

  it('marks all of the caller’s notifications read at once, however many pages they fill', async () => {
    const viewer = await api.as('viewer');
    await noticesFor(
      'viewer@demo.test',
      Array.from({ length: 30 }, (_, i) => ({ product: 'PUBLISH', message: `p${i}` })),
    );
    const [theirs] = await noticesFor('editor@demo.test', [{ product: 'ENGAGE', message: 'y' }]);
    const all = await viewer('PATCH', '/inbox-service/notifications', {
      ids: [],
      unreadStatus: 'READ',
      all: true,
    });
    expect(all.body).toEqual({ count: 0 });
    const editorsOwn = await api.db
      .selectFrom('notices')
      .select('unread')
      .where('id', '=', theirs ?? '')
      .executeTakeFirstOrThrow();
    expect(editorsOwn.unread).toBe(true);
  });

  it('keeps the caller’s filters: the defaults until they save some, then what they saved', async () => {
    const sam = await api.as('sam@demo.test');
    expect((await sam('GET', '/inbox-service/notifications/filters')).body).toEqual({
      status: 'ALL',
      product: ['ENGAGE', 'PLATFORM', 'PUBLISH'],
      relevance: 'ALL',
      sortDirection: 'DESC',
    });
    const saved = await sam(
      'POST',
      '/inbox-service/notifications/filters?status=UNREAD&product=ENGAGE,MEASURE&sortDirection=ASC',
    );
    expect(saved.body).toEqual({
      status: 'UNREAD',
      product: ['ENGAGE', 'MEASURE'],
      relevance: 'ALL',
      sortDirection: 'ASC',
    });
    expect((await sam('GET', '/inbox-service/notifications/filters')).body).toEqual(saved.body);
    // Asked without filters, the centre reads by the saved ones: unread, oldest first.
    const page = (await sam('GET', '/inbox-service/notifications')).body as NotificationPage;
    expect(page.notifications.every((entry) => entry.unreadStatus === 'UNREAD')).toBe(true);
  });
});

describe('what notifies', () => {
  /** The id of an unassigned Facebook item of the demo inbox. */
  async function unassignedItem(): Promise<string> {
    const row = await api.db
      .selectFrom('engageItems')
      .innerJoin('channels', 'channels.id', 'engageItems.channelId')
      .select('engageItems.id')
      .where('channels.id', '=', 'facebook-demo')
      .where(sql<boolean>`engage_items.item -> 'engage' ->> 'assigneeId' IS NULL`)
      .orderBy('engageItems.id')
      .offset(Math.floor(Math.random() * 20))
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const noticesOf = (email: string, since: Date) =>
    api
      .userId(email)
      .then((userId) =>
        api.db
          .selectFrom('notices')
          .select(['message', 'relevance', 'product'])
          .where('userId', '=', userId)
          .where('createdAt', '>=', since)
          .execute(),
      );

  it('an item assigned to a person tells them (ME); to a team, its members but the assigner (ALL)', async () => {
    const since = new Date();
    const admin = await api.as('admin');
    const leadId = await api.userId('lead@demo.test');
    const toLead = await admin('POST', `/api/engage/contents/${await unassignedItem()}/assign`, {
      assigneeId: leadId,
      isTeam: false,
    });
    expect(toLead.status).toBe(200);
    expect(await noticesOf('lead@demo.test', since)).toEqual([
      {
        message: expect.stringMatching(/^Ada Admin assigned you an item from /),
        relevance: 'ME',
        product: 'ENGAGE',
      },
    ]);
    // The centre answers what it tells of and the values that word it in the reader's language.
    const leadsPage = (await (await api.as('lead'))('GET', '/inbox-service/notifications?size=1'))
      .body as NotificationPage;
    expect(leadsPage.notifications[0]).toMatchObject({
      type: 'assignment',
      params: { assigner: 'Ada Admin', sender: expect.any(String) },
    });

    const care = await api.db
      .selectFrom('teams')
      .select('id')
      .where('name', '=', 'Customer Care')
      .executeTakeFirstOrThrow();
    const lead = await api.as('lead');
    const toTeam = await lead('POST', `/api/engage/contents/${await unassignedItem()}/assign`, {
      assigneeId: care.id,
      isTeam: true,
    });
    expect(toTeam.status).toBe(200);
    const editorNotices = await noticesOf('editor@demo.test', since);
    expect(editorNotices).toEqual([
      {
        message: expect.stringMatching(/^Lee Lead assigned Customer Care an item from /),
        relevance: 'ALL',
        product: 'ENGAGE',
      },
    ]);
    // Lee assigned it: Lee, a member of Customer Care, is not told of his own assignment.
    expect(await noticesOf('lead@demo.test', since)).toHaveLength(1);
  });

  it('honours a person’s settings: assignments off in the product, none arrives', async () => {
    const moderator = await api.as('moderator');
    const moderatorId = await api.userId('moderator@demo.test');
    const off = await moderator('PUT', `/api/1/user/${moderatorId}/notification-settings`, {
      preferences: [{ kind: 'assignment', inProduct: false, email: false }],
    });
    expect(off.status).toBe(200);
    const since = new Date();
    const admin = await api.as('admin');
    const assigned = await admin('POST', `/api/engage/contents/${await unassignedItem()}/assign`, {
      assigneeId: moderatorId,
      isTeam: false,
    });
    expect(assigned.status).toBe(200);
    expect(await noticesOf('moderator@demo.test', since)).toEqual([]);
  });

  it('a channel that lost its access tells the administrators and its channel managers, once', async () => {
    const since = new Date();
    await channelLostAccess(api.db, 'facebook-demo');
    await channelLostAccess(api.db, 'facebook-demo');
    const expected = [
      {
        message: expect.stringContaining('needs to be connected again'),
        relevance: 'ALL',
        product: 'PLATFORM',
      },
    ];
    expect(await noticesOf('admin@demo.test', since)).toEqual(expected);
    // Lee is in Care Leads, which manages channels and holds facebook-demo; Eddie's team does not.
    expect(await noticesOf('lead@demo.test', since)).toEqual(expected);
    expect(await noticesOf('editor@demo.test', since)).toEqual([]);
  });
});
