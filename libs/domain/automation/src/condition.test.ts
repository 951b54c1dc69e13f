import fc from 'fast-check';
import { ConditionField, type AutomationRule, type RuleCondition } from '@smm/model';
import { makeEngageItem } from '@smm/model/testing';
import { describe, expect, it } from 'vitest';
import { evaluateCondition, evaluateRule } from './index.js';

const cond = (
  field: RuleCondition['field'],
  operator: RuleCondition['operator'],
  values: string[],
): RuleCondition => ({
  field,
  operator,
  valueType: field === 'network' ? 'network' : field === 'channel' ? 'channel' : 'string',
  values,
});

describe('conditions: every operator (engage §3)', () => {
  const item = makeEngageItem({
    message: 'Je veux un Remboursement, la crème était froide 😡 返品したい',
  });

  it.each([
    ['CONTAINS_ANY', ['remboursement'], true],
    ['CONTAINS_ANY', ['CREME'], true],
    ['CONTAINS_ANY', ['返品'], true],
    ['CONTAINS_ANY', ['😡'], true],
    ['CONTAINS_ANY', ['refund', 'delivery'], false],
    ['CONTAINS_ANY', [], false],
    ['CONTAINS_ALL', ['remboursement', 'froide'], true],
    ['CONTAINS_ALL', ['remboursement', 'refund'], false],
    ['CONTAINS_ALL', [], true],
    ['DOES_NOT_CONTAIN_ANY', ['refund'], true],
    ['DOES_NOT_CONTAIN_ANY', ['FROIDE'], false],
    ['DOES_NOT_CONTAIN_ANY', [], true],
    ['EQUAL_TO', ['je veux un remboursement, la creme etait froide 😡 返品したい'], true],
    ['EQUAL_TO', ['remboursement'], false],
    ['EQUAL_TO', [], false],
  ] as const)('text %s %j → %s', (operator, values, expected) => {
    expect(evaluateCondition(cond('text', operator, [...values]), item)).toBe(expected);
  });

  it.each([
    ['network', 'IS_ANY', ['facebook', 'instagram'], true],
    ['network', 'IS_ANY', ['twitter'], false],
    ['network', 'IS_ANY', [], false],
    ['network', 'IS_NOT_ANY', ['twitter'], true],
    ['network', 'IS_NOT_ANY', ['facebook'], false],
    ['network', 'IS_NOT_ANY', [], true],
    ['channel', 'IS_ANY', ['facebook-channel-1'], true],
    ['messageType', 'IS_ANY', ['comment'], true],
    ['messageType', 'IS_ANY', ['message'], false],
    ['createdBy', 'IS_ANY', ['customer-1'], true],
    ['createdBy', 'IS_ANY', ['ada customer'], true],
    ['createdBy', 'IS_NOT_ANY', ['customer-1'], false],
  ] as const)('%s %s %j → %s', (field, operator, values, expected) => {
    expect(evaluateCondition(cond(field, operator, [...values]), item)).toBe(expected);
  });

  it('reads the language, corrected before detected', () => {
    const german = makeEngageItem({ meta: { detectedLanguage: 'de' } });
    const corrected = makeEngageItem({ meta: { detectedLanguage: 'de', correctedLanguage: 'fr' } });
    expect(evaluateCondition(cond('language', 'IS_ANY', ['DE']), german)).toBe(true);
    expect(evaluateCondition(cond('language', 'IS_ANY', ['de']), corrected)).toBe(false);
    expect(evaluateCondition(cond('language', 'IS_ANY', ['de']), makeEngageItem())).toBe(false);
  });

  it('matches linkedin as linkedIn', () => {
    const item = makeEngageItem({ engage: { network: 'linkedin' as 'linkedIn' } });
    expect(evaluateCondition(cond('network', 'IS_ANY', ['linkedIn']), item)).toBe(true);
  });

  it('IS_ANY and IS_NOT_ANY are complements', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ConditionField.values),
        fc.array(
          fc.constantFrom('facebook', 'twitter', 'comment', 'de', 'customer-1', 'refund', '', 'x'),
        ),
        fc.constantFrom('Refund please', '', '返品', 'Crème'),
        (field, values, message) => {
          const item = makeEngageItem({ message, meta: { detectedLanguage: 'de' } });
          expect(evaluateCondition(cond(field, 'IS_ANY', values), item)).toBe(
            !evaluateCondition(cond(field, 'IS_NOT_ANY', values), item),
          );
        },
      ),
    );
  });

  it('CONTAINS_ANY and DOES_NOT_CONTAIN_ANY are complements', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 4 })), fc.string(), (values, message) => {
        const item = makeEngageItem({ message });
        expect(evaluateCondition(cond('text', 'CONTAINS_ANY', values), item)).toBe(
          !evaluateCondition(cond('text', 'DOES_NOT_CONTAIN_ANY', values), item),
        );
      }),
    );
  });
});

describe('evaluateRule: ANY vs ALL and author kind', () => {
  const rule = (
    matchMode: 'ANY' | 'ALL',
    conditions: RuleCondition[],
    authorKind?: 'CUSTOMER' | 'USER',
  ): AutomationRule => ({
    id: 'r',
    name: 'r',
    status: 'active',
    matchMode,
    conditions,
    actions: [],
    ...(authorKind ? { authorKind } : {}),
  });
  const facebook = cond('network', 'IS_ANY', ['facebook']);
  const refund = cond('text', 'CONTAINS_ANY', ['refund']);
  const item = makeEngageItem({ message: 'hello' });

  it.each([
    ['ALL', [facebook, refund], false],
    ['ANY', [facebook, refund], true],
    ['ALL', [facebook], true],
    ['ANY', [refund], false],
    ['ALL', [], true],
    ['ANY', [], true],
  ] as const)('%s of %j → %s', (mode, conditions, expected) => {
    expect(evaluateRule(rule(mode, [...conditions]), item).matched).toBe(expected);
  });

  it('explains each condition', () => {
    expect(
      evaluateRule(rule('ALL', [facebook, refund]), item).conditions.map((c) => c.matched),
    ).toEqual([true, false]);
  });

  it('fires for customers or for the channel’s own items by author kind', () => {
    const own = makeEngageItem({ sender: { name: 'Acme', visibility: 'PUBLIC', isOwn: true } });
    expect(evaluateRule(rule('ALL', [], 'CUSTOMER'), item).matched).toBe(true);
    expect(evaluateRule(rule('ALL', [], 'CUSTOMER'), own)).toMatchObject({
      matched: false,
      authorMatched: false,
    });
    expect(evaluateRule(rule('ALL', [], 'USER'), own).matched).toBe(true);
  });

  it('watches only the channels it names, every channel when it names none', () => {
    const onFacebook = makeEngageItem({ channelId: 'fb-1' });
    const watching = (channelIds: string[]) => ({ ...rule('ALL', []), channelIds });
    expect(evaluateRule(watching([]), onFacebook).matched).toBe(true);
    expect(evaluateRule(watching(['fb-1', 'ig-1']), onFacebook).matched).toBe(true);
    expect(evaluateRule(watching(['ig-1']), onFacebook).matched).toBe(false);
  });
});
