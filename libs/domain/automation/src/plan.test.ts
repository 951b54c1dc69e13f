import fc from 'fast-check';
import { capabilitiesOf } from '@smm/engage-rules';
import type { AutomationRule, RuleAction } from '@smm/model';
import { makeEngageItem } from '@smm/model/testing';
import { describe, expect, it } from 'vitest';
import { ACTION_ORDER, planActions, simulateRule } from './index.js';

const now = '2026-11-20T12:00:00Z';
const rule = (
  id: string,
  actions: RuleAction[],
  extra: Partial<AutomationRule> = {},
): AutomationRule => ({
  id,
  name: id,
  status: 'active',
  matchMode: 'ALL',
  conditions: [],
  actions,
  ...extra,
});
const hide: RuleAction = { type: 'engage.hide', config: {} };
const spam: RuleAction = { type: 'engage.markAsSpam', config: {} };
const read: RuleAction = { type: 'engage.markAsRead', config: {} };
const label = (...labelIds: string[]): RuleAction => ({
  type: 'engage.label',
  config: { labelIds },
});
const assignTo = (userId: string): RuleAction => ({ type: 'engage.assign', config: { userId } });
const caseIn: RuleAction = { type: 'engage.createCase', config: { kind: 'zendesk' } };
const instagramComment = makeEngageItem({ engage: { network: 'instagram', type: 'comment' } });

