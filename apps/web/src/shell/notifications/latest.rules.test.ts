import type { NotificationEntry } from '@smm/model';
import { describe, expect, it } from 'vitest';
import { changedElsewhere, freshNotices, unreadShown } from './latest.rules.js';

const n = (id: string, unreadStatus: 'READ' | 'UNREAD' = 'UNREAD'): NotificationEntry => ({
  id,
  unreadStatus,
  product: 'ENGAGE',
  message: id,
  originatingEventCreatedDate: '2026-11-20T10:00:00Z',
});

describe('freshNotices', () => {
  it('none before the first read', () => {
    expect(freshNotices(null, [n('2'), n('1')])).toEqual([]);
  });
  it('the unknown ones, oldest first', () => {
    expect(freshNotices(new Set(['1']), [n('3'), n('2'), n('1')]).map((e) => e.id)).toEqual([
      '2',
      '3',
    ]);
  });
});

describe('changedElsewhere', () => {
  it('groups the differing statuses, and leaves out what this tab is changing and what it does not show', () => {
    const latest = [
      n('1', 'READ'),
      n('2', 'READ'),
      n('3', 'UNREAD'),
      n('4', 'READ'),
      n('5', 'READ'),
    ];
    const shown = [n('1'), n('2'), n('3', 'READ'), n('4', 'READ')];
    expect(changedElsewhere(latest, shown, [{ ids: ['2'], unreadStatus: 'READ' }])).toEqual([
      { ids: ['1'], unreadStatus: 'READ' },
      { ids: ['3'], unreadStatus: 'UNREAD' },
    ]);
  });
});

describe('unreadShown', () => {
  it('the unread ones this tab is not changing', () => {
    expect(
      unreadShown([n('1'), n('2', 'READ'), n('3')], [{ ids: ['3'], unreadStatus: 'UNREAD' }]),
    ).toEqual(['1']);
  });
});
