import type { AutomationRule, EngageItem } from '@smm/model';
import { type PlannedAction, planActions, type SkippedAction } from './plan.rules.js';
import { evaluateRule, type RuleContext, type RuleEvaluation, ruleMatches } from './rule.rules.js';

/** What a rule would have done to one item. */
export interface SimulatedItem {
  readonly itemId: string;
  /** Its position among the items given (several may share an id: a conversation's messages). */
  readonly index: number;
  readonly evaluation: RuleEvaluation;
  readonly planned: readonly PlannedAction[];
  readonly skipped: readonly SkippedAction[];
}

/** The dry run of a rule over items. */
export interface Simulation {
  readonly scanned: number;
  readonly matchedCount: number;
  /** Count of planned actions per action type. */
  readonly actionCounts: Readonly<Record<string, number>>;
  readonly matched: readonly SimulatedItem[];
}

/**
 * A dry run: which items a rule would have matched and what it would have done to each, as if it
 * were active — before it is switched on. Nothing is changed.
 *
 * @example
 * simulateRule(draftRule, lastWeeksItems, { now }).matchedCount // 42
 */
export function simulateRule(
  rule: AutomationRule,
  items: readonly EngageItem[],
  ctx: RuleContext,
): Simulation {
  const asActive: AutomationRule = { ...rule, status: 'active' };
  const matched: SimulatedItem[] = [];
  const actionCounts: Record<string, number> = {};
  for (let index = 0; index < items.length; index++) {
    const item = items[index] as EngageItem;
    if (!ruleMatches(asActive, item)) continue;
    const evaluation = evaluateRule(asActive, item, ctx);
    const { planned, skipped } = planActions([asActive], item, ctx);
    for (const { action } of planned)
      actionCounts[action.type] = (actionCounts[action.type] ?? 0) + 1;
    matched.push({ itemId: item.id, index, evaluation, planned, skipped });
  }
  return { scanned: items.length, matchedCount: matched.length, actionCounts, matched };
}
