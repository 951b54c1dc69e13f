import type { AutomationRule } from '@smm/model';
import { makeEngageItem } from '@smm/model/testing';
import { describe, expect, it } from 'vitest';
import {
  AUTOMATION_SOURCE,
  evaluateRule,
  isProducedHere,
  isRuleSubject,
  messageInConversation,
  planActions,
} from './index.js';

const now = '2026-11-20T12:00:00Z';
const refunds: AutomationRule = {
  id: 'refunds',
  name: 'Refunds',
  status: 'active',
  matchMode: 'ALL',
  authorKind: 'CUSTOMER',
  conditions: [
    { field: 'text', operator: 'CONTAINS_ANY', valueType: 'string', values: ['refund'] },
    { field: 'language', operator: 'IS_ANY', valueType: 'string', values: ['de'] },
  ],
  actions: [{ type: 'engage.label', config: { labelIds: ['refund'] } }],
};
// A conversation a rule already acted on: labelled by automation, its first message in English.
const conversation = makeEngageItem({
  message: 'Hello there',
  sender: { id: 'sam', name: 'Sam', visibility: 'PUBLIC', isOwn: false },
  engage: {
    network: 'facebook',
    type: 'conversation',
    labels: ['welcome'],
    moderatorId: 'rule-1',
    moderatorSource: AUTOMATION_SOURCE,
  },
  meta: { createdDate: '2026-11-19T09:00:00Z', detectedLanguage: 'en', unreadCount: 1 },
});
const message = (text: string, extra: Parameters<typeof makeEngageItem>[0] = {}) =>
  makeEngageItem({
    message: text,
    sender: { id: 'sam', name: 'Sam', visibility: 'PUBLIC', isOwn: false },
    engage: { network: 'facebook', type: 'message' },
    meta: { createdDate: '2026-11-20T11:59:00Z', detectedLanguage: 'de' },
    ...extra,
  });

describe('messageInConversation', () => {
  it('tests the message (text, language, date) over the conversation’s own state', () => {
    const subject = messageInConversation(conversation, message('Ich will eine Refund'));
    expect(subject.id).toBe(conversation.id);
    expect(subject.message).toBe('Ich will eine Refund');
    expect(subject.meta.detectedLanguage).toBe('de');
    expect(subject.meta.createdDate).toBe('2026-11-20T11:59:00Z');
    expect(subject.engage.labels).toEqual(['welcome']);
    expect(subject.meta.unreadCount).toBe(1);
    expect(evaluateRule(refunds, subject, { now }).matched).toBe(true);
  });

  it('drops the first message’s language when the new one has none', () => {
    const plain = message('refund', { meta: { createdDate: '2026-11-20T11:59:00Z' } });
    expect(messageInConversation(conversation, plain).meta.detectedLanguage).toBeUndefined();
  });

  it('plans for the next message even when automation changed the conversation before', () => {
    expect(planActions([refunds], conversation, { now }).planned).toEqual([]);
    const plan = planActions(
      [refunds],
      messageInConversation(conversation, message('refund bitte')),
      { now },
    );
    expect(plan.planned.map((p) => p.action.type)).toEqual(['engage.label']);
  });

  it('keeps the loop guard for a message automation itself sent', () => {
    const automated = message('refund', {
      engage: { network: 'facebook', type: 'message', moderatorSource: AUTOMATION_SOURCE },
    });
    const plan = planActions([refunds], messageInConversation(conversation, automated), { now });
    expect(plan.planned).toEqual([]);
  });
});

describe('isRuleSubject', () => {
  it.each([
    ['a comment from the network', makeEngageItem({ engage: { type: 'comment' } }), true],
    ['a review', makeEngageItem({ engage: { type: 'review' } }), true],
    ['a conversation (its messages are tested)', conversation, false],
    [
      'a reply sent through the product',
      makeEngageItem({ engage: { type: 'comment' }, meta: { delivery: 'MESSAGE_SENDING' } }),
      false,
    ],
  ])('%s → %s', (_name, item, expected) => {
    expect(isRuleSubject(item)).toBe(expected);
  });

  it.each(['MESSAGE_SENDING', 'MESSAGE_FAILED', 'DELIVERED', 'DELIVERY_FAILED'] as const)(
    'a message with delivery state %s was produced here',
    (delivery) => {
      expect(isProducedHere(message('hi', { meta: { delivery } }))).toBe(true);
    },
  );

  it('a message from the network was not', () => {
    expect(isProducedHere(message('hi'))).toBe(false);
  });
});
