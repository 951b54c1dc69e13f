import type { AutomationRule, EngageItem, RuleCondition } from '@smm/model';
import { conditionTest, evaluateCondition } from './condition.rules.js';

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

const compiledRules = new WeakMap<AutomationRule, (item: EngageItem) => boolean>();

/**
 * Whether a rule fires for an item — {@link evaluateRule}'s `matched`, without the reasons:
 * compiled once per rule object (its channels as a set, its conditions as tests) and stopping at
 * the first condition that decides, for runs over many items. Reasons are for the items it
 * matched.
 *
 * @example
 * ruleMatches(rule, makeEngageItem({ message: 'refund please' })) // true
 */
export function ruleMatches(rule: AutomationRule, item: EngageItem): boolean {
  let test = compiledRules.get(rule);
  if (!test) {
    const channels =
      rule.channelIds === undefined || rule.channelIds.length === 0
        ? null
        : new Set(rule.channelIds);
    const kind = rule.authorKind;
    const tests = rule.conditions.map(conditionTest);
    const all = rule.matchMode === 'ALL';
    test = (candidate) => {
      if (channels !== null && !channels.has(candidate.channelId)) return false;
      if (kind !== undefined && (kind === 'USER') !== (candidate.sender?.isOwn === true)) {
        return false;
      }
      if (tests.length === 0) return true;
      for (let i = 0; i < tests.length; i++) {
        if ((tests[i] as (item: EngageItem) => boolean)(candidate) !== all) return !all;
      }
      return all;
    };
    compiledRules.set(rule, test);
  }
  return test(item);
}
