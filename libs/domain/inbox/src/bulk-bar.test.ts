import { makeEngageItem } from '@smm/model/testing';
import fc from 'fast-check';
import { bulkActionsFor, canBulkLabel } from '@smm/engage-rules';
import { BulkActionType, NETWORK_VALUES } from '@smm/model';
import { describe, expect, it } from 'vitest';
import { type BulkBarAction, bulkBar, bulkBarActions } from './index.js';

const ALL: BulkBarAction[] = [
  'sentiment',
  'read',
  'spam',
  'notSpam',
  'priority',
  'notPriority',
  'like',
  'unlike',
  'delete',
  'hide',
  'unhide',
  'assign',
  'label',
  'unassign',
];
const without = (...removed: BulkBarAction[]) => ALL.filter((action) => !removed.includes(action));

describe('bulkBarActions (engage §5)', () => {
  it.each<[string, string[], readonly BulkBarAction[]]>([
    ['no networks', [], []],
    ['Facebook', ['facebook'], ALL],
    ['Facebook twice', ['facebook', 'facebook'], ALL],
    ['Instagram cannot like in bulk', ['instagram'], without('like', 'unlike')],
    ['YouTube cannot set the sentiment', ['youtube'], without('sentiment')],
    ['LinkedIn cannot hide', ['linkedIn'], without('hide', 'unhide')],
    ['the linkedin spelling', ['linkedin'], without('hide', 'unhide')],
    [
      'Google: read, label and assign only',
      ['googlemybusiness'],
      ['read', 'assign', 'label', 'unassign'],
    ],
    [
      'Facebook and Google: what both offer',
      ['facebook', 'googlemybusiness'],
      ['read', 'assign', 'label', 'unassign'],
    ],
    [
      'Instagram and LinkedIn',
      ['instagram', 'linkedIn'],
      without('like', 'unlike', 'hide', 'unhide'),
    ],
    ['a network without an inbox', ['pinterest'], []],
    ['an inbox network and one without', ['facebook', 'pinterest'], []],
    ['an unknown network', ['myspace'], []],
  ])('%s', (_what, networks, expected) => {
    expect(bulkBarActions(networks)).toEqual(expected);
  });

  it('has no "unread": reading and unreading are one bulk action of the model', () => {
    expect(BulkActionType.values).not.toContain('unread');
    expect(bulkBarActions(['facebook'])).toContain('read');
  });

  it('offers exactly what every network offers, in the model’s order with label after assign', () => {
    const networks = fc.uniqueArray(fc.constantFrom(...NETWORK_VALUES, 'linkedin', 'unknown'), {
      minLength: 1,
      maxLength: 4,
    });
    fc.assert(
      fc.property(networks, (list) => {
        const expected = ALL.filter((action) =>
          list.every((network) =>
            action === 'label' ? canBulkLabel(network) : bulkActionsFor(network).includes(action),
          ),
        );
        expect(bulkBarActions(list)).toEqual(expected);
        expect(bulkBarActions([...list].reverse())).toEqual(expected);
      }),
    );
  });
});

describe('bulkBar', () => {
  it.each([
    [1, 'underAMinute'],
    [100, 'underAMinute'],
    [101, 'aboutTenMinutes'],
    [1000, 'aboutTenMinutes'],
    [1001, 'considerableTime'],
  ] as const)('%i items: %s (engage §8)', (count, estimate) => {
    expect(bulkBar({ count, networks: ['googlemybusiness'] })).toEqual({
      count,
      actions: ['read', 'assign', 'label', 'unassign'],
      estimate,
    });
  });

  it('offers a view-only person marking read only, by the conversation toolbar’s rules', () => {
    const viewOnly = { id: 'viewer', channelRoles: { 'facebook-channel-1': 'VIEW_ONLY' as const } };
    const comment = makeEngageItem({
      channelId: 'facebook-channel-1',
      engage: { network: 'facebook', type: 'comment' },
    });
    const all = bulkBar({ count: 1, networks: ['facebook'], items: [comment] });
    expect(all.actions.length).toBeGreaterThan(5);
    expect(
      bulkBar({ count: 1, networks: ['facebook'], items: [comment], viewer: viewOnly }),
    ).toMatchObject({
      actions: ['read'],
    });
  });

  it('offers what every selected item allows (an action one item refuses is not offered)', () => {
    const viewOnly = { id: 'viewer', channelRoles: { 'facebook-channel-1': 'VIEW_ONLY' as const } };
    const mine = makeEngageItem({
      channelId: 'facebook-channel-2',
      engage: { network: 'facebook', type: 'comment' },
    });
    const notMine = makeEngageItem({
      channelId: 'facebook-channel-1',
      engage: { network: 'facebook', type: 'comment' },
    });
    const bar = bulkBar({
      count: 2,
      networks: ['facebook'],
      items: [mine, notMine],
      viewer: viewOnly,
    });
    expect(bar.actions).toEqual(['read']);
    expect(
      bulkBar({ count: 1, networks: ['facebook'], items: [mine], viewer: viewOnly }).actions,
    ).toContain('assign');
  });
});
