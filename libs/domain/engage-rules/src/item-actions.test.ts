import fc from 'fast-check';
import { makeEngageItem } from '@smm/model/testing';
import { describe, expect, it } from 'vitest';
import {
  ACTION_CAPABILITY,
  applyItemAction,
  AUTOMATION_READER,
  type ItemAction,
  type Moderator,
} from './index.js';

const by: Moderator = { moderatorId: 'agent-1', moderatorSource: 'user' };
const item = makeEngageItem({ engage: { labels: ['l1'] }, readBy: ['other'] });

describe('applyItemAction', () => {
  it.each<[ItemAction, (result: ReturnType<typeof applyItemAction>) => unknown, unknown]>([
    [{ type: 'read' }, (r) => [r.meta.displayReadStatus, r.readBy], ['read', ['other', 'agent-1']]],
    [{ type: 'unread' }, (r) => r.meta.displayReadStatus, 'unread'],
    [{ type: 'label', labelId: 'l2' }, (r) => r.engage.labels, ['l1', 'l2']],
    [{ type: 'label', labelId: 'l1' }, (r) => r.engage.labels, ['l1']],
    [{ type: 'unlabel', labelId: 'l1' }, (r) => r.engage.labels, []],
    [
      { type: 'assign', assigneeId: 'team-1', isTeam: true, name: 'Care' },
      (r) => [r.engage.assigneeId, r.assignee],
      ['team-1', { id: 'team-1', name: 'Care', isTeam: true }],
    ],
    [{ type: 'unassign' }, (r) => [r.engage.assigneeId, r.assignee], [null, null]],
    [{ type: 'hide' }, (r) => r.engage.hideStatus, { value: 'hidden' }],
    [{ type: 'unhide' }, (r) => r.engage.hideStatus, { value: 'notHidden' }],
    [{ type: 'like' }, (r) => r.meta.reactions, [{ type: 'LIKE', selectedByUser: true, count: 1 }]],
    [{ type: 'spam' }, (r) => r.prediction?.spamStatus, { value: 'manuallySpam' }],
    [{ type: 'priority' }, (r) => r.prediction?.userPriorityLevel, 1],
    [{ type: 'notPriority' }, (r) => r.prediction?.userPriorityLevel, 0],
    [{ type: 'sentiment', sentiment: 'NEGATIVE' }, (r) => r.prediction?.userSentiment, 'NEGATIVE'],
    [{ type: 'language', language: 'de' }, (r) => r.meta.correctedLanguage, 'de'],
    [{ type: 'delete' }, (r) => r.engage.networkStatus, 'deleted'],
  ])('%j', (action, read, expected) => {
    const result = applyItemAction(item, action, by);
    expect(read(result)).toEqual(expected);
    expect([result.engage.moderatorId, result.engage.moderatorSource]).toEqual(['agent-1', 'user']);
  });

  it.each<[ItemAction, (result: ReturnType<typeof applyItemAction>) => unknown, unknown]>([
    [{ type: 'read' }, (r) => r.readBy, ['other', AUTOMATION_READER]],
    [{ type: 'hide' }, (r) => r.engage.hideStatus, { value: 'hiddenByAutomation' }],
    [{ type: 'spam' }, (r) => r.prediction?.spamStatus, { value: 'automatedSpam' }],
  ])('says automation did %j', (action, read, expected) => {
    const rule: Moderator = { moderatorId: 'rule-1', moderatorSource: 'automation' };
    const result = applyItemAction(item, action, rule);
    expect(read(result)).toEqual(expected);
    expect([result.engage.moderatorId, result.engage.moderatorSource]).toEqual([
      'rule-1',
      'automation',
    ]);
  });

  it('likes an X item as a favourite too', () => {
    const tweet = makeEngageItem({ engage: { network: 'twitter', type: 'post' } });
    expect(applyItemAction(tweet, { type: 'like' }, by).twitter?.favorited).toBe(true);
  });

  it('does not change the item it is given', () => {
    const frozen = structuredClone(item);
    applyItemAction(item, { type: 'assign', assigneeId: 'u', isTeam: false, name: 'U' }, by);
    expect(item).toEqual(frozen);
  });

  it('undoes a toggle with its pair (like counts never go negative)', () => {
    const pairs: [ItemAction, ItemAction][] = [
      [{ type: 'like' }, { type: 'unlike' }],
      [{ type: 'hide' }, { type: 'unhide' }],
      [{ type: 'spam' }, { type: 'notSpam' }],
      [
        { type: 'label', labelId: 'x' },
        { type: 'unlabel', labelId: 'x' },
      ],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...pairs), fc.nat({ max: 5 }), ([on, off], repeat) => {
        let current = item;
        for (let i = 0; i <= repeat; i++) current = applyItemAction(current, on, by);
        const once = applyItemAction(item, on, by);
        expect(current).toEqual(once);
        const undone = applyItemAction(applyItemAction(once, off, by), off, by);
        expect(undone.meta.reactions?.every((r) => (r.count ?? 0) >= 0) ?? true).toBe(true);
        expect(applyItemAction(undone, on, by)).toEqual(once);
      }),
    );
  });

  it('names a capability for every action but the reader’s own read state', () => {
    expect(
      Object.entries(ACTION_CAPABILITY)
        .filter(([, capability]) => capability === null)
        .map(([type]) => type),
    ).toEqual(['read', 'unread']);
  });
});
