import {
  canAssign,
  canHide,
  canLabel,
  canMarkSpam,
  isDeleted,
  isViewOnly,
} from '@smm/engage-rules';
import type { AutomationRule, EngageItem, RuleAction, RuleActionType } from '@smm/model';
import { sameId } from '@smm/model';
import { type RuleContext, ruleMatches } from './rule.rules.js';

/** The moderator source that marks a change made by automation. */
export const AUTOMATION_SOURCE = 'automation';

/**
 * The order actions run in, whatever order rules list them: spam and hide first (they decide
 * whether anyone sees the item), then label and assign (a case carries them), then the case,
 * and marking read last (reading means handled).
 */
export const ACTION_ORDER: readonly RuleActionType[] = [
  'engage.markAsSpam',
  'engage.hide',
  'engage.label',
  'engage.assign',
  'engage.createCase',
  'engage.markAsRead',
];

/** An action that will run, and the rule it comes from. */
export interface PlannedAction {
  readonly ruleId: string;
  readonly action: RuleAction;
}

/** An action that will not run, and why. */
export interface SkippedAction {
  readonly ruleId: string;
  readonly action: RuleAction;
  readonly reason: string;
}

/** The actions of the rules that fire for an item: what runs, and what is skipped and why. */
export interface ActionPlan {
  readonly planned: readonly PlannedAction[];
  readonly skipped: readonly SkippedAction[];
  /** The rules that fired, in the order they were applied. */
  readonly firedRuleIds: readonly string[];
}

/** What planning needs besides the rules and the item. */
export interface PlanContext extends RuleContext {
  /** The item was just changed by automation: rules must not fire again (loop guard). */
  readonly changedByAutomation?: boolean;
}

/** Why an action cannot run on an item, from the capability rules and the item's state. */
function refusal(
  action: RuleAction,
  item: EngageItem,
  alreadyAssigned: boolean,
): string | undefined {
  if (isViewOnly(item)) return 'the item is view-only';
  switch (action.type) {
    case 'engage.hide':
      if (
        item.engage.hideStatus?.value === 'hidden' ||
        item.engage.hideStatus?.value === 'hiddenByAutomation'
      ) {
        return 'the item is already hidden';
      }
      return canHide(item) ? undefined : `${item.engage.network} does not allow hiding this item`;
    case 'engage.markAsSpam': {
      const spam = item.prediction?.spamStatus?.value;
      if (spam === 'manuallySpam' || spam === 'automatedSpam') return 'the item is already spam';
      return canMarkSpam(item) ? undefined : `${item.engage.network} does not allow marking spam`;
    }
    case 'engage.assign': {
      if (alreadyAssigned) return 'an earlier rule already assigns the item';
      const target = action.config.userId ?? action.config.teamId;
      if (target === undefined) return 'the action names no user or team';
      if (item.engage.assigneeId && sameId(item.engage.assigneeId, target))
        return 'the item is already assigned there';
      return canAssign(item) ? undefined : 'the item cannot be assigned';
    }
    case 'engage.label': {
      const labels = action.config.labelIds ?? [];
      if (labels.length === 0) return 'the action names no label';
      if (labels.every((label) => item.engage.labels.includes(label)))
        return 'the item already has these labels';
      return canLabel(item) ? undefined : 'the item cannot be labelled';
    }
    case 'engage.markAsRead':
      return item.meta.displayReadStatus === 'read' ? 'the item is already read' : undefined;
    case 'engage.createCase':
      if (action.config.kind === undefined) return 'the action names no case system';
      return isDeleted(item) ? 'the item is deleted' : undefined;
  }
}

/** The organisation's order of rules (`position`), else the oldest first, then by id. */
const byOrder = (a: AutomationRule, b: AutomationRule): number =>
  (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) ||
  (a.createdAt ?? '').localeCompare(b.createdAt ?? '') ||
  a.id.localeCompare(b.id);

/**
 * The actions to run for an item (engage §3): the active rules that match it in the
 * organisation's order (`position`; without one, oldest first, then by id), their actions in {@link ACTION_ORDER}, each checked against `@smm/engage-rules` and the
 * item's state — an action the item does not allow, or that changes nothing, is skipped with a
 * reason, never attempted. The first assignment wins; the same action twice runs once. An item
 * just changed by automation fires no rule (loop guard).
 *
 * @example
 * planActions([hideSpamRule], makeEngageItem({ engage: { network: 'instagram', type: 'comment' } }), { now })
 * // { planned: [{ ruleId, action: { type: 'engage.hide', … } }], skipped: [], firedRuleIds: [ruleId] }
 */
export function planActions(
  rules: readonly AutomationRule[],
  item: EngageItem,
  ctx: PlanContext,
): ActionPlan {
  if (ctx.changedByAutomation === true || item.engage.moderatorSource === AUTOMATION_SOURCE) {
    return { planned: [], skipped: [], firedRuleIds: [] };
  }
  const fired = rules
    .filter((rule) => rule.status === 'active')
    .sort(byOrder)
    .filter((rule) => ruleMatches(rule, item));
  const candidates = fired.flatMap((rule) =>
    rule.actions.map((action) => ({ ruleId: rule.id, action })),
  );
  candidates.sort(
    (a, b) => ACTION_ORDER.indexOf(a.action.type) - ACTION_ORDER.indexOf(b.action.type),
  );

  const planned: PlannedAction[] = [];
  const skipped: SkippedAction[] = [];
  const done = new Set<string>();
  let assigned = false;
  for (const candidate of candidates) {
    const key = `${candidate.action.type}:${JSON.stringify(candidate.action.config)}`;
    if (done.has(key)) {
      skipped.push({ ...candidate, reason: 'an earlier rule already does this' });
      continue;
    }
    const reason = refusal(candidate.action, item, assigned);
    if (reason !== undefined) {
      skipped.push({ ...candidate, reason });
      continue;
    }
    done.add(key);
    if (candidate.action.type === 'engage.assign') assigned = true;
    planned.push(candidate);
  }
  return { planned, skipped, firedRuleIds: fired.map((rule) => rule.id) };
}
