import type { NotificationEntry, NotificationFilters } from '@smm/model';
import { DEFAULT_NOTIFICATION_FILTERS } from '@smm/model';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendEntries, matchesNotificationFilters, unreadDelta } from './notification.rules.js';

const entry = (over: Partial<NotificationEntry> = {}): NotificationEntry => ({
  id: 'n1',
  unreadStatus: 'UNREAD',
  product: 'ENGAGE',
  message: 'm',
  originatingEventCreatedDate: '2026-11-20T10:00:00Z',
  ...over,
});
const filters = (over: Partial<NotificationFilters>): NotificationFilters => ({
  ...DEFAULT_NOTIFICATION_FILTERS,
  ...over,
});

describe('notification filters', () => {
  it.each([
    ['ALL passes unread', entry(), filters({}), true],
    ['ALL passes read', entry({ unreadStatus: 'READ' }), filters({}), true],
    ['UNREAD drops read', entry({ unreadStatus: 'READ' }), filters({ status: 'UNREAD' }), false],
    ['READ passes read', entry({ unreadStatus: 'READ' }), filters({ status: 'READ' }), true],
    ['default products drop MEASURE', entry({ product: 'MEASURE' }), filters({}), false],
    [
      'chosen MEASURE passes',
      entry({ product: 'MEASURE' }),
      filters({ product: ['MEASURE'] }),
      true,
    ],
    ['ME drops others', entry({ relevance: 'ALL' }), filters({ relevance: 'ME' }), false],
    ['ME drops unknown relevance', entry(), filters({ relevance: 'ME' }), false],
    ['ME passes mine', entry({ relevance: 'ME' }), filters({ relevance: 'ME' }), true],
  ] as const)('%s', (_, e, f, expected) => {
    expect(matchesNotificationFilters(e, f)).toBe(expected);
  });
});

describe('unread delta', () => {
  it('counts only entries whose status changes, each id once', () => {
    const before = { a: 'UNREAD', b: 'READ', c: 'UNREAD' } as const;
    expect(unreadDelta(before, { ids: ['a', 'b', 'a', 'x'], unreadStatus: 'READ' })).toBe(-1);
    expect(unreadDelta(before, { ids: ['a', 'b', 'c'], unreadStatus: 'UNREAD' })).toBe(1);
  });
});

describe('appending pages', () => {
  it('never duplicates an id and keeps every id', () => {
    const ids = fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { maxLength: 8 });
    fc.assert(
      fc.property(fc.array(ids, { maxLength: 5 }), (pages) => {
        const result = pages.reduce(
          (acc, page) =>
            appendEntries(
              acc,
              page.map((id) => entry({ id })),
            ),
          [] as NotificationEntry[],
        );
        const got = result.map((e) => e.id);
        expect(new Set(got).size).toBe(got.length);
        expect(new Set(got)).toEqual(new Set(pages.flat()));
      }),
    );
  });
});
