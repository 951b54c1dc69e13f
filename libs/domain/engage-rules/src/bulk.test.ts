import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DefinedNetwork } from '@smm/model';
import { makeEngageItem } from '@smm/model/testing';
import {
  ACTION_CAPABILITY,
  bulkActionsFor,
  bulkEstimate,
  bulkRefusalOf,
  canBulkLabel,
  type ItemAction,
  refusalOf,
} from './index.js';

describe('bulkEstimate (engage §8)', () => {
  it.each([
    [0, 'underAMinute'],
    [1, 'underAMinute'],
    [100, 'underAMinute'],
    [101, 'aboutTenMinutes'],
    [1000, 'aboutTenMinutes'],
    [1001, 'considerableTime'],
    [250000, 'considerableTime'],
  ] as const)('%i items → %s', (count, estimate) => {
    expect(bulkEstimate(count)).toBe(estimate);
  });

  it('never estimates less time for more items', () => {
    const rank = { underAMinute: 0, aboutTenMinutes: 1, considerableTime: 2 };
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(5000), (a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(rank[bulkEstimate(small)]).toBeLessThanOrEqual(rank[bulkEstimate(large)]);
      }),
    );
  });
});

describe('bulkActionsFor (engage §5)', () => {
  it('gives Google Business Profile read, assign and labels only', () => {
    expect(bulkActionsFor('googlemybusiness')).toEqual(['read', 'assign', 'unassign']);
    expect(canBulkLabel('googlemybusiness')).toBe(true);
  });

  it('gives Facebook every bulk action', () => {
    expect(bulkActionsFor('facebook')).toHaveLength(13);
  });

  it('never offers sentiment on YouTube, or likes on Instagram', () => {
    expect(bulkActionsFor('youtube')).not.toContain('sentiment');
    expect(bulkActionsFor('instagram')).not.toContain('like');
  });

  it('offers nothing on networks without an inbox', () => {
    expect(bulkActionsFor('reddit')).toEqual([]);
    expect(canBulkLabel('reddit')).toBe(false);
  });
});

describe('bulkRefusalOf', () => {
  const other = { id: 's', name: 'Someone', visibility: 'PUBLIC' as const, isOwn: false };
  const comment = (network: DefinedNetwork) =>
    makeEngageItem({ engage: { network, type: 'comment' }, sender: other });

  it.each<[string, ItemAction, DefinedNetwork, string | undefined, string | undefined]>([
    [
      'Google hides nothing in bulk',
      { type: 'hide' },
      'googlemybusiness',
      'bulk.network',
      'Google Business Profile does not offer hiding in bulk.',
    ],
    ['Google reads in bulk', { type: 'read' }, 'googlemybusiness', undefined, undefined],
    ['unread goes with read', { type: 'unread' }, 'googlemybusiness', undefined, undefined],
    [
      'Google labels in bulk',
      { type: 'label', labelId: 'l' },
      'googlemybusiness',
      undefined,
      undefined,
    ],
    [
      'YouTube sets no sentiment in bulk',
      { type: 'sentiment', sentiment: 'POSITIVE' },
      'youtube',
      'bulk.network',
      'YouTube does not offer setting the sentiment in bulk.',
    ],
    [
      'language is not a bulk action',
      { type: 'language', language: 'de' },
      'facebook',
      'bulk.network',
      'Facebook does not offer correcting the language in bulk.',
    ],
    ['Instagram hides comments in bulk', { type: 'hide' }, 'instagram', undefined, undefined],
  ])('%s', (_name, action, network, rule, message) => {
    const refusal = bulkRefusalOf(action, comment(network));
    expect(refusal?.rule).toBe(rule);
    expect(refusal?.message).toBe(message);
  });

  it('passes on the item rule when the network offers the action in bulk', () => {
    const deleted = makeEngageItem({
      engage: { network: 'facebook', type: 'comment', networkStatus: 'deleted' },
      sender: other,
    });
    expect(bulkRefusalOf({ type: 'hide' }, deleted)).toEqual(refusalOf('hide', deleted));
    expect(bulkRefusalOf({ type: 'hide' }, deleted)?.rule).toBe('hide.deleted');
  });

  it('never allows what the single-item rules refuse', () => {
    const actions: ItemAction[] = [
      { type: 'hide' },
      { type: 'like' },
      { type: 'delete' },
      { type: 'spam' },
      { type: 'priority' },
      { type: 'assign', assigneeId: 'u', isTeam: false, name: 'U' },
    ];
    const networks: DefinedNetwork[] = [
      'facebook',
      'instagram',
      'twitter',
      'youtube',
      'linkedIn',
      'tiktok',
      'googlemybusiness',
      'threads',
      'whatsapp',
    ];
    const types = ['post', 'comment', 'reply', 'message', 'review', 'mention'] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...actions),
        fc.constantFrom(...networks),
        fc.constantFrom(...types),
        fc.boolean(),
        (action, network, type, isOwn) => {
          const item = makeEngageItem({ engage: { network, type }, sender: { ...other, isOwn } });
          const capability = ACTION_CAPABILITY[action.type];
          if (capability !== null && refusalOf(capability, item) !== undefined) {
            expect(bulkRefusalOf(action, item)).toBeDefined();
          }
        },
      ),
    );
  });
});