describe('planActions (engage §3)', () => {
  it('runs the actions in the documented order, whatever order the rules list them', () => {
    const plan = planActions(
      [rule('r1', [read, caseIn, assignTo('u1'), label('l1'), hide, spam])],
      instagramComment,
      { now },
    );
    expect(plan.planned.map((p) => p.action.type)).toEqual([...ACTION_ORDER]);
  });

  it('applies the oldest rule first, and the first assignment wins', () => {
    const older = rule('b', [assignTo('older')], { createdAt: '2026-01-01T00:00:00Z' });
    const newer = rule('a', [assignTo('newer')], { createdAt: '2026-06-01T00:00:00Z' });
    const plan = planActions([newer, older], instagramComment, { now });
    expect(plan.firedRuleIds).toEqual(['b', 'a']);
    expect(plan.planned).toEqual([{ ruleId: 'b', action: assignTo('older') }]);
    expect(plan.skipped).toEqual([
      {
        ruleId: 'a',
        action: assignTo('newer'),
        reason: 'an earlier rule already assigns the item',
      },
    ]);
  });

  it('applies rules in the organisation’s order before their age', () => {
    const older = rule('b', [assignTo('older')], {
      createdAt: '2026-01-01T00:00:00Z',
      position: 2,
    });
    const newer = rule('a', [assignTo('newer')], {
      createdAt: '2026-06-01T00:00:00Z',
      position: 1,
    });
    const plan = planActions([older, newer], instagramComment, { now });
    expect(plan.firedRuleIds).toEqual(['a', 'b']);
    expect(plan.planned).toEqual([{ ruleId: 'a', action: assignTo('newer') }]);
  });

  it('skips what the capability rules forbid, with a reason, never attempting it', () => {
    const googleReview = makeEngageItem({
      engage: { network: 'googlemybusiness', type: 'review' },
    });
    const plan = planActions([rule('r', [hide, label('l1')])], googleReview, { now });
    expect(plan.planned.map((p) => p.action.type)).toEqual(['engage.label']);
    expect(plan.skipped).toEqual([
      { ruleId: 'r', action: hide, reason: 'googlemybusiness does not allow hiding this item' },
    ]);
  });

  it('skips everything on a view-only item', () => {
    const viewOnly = makeEngageItem({ meta: { userPermissions: ['view-only'] } });
    const plan = planActions([rule('r', [label('l'), read])], viewOnly, { now });
    expect(plan.planned).toEqual([]);
    expect(plan.skipped.map((s) => s.reason)).toEqual([
      'the item is view-only',
      'the item is view-only',
    ]);
  });

  it('skips actions that would change nothing', () => {
    const done = makeEngageItem({
      engage: {
        network: 'instagram',
        type: 'comment',
        labels: ['l1'],
        assigneeId: 'u1',
        hideStatus: { value: 'hidden' },
      },
      meta: { displayReadStatus: 'read' },
      prediction: { spamStatus: { value: 'manuallySpam' } },
    });
    const plan = planActions([rule('r', [hide, spam, label('l1'), assignTo('u1'), read])], done, {
      now,
    });
    expect(plan.planned).toEqual([]);
    expect(plan.skipped.map((s) => s.reason).sort()).toEqual([
      'the item already has these labels',
      'the item is already assigned there',
      'the item is already hidden',
      'the item is already read',
      'the item is already spam',
    ]);
  });

  it('runs the same action of two rules once', () => {
    const plan = planActions(
      [rule('a', [label('l1')]), rule('b', [label('l1')])],
      instagramComment,
      { now },
    );
    expect(plan.planned).toHaveLength(1);
    expect(plan.skipped[0]?.reason).toBe('an earlier rule already does this');
  });

  it('ignores rules that are not active', () => {
    for (const status of ['draft', 'paused', 'error', 'deleted'] as const) {
      expect(
        planActions([rule('r', [label('l')], { status })], instagramComment, { now }).planned,
      ).toEqual([]);
    }
  });

  it('does not fire again on an item automation just changed (loop guard)', () => {
    const changed = makeEngageItem({ engage: { moderatorSource: 'automation' } });
    expect(planActions([rule('r', [label('l')])], changed, { now })).toEqual({
      planned: [],
      skipped: [],
      firedRuleIds: [],
    });
    expect(
      planActions([rule('r', [label('l')])], instagramComment, { now, changedByAutomation: true })
        .planned,
    ).toEqual([]);
  });

  it('never plans hiding or spam marking that the capability rules forbid, and is deterministic', () => {
    const anyItem = fc.record({
      network: fc.constantFrom(
        'facebook',
        'instagram',
        'twitter',
        'googlemybusiness',
        'whatsapp',
        'youtube',
      ) as fc.Arbitrary<'facebook'>,
      type: fc.constantFrom('post', 'comment', 'message') as fc.Arbitrary<'post'>,
      isOwn: fc.boolean(),
      viewOnly: fc.boolean(),
    });
    fc.assert(
      fc.property(
        anyItem,
        fc.shuffledSubarray([hide, spam, read, label('l'), assignTo('u'), caseIn]),
        (a, actions) => {
          const item = makeEngageItem({
            engage: { network: a.network, type: a.type },
            sender: { name: 's', visibility: 'PUBLIC', isOwn: a.isOwn },
            meta: a.viewOnly ? { userPermissions: ['view-only'] } : {},
          });
          const caps = capabilitiesOf(item);
          const plan = planActions([rule('r', actions)], item, { now });
          for (const { action } of plan.planned) {
            if (action.type === 'engage.hide') expect(caps.hide).toBe(true);
            if (action.type === 'engage.markAsSpam') expect(caps.spam).toBe(true);
            if (action.type === 'engage.assign') expect(caps.assign).toBe(true);
            if (action.type === 'engage.label') expect(caps.label).toBe(true);
          }
          expect(plan.planned.length + plan.skipped.length).toBe(actions.length);
          expect(planActions([rule('r', [...actions].reverse())], item, { now }).planned).toEqual(
            plan.planned,
          );
        },
      ),
    );
  });
});

describe('simulateRule: a dry run before switching a rule on', () => {
  it('tells which items a draft rule would match and what it would do', () => {
    const draft = rule('r', [label('refunds'), assignTo('care')], {
      status: 'draft',
      conditions: [
        { field: 'text', operator: 'CONTAINS_ANY', valueType: 'string', values: ['refund'] },
      ],
    });
    const items = [
      makeEngageItem({ id: 'a', message: 'Refund please' }),
      makeEngageItem({ id: 'b', message: 'Love it' }),
      makeEngageItem({ id: 'c', message: 'where is my REFUND', engage: { labels: ['refunds'] } }),
    ];
    const simulation = simulateRule(draft, items, { now });
    expect(simulation.scanned).toBe(3);
    expect(simulation.matchedCount).toBe(2);
    expect(simulation.matched.map((m) => m.itemId)).toEqual(['a', 'c']);
    expect(simulation.actionCounts).toEqual({ 'engage.label': 1, 'engage.assign': 2 });
    expect(simulation.matched[1]?.skipped.map((s) => s.reason)).toEqual([
      'the item already has these labels',
    ]);
    expect(draft.status).toBe('draft');
  });
});
