import { createI18n } from '@smm/i18n';
import type { NotificationEntry } from '@smm/model';
import { describe, expect, it } from 'vitest';
import { notificationTarget, notificationText, notificationTime } from './notification.texts.js';

const entry = (extra: Partial<NotificationEntry>): NotificationEntry => ({
  id: '1',
  unreadStatus: 'UNREAD',
  product: 'ENGAGE',
  message: 'The English wording',
  originatingEventCreatedDate: '2026-11-20T10:00:00Z',
  ...extra,
});

describe('notificationText', () => {
  it.each([
    [
      'en',
      { type: 'mention', params: { author: 'Ada', excerpt: 'look' } },
      'Ada mentioned you in a note: look',
    ],
    [
      'de',
      { type: 'feedDeleted', params: { feed: 'VIP' } },
      'Der geteilte Feed VIP wurde gelöscht',
    ],
    ['en', { type: 'feedAlert', params: { feed: 'VIP', count: 1 } }, '1 new item in VIP'],
    ['en', { type: 'feedAlert', params: { feed: 'VIP', count: 3 } }, '3 new items in VIP'],
    [
      'en',
      { type: 'exportReady', params: { count: 12 } },
      'Your export of 12 items is ready to download',
    ],
    ['en', { type: 'channelIndexing', params: { channel: 'Cafe' } }, 'Indexing Cafe failed'],
    [
      'en',
      { type: 'channelIndexing', params: { channel: 'Cafe', reason: 'token' } },
      'Indexing Cafe failed: token',
    ],
    [
      'en',
      {
        type: 'maintenance',
        params: {
          message: 'Upgrade',
          startsAt: '2026-12-01T10:00:00Z',
          endsAt: '2026-12-02T10:00:00Z',
        },
      },
      'Maintenance from 1 Dec 2026 to 2 Dec 2026: Upgrade',
    ],
    ['en', {}, 'The English wording'],
    ['en', { type: 'mention', params: { author: 'Ada' } }, 'The English wording'],
    ['en', { type: 'somethingNew' as never, params: {} }, 'The English wording'],
    [
      'en',
      {
        type: 'listenAlert',
        params: {
          query: 'Oat milk',
          metric: 'mentions',
          window: 'hour',
          volume: 64,
          threshold: 50,
        },
      },
      'Oat milk: 64 mentions in the last hour, more than the 50 of your alert',
    ],
    [
      'de',
      {
        type: 'listenAlert',
        params: { query: 'Oat milk', metric: 'mentions', window: 'day', volume: 1, threshold: 0 },
      },
      'Oat milk: 1 Erwähnung in den letzten 24 Stunden, mehr als die 0 Ihrer Benachrichtigung',
    ],
    [
      'en',
      {
        type: 'listenAlert',
        params: {
          query: 'Oat milk',
          metric: 'rise',
          window: 'day',
          volume: 30,
          threshold: 50,
          usual: 12,
          rise: 150,
        },
      },
      'Oat milk: 30 mentions in the last 24 hours, 150% above the usual (your alert: 50%)',
    ],
    [
      'en',
      {
        type: 'listenAlert',
        params: {
          query: 'Oat milk',
          metric: 'rise',
          window: 'hour',
          volume: 6,
          threshold: 50,
          usual: 0,
        },
      },
      'Oat milk: 6 mentions in the last hour, where there are usually none',
    ],
  ] as const)('%s %j → %s', async (locale, extra, expected) => {
    const i18n = await createI18n(locale);
    expect(notificationText(i18n, locale, entry(extra as Partial<NotificationEntry>))).toBe(
      expected,
    );
  });
});

describe('notificationTime', () => {
  it('is "just now" under a minute, else relative', async () => {
    const i18n = await createI18n('en');
    const now = Date.parse('2026-11-20T10:00:30Z');
    expect(notificationTime(i18n, 'en', entry({}), now)).toBe('just now');
    expect(notificationTime(i18n, 'en', entry({}), now + 120_000)).toBe('2 minutes ago');
  });
});

describe('notificationTarget', () => {
  it.each([
    ['/engage/feeds/adhoc/items/abc', { kind: 'route', path: '/engage/feeds/adhoc/items/abc' }],
    ['/settings/channels/7', { kind: 'route', path: '/settings/channels/7' }],
    ['/v2/exports/3/download?token=x', { kind: 'download', url: '/v2/exports/3/download?token=x' }],
    ['https://evil.example/', null],
    ['//evil.example/', null],
    ['javascript:alert(1)', null],
    [undefined, null],
  ] as const)('%s → %j', (link, expected) => {
    expect(notificationTarget(link)).toEqual(expected);
  });
});
