import type {
  NotificationEntry,
  NotificationFilters,
  NotificationPage,
  NotificationStatusChange,
} from '@smm/model';
import { DEFAULT_NOTIFICATION_FILTERS } from '@smm/model';
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { NotificationPageRequest } from './notification-centre.machine.js';
import { notificationCentreMachine } from './notification-centre.machine.js';

/** A call the test answers by hand. */
interface Call<I, O> {
  readonly input: I;
  resolve(output: O): void;
  reject(error: unknown): void;
}

function calls<I, O>() {
  const made: Call<I, O>[] = [];
  const logic = fromPromise<O, I>(
    ({ input }) =>
      new Promise<O>((resolve, reject) => {
        made.push({ input, resolve, reject });
      }),
  );
  return { made, logic, last: () => made[made.length - 1] as Call<I, O> };
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

const entry = (
  id: string,
  unreadStatus: 'READ' | 'UNREAD' = 'UNREAD',
  extra: Partial<NotificationEntry> = {},
): NotificationEntry => ({
  id,
  unreadStatus,
  product: 'ENGAGE',
  message: `notification ${id}`,
  originatingEventCreatedDate: '2026-11-20T10:00:00Z',
  ...extra,
});

async function start(options: { savedFilters?: NotificationFilters | Error } = {}) {
  const loadFilters = calls<void, NotificationFilters>();
  const saveFilters = calls<NotificationFilters, void>();
  const fetchPage = calls<NotificationPageRequest, NotificationPage>();
  const fetchUnreadCount = calls<void, number>();
  const markStatus = calls<NotificationStatusChange, number | void>();
  const actor = createActor(
    notificationCentreMachine.provide({
      actors: {
        loadFilters: loadFilters.logic,
        saveFilters: saveFilters.logic,
        fetchPage: fetchPage.logic,
        fetchUnreadCount: fetchUnreadCount.logic,
        markStatus: markStatus.logic,
      },
    }),
  ).start();
  const saved = options.savedFilters ?? DEFAULT_NOTIFICATION_FILTERS;
  if (saved instanceof Error) loadFilters.last().reject(saved);
  else loadFilters.last().resolve(saved);
  await settle();
  const ctx = () => actor.getSnapshot().context;
  const state = () => actor.getSnapshot().value as Record<string, string>;
  const shown = () => ctx().entries.map((e) => `${e.id}:${e.unreadStatus}`);
  return {
    actor,
    ctx,
    state,
    shown,
    loadFilters,
    saveFilters,
    fetchPage,
    fetchUnreadCount,
    markStatus,
  };
}

/** A centre with n1 (unread), n2 (read), n3 (unread) loaded, a next link and 7 unread. */
async function loaded() {
  const centre = await start();
  centre.fetchPage.last().resolve({
    notifications: [entry('n1'), entry('n2', 'READ'), entry('n3')],
    next: '/inbox-service/notifications?page=2',
  });
  centre.fetchUnreadCount.last().resolve(7);
  await settle();
  return centre;
}

describe('notification centre: list', () => {
  it('loads the saved filters, then the first page with them', async () => {
    const saved: NotificationFilters = { ...DEFAULT_NOTIFICATION_FILTERS, status: 'UNREAD' };
    const { fetchPage, state } = await start({ savedFilters: saved });
    expect(state()['list']).toBe('loading');
    expect(fetchPage.last().input).toEqual({ filters: saved });
  });

  it("falls back to the spec's defaults when the saved filters cannot be loaded", async () => {
    const { fetchPage, ctx } = await start({ savedFilters: new Error('offline') });
    expect(ctx().filters).toEqual({
      status: 'ALL',
      product: ['ENGAGE', 'PLATFORM', 'PUBLISH'],
      relevance: 'ALL',
      sortDirection: 'DESC',
    });
    expect(fetchPage.last().input).toEqual({ filters: DEFAULT_NOTIFICATION_FILTERS });
  });

  it('request → success: entries and the next link are stored', async () => {
    const { state, shown, ctx } = await loaded();
    expect(state()['list']).toBe('ready');
    expect(shown()).toEqual(['n1:UNREAD', 'n2:READ', 'n3:UNREAD']);
    expect(ctx().next).toBe('/inbox-service/notifications?page=2');
  });

  it('request → failure: the error is kept in the API error shape; refresh retries', async () => {
    const { fetchPage, state, ctx, actor } = await start();
    fetchPage.last().reject({ status: 503, message: 'Unavailable' });
    await settle();
    expect(state()['list']).toBe('failed');
    expect(ctx().listError).toEqual({ status: 503, message: 'Unavailable' });
    actor.send({ type: 'list.refresh' });
    expect(state()['list']).toBe('loading');
    fetchPage.last().resolve({ notifications: [entry('n1')] });
    await settle();
    expect(state()['list']).toBe('ready');
    expect(ctx().listError).toBeNull();
  });

  it('follows the next link for the next page and appends without duplicates', async () => {
    const { actor, fetchPage, state, shown, ctx } = await loaded();
    actor.send({ type: 'list.more' });
    expect(state()['list']).toBe('loadingMore');
    expect(fetchPage.last().input).toEqual({ next: '/inbox-service/notifications?page=2' });
    fetchPage.last().resolve({ notifications: [entry('n3'), entry('n4', 'READ')] });
    await settle();
    expect(shown()).toEqual(['n1:UNREAD', 'n2:READ', 'n3:UNREAD', 'n4:READ']);
    expect(ctx().next).toBeNull();
    actor.send({ type: 'list.more' });
    expect(state()['list']).toBe('ready');
    expect(fetchPage.made).toHaveLength(2);
  });

  it('a failed next page keeps the list and the link, and records the error', async () => {
    const { actor, fetchPage, state, shown, ctx } = await loaded();
    actor.send({ type: 'list.more' });
    fetchPage.last().reject(new Error('timeout'));
    await settle();
    expect(state()['list']).toBe('ready');
    expect(ctx().pageError?.message).toBe('timeout');
    expect(shown()).toHaveLength(3);
    expect(ctx().next).not.toBeNull();
  });

  it('a filter change merges, saves, and reloads from the first page; a stale page is ignored', async () => {
    const { actor, fetchPage, saveFilters, shown, ctx } = await loaded();
    actor.send({ type: 'list.more' });
    const stale = fetchPage.last();
    actor.send({ type: 'filters.change', filters: { relevance: 'ME', sortDirection: 'ASC' } });
    const expected = { ...DEFAULT_NOTIFICATION_FILTERS, relevance: 'ME', sortDirection: 'ASC' };
    expect(ctx().filters).toEqual(expected);
    expect(saveFilters.last().input).toEqual(expected);
    expect(fetchPage.last().input).toEqual({ filters: expected });
    stale.resolve({ notifications: [entry('stale')] });
    fetchPage.last().resolve({ notifications: [entry('m1', 'UNREAD', { relevance: 'ME' })] });
    await settle();
    expect(shown()).toEqual(['m1:UNREAD']);
  });
});

describe('notification centre: read and unread', () => {
  it('request shows the change at once and moves the unread count; success keeps it', async () => {
    const { actor, markStatus, shown, ctx, state } = await loaded();
    actor.send({ type: 'mark', ids: ['n1'], unreadStatus: 'READ' });
    expect(state()['marks']).toBe('marking');
    expect(markStatus.last().input).toEqual({ ids: ['n1'], unreadStatus: 'READ' });
    expect(shown()[0]).toBe('n1:READ');
    expect(ctx().unreadCount).toBe(6);
    markStatus.last().resolve();
    await settle();
    expect(state()['marks']).toBe('idle');
    expect(shown()[0]).toBe('n1:READ');
    expect(ctx().unreadCount).toBe(6);
    expect(ctx().serverUnread).toBe(6);
  });

  it('failure rolls the change back, restores the count and keeps the error', async () => {
    const { actor, markStatus, shown, ctx } = await loaded();
    actor.send({ type: 'mark', ids: ['n1', 'n2'], unreadStatus: 'READ' });
    expect(ctx().unreadCount).toBe(6);
    markStatus.last().reject({ status: 500, message: 'Could not mark' });
    await settle();
    expect(shown()).toEqual(['n1:UNREAD', 'n2:READ', 'n3:UNREAD']);
    expect(ctx().unreadCount).toBe(7);
    expect(ctx().markError).toEqual({ status: 500, message: 'Could not mark' });
  });

  it('a failed older change does not undo a newer successful one', async () => {
    const { actor, markStatus, shown, ctx } = await loaded();
    actor.send({ type: 'mark', ids: ['n1'], unreadStatus: 'READ' });
    actor.send({ type: 'mark', ids: ['n1'], unreadStatus: 'UNREAD' });
    actor.send({ type: 'mark', ids: ['n1'], unreadStatus: 'READ' });
    expect(shown()[0]).toBe('n1:READ');
    markStatus.last().reject(new Error('first failed'));
    await settle();
    expect(shown()[0]).toBe('n1:READ');
    expect(markStatus.last().input).toEqual({ ids: ['n1'], unreadStatus: 'UNREAD' });
    markStatus.last().resolve();
    await settle();
    markStatus.last().resolve();
    await settle();
    expect(markStatus.made).toHaveLength(3);
    expect(shown()[0]).toBe('n1:READ');
    expect(ctx().unreadCount).toBe(6);
    expect(ctx().confirmed).toEqual({});
  });

  it('a failed newer change falls back to the older confirmed one', async () => {
    const { actor, markStatus, shown, ctx } = await loaded();
    actor.send({ type: 'mark', ids: ['n2'], unreadStatus: 'UNREAD' });
    actor.send({ type: 'mark', ids: ['n2'], unreadStatus: 'READ' });
    markStatus.last().resolve();
    await settle();
    markStatus.last().reject(new Error('second failed'));
    await settle();
    expect(shown()[1]).toBe('n2:UNREAD');
    expect(ctx().unreadCount).toBe(8);
  });

  it('mark all as read asks the server to mark every notification, not only the loaded ones', async () => {
    const { actor, markStatus, ctx, shown } = await loaded();
    actor.send({ type: 'mark.allRead' });
    expect(markStatus.last().input).toEqual({ ids: [], unreadStatus: 'READ', all: true });
    // 7 unread on the server, 2 of them loaded: all are read at once, not 7 - 2.
    expect(ctx().unreadCount).toBe(0);
    expect(shown()).toEqual(['n1:READ', 'n2:READ', 'n3:READ']);
  });

  it('mark all as read takes the count the server answers', async () => {
    const { actor, markStatus, ctx } = await loaded();
    actor.send({ type: 'mark.allRead' });
    markStatus.last().resolve(1); // one arrived after the change
    await settle();
    expect(ctx().unreadCount).toBe(1);
    expect(ctx().pending).toEqual([]);
  });

  it('mark all as read is sent with nothing loaded, and a later unread mark counts', async () => {
    const centre = await start();
    centre.fetchPage.last().resolve({ notifications: [] });
    centre.fetchUnreadCount.last().resolve(4);
    await settle();
    centre.actor.send({ type: 'mark.allRead' });
    expect(centre.markStatus.last().input).toEqual({ ids: [], unreadStatus: 'READ', all: true });
    expect(centre.ctx().unreadCount).toBe(0);
    centre.markStatus.last().resolve();
    await settle();
    expect(centre.ctx().unreadCount).toBe(0);
  });

  it('a failed mark all as read restores the statuses and the count', async () => {
    const { actor, markStatus, ctx, shown } = await loaded();
    actor.send({ type: 'mark.allRead' });
    actor.send({ type: 'mark', ids: ['n2'], unreadStatus: 'UNREAD' });
    expect(ctx().unreadCount).toBe(1);
    markStatus.last().reject(new Error('offline'));
    await settle();
    expect(shown()[0]).toBe('n1:UNREAD');
    expect(shown()[1]).toBe('n2:UNREAD');
    markStatus.last().resolve();
    await settle();
    expect(ctx().unreadCount).toBe(8);
  });

  it('marking nothing sends nothing', async () => {
    const { actor, markStatus } = await loaded();
    actor.send({ type: 'mark', ids: [], unreadStatus: 'READ' });
    expect(markStatus.made).toHaveLength(0);
  });
});

describe('notification centre: unread count', () => {
  it('request → success stores the count; failure keeps the error', async () => {
    const { ctx, state, fetchUnreadCount, actor } = await loaded();
    expect(state()['count']).toBe('ready');
    expect(ctx().unreadCount).toBe(7);
    actor.send({ type: 'count.refresh' });
    expect(state()['count']).toBe('loading');
    fetchUnreadCount.last().reject({ status: 502, message: 'Bad gateway' });
    await settle();
    expect(state()['count']).toBe('failed');
    expect(ctx().countError).toEqual({ status: 502, message: 'Bad gateway' });
    expect(ctx().unreadCount).toBe(7);
  });

  it('a realtime notification adds one unread and is shown first when it matches (DESC)', async () => {
    const { actor, ctx, shown } = await loaded();
    actor.send({ type: 'realtime.notification', entry: entry('live') });
    expect(ctx().unreadCount).toBe(8);
    expect(shown()[0]).toBe('live:UNREAD');
    actor.send({ type: 'realtime.notification', entry: entry('live') });
    expect(ctx().unreadCount).toBe(8);
  });

  it('a realtime notification outside the filters counts but is not listed', async () => {
    const { actor, ctx, shown } = await loaded();
    actor.send({
      type: 'realtime.notification',
      entry: entry('ads', 'UNREAD', { product: 'ADVERTISE' }),
    });
    expect(ctx().unreadCount).toBe(8);
    expect(shown()).not.toContain('ads:UNREAD');
  });

  it('a realtime count replaces the server count', async () => {
    const { actor, ctx } = await loaded();
    actor.send({ type: 'realtime.unreadCount', count: 2 });
    expect(ctx().unreadCount).toBe(2);
  });

  it('statuses changed elsewhere are applied and move the count', async () => {
    const { actor, ctx, shown } = await loaded();
    actor.send({ type: 'realtime.statusChanged', ids: ['n1', 'n2'], unreadStatus: 'READ' });
    expect(shown()).toEqual(['n1:READ', 'n2:READ', 'n3:UNREAD']);
    expect(ctx().unreadCount).toBe(6);
  });
});
