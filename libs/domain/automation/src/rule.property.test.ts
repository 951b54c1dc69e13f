import fc from 'fast-check';
import type { AutomationRule, EngageItem, RuleCondition } from '@smm/model';
import { makeEngageItem } from '@smm/model/testing';
import { describe, expect, it } from 'vitest';
import { evaluateRule, planActions, ruleMatches, simulateRule } from './index.js';

const WORDS = ['refund', 'Remboursement', 'crème', 'CREME', 'order', 'dm me', ''];
const NETWORKS = ['facebook', 'instagram', 'twitter', 'linkedIn'] as const;
const TYPES = ['comment', 'reply', 'message', 'post', 'review'] as const;

const condition: fc.Arbitrary<RuleCondition> = fc.oneof(
  fc.record({
    field: fc.constant('text' as const),
    operator: fc.constantFrom(
      'CONTAINS_ANY' as const,
      'CONTAINS_ALL' as const,
      'DOES_NOT_CONTAIN_ANY' as const,
      'EQUAL_TO' as const,
    ),
    valueType: fc.constant('string' as const),
    values: fc.array(fc.constantFrom(...WORDS), { maxLength: 3 }),
  }),
  fc.record({
    field: fc.constant('network' as const),
    operator: fc.constantFrom('IS_ANY' as const, 'IS_NOT_ANY' as const),
    valueType: fc.constant('network' as const),
    values: fc.array(fc.constantFrom(...NETWORKS), { maxLength: 2 }),
  }),
  fc.record({
    field: fc.constant('messageType' as const),
    operator: fc.constantFrom('IS_ANY' as const, 'IS_NOT_ANY' as const),
    valueType: fc.constant('enum' as const),
    values: fc.array(fc.constantFrom(...TYPES), { maxLength: 2 }),
  }),
);

const rule: fc.Arbitrary<AutomationRule> = fc.record({
  id: fc.constant('r'),
  name: fc.constant('r'),
  status: fc.constant('active' as const),
  matchMode: fc.constantFrom('ANY' as const, 'ALL' as const),
  authorKind: fc.constantFrom('CUSTOMER' as const, 'USER' as const),
  conditions: fc.array(condition, { maxLength: 3 }),
  actions: fc.subarray(
    [
      { type: 'engage.markAsRead' as const, config: {} },
      { type: 'engage.hide' as const, config: {} },
      { type: 'engage.label' as const, config: { labelIds: ['l1'] } },
      { type: 'engage.assign' as const, config: { teamId: 'care' } },
    ],
    { minLength: 1 },
  ),
  channelIds: fc.constantFrom([], ['c1'], ['c1', 'c2']),
});

const item: fc.Arbitrary<EngageItem> = fc
  .record({
    network: fc.constantFrom(...NETWORKS),
    type: fc.constantFrom(...TYPES),
    words: fc.array(fc.constantFrom(...WORDS), { maxLength: 4 }),
    own: fc.boolean(),
    channel: fc.constantFrom('c1', 'c2', 'c3'),
    read: fc.boolean(),
  })
  .map(({ network, type, words, own, channel, read }) =>
    makeEngageItem({
      channelId: channel,
      message: words.join(' '),
      sender: { name: own ? 'Demo Coffee' : 'Sam', visibility: 'PUBLIC', isOwn: own },
      engage: { network, type },
      meta: { displayReadStatus: read ? 'read' : 'unread' },
    }),
  );

describe('rules over generated items', () => {
  it('decide the same with and without their reasons', () => {
    fc.assert(
      fc.property(rule, item, (r, i) => {
        expect(ruleMatches(r, i)).toBe(evaluateRule(r, i).matched);
      }),
      { numRuns: 500 },
    );
  });

  it('plan in the dry run what running the rule plans', () => {
    const now = { now: '2026-11-25T12:00:00Z' };
    fc.assert(
      fc.property(rule, fc.array(item, { maxLength: 6 }), (r, generated) => {
        const items = generated.map((i, index) => ({ ...i, id: `item-${index}` }));
        const simulation = simulateRule({ ...r, status: 'draft' }, items, now);
        for (const i of items) {
          const live = planActions([r], i, now);
          const dry = simulation.matched.find((matched) => matched.itemId === i.id);
          expect(dry?.planned ?? []).toEqual(live.planned);
          expect(dry?.skipped ?? []).toEqual(live.skipped);
        }
      }),
      { numRuns: 300 },
    );
  });
});
