import type { AutomationRule, EngageItem, RuleCondition } from '@smm/model';
import { evaluateCondition } from './condition.rules.js';

/** Why a rule did or did not fire for an item: each condition's result and the author check. */
export interface RuleEvaluation {
  readonly matched: boolean;
  /** The rule's author kind allows the item's author (CUSTOMER: not own; USER: own). */
  readonly authorMatched: boolean;
  readonly conditions: readonly { readonly condition: RuleCondition; readonly matched: boolean }[];
}

/** What a rule is evaluated against, besides the item. */
export interface RuleContext {
  /** The current time (ISO). */
  readonly now: string;
}

/**
 * Evaluates a rule against an item, with the result of every condition so the UI can explain
 * why it fired (engage §3). ALL needs every condition, ANY one of them; a rule without
 * conditions matches every item of its author kind. A rule that names channels watches only
 * their items.
 *
 * @example
 * evaluateRule(rule, makeEngageItem({ message: 'refund please' }), { now })
 * // { matched: true, authorMatched: true, conditions: [{ condition, matched: true }] }
 */
export function evaluateRule(
  rule: AutomationRule,
  item: EngageItem,
  _ctx?: RuleContext,
): RuleEvaluation {
  const own = item.sender?.isOwn === true;
  const watched =
    rule.channelIds === undefined ||
    rule.channelIds.length === 0 ||
    rule.channelIds.includes(item.channelId);
  const authorMatched = rule.authorKind === undefined || (rule.authorKind === 'USER' ? own : !own);
  const conditions = rule.conditions.map((condition) => ({
    condition,
    matched: evaluateCondition(condition, item),
  }));
  const conditionsHold =
    conditions.length === 0 ||
    (rule.matchMode === 'ALL'
      ? conditions.every((result) => result.matched)
      : conditions.some((result) => result.matched));
  return { matched: watched && authorMatched && conditionsHold, authorMatched, conditions };
}
