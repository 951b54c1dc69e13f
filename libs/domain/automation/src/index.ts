/**
 * @smm/automation: automation rules — conditions and matching with reasons, action plans checked
 * by the capability rules, dry runs, the rule lifecycle and auto-reply schedules. See README.md.
 */
export { conditionTest, evaluateCondition, fieldValues } from './condition.rules.js';
export type { ConditionTest } from './condition.rules.js';
export { evaluateRule, ruleMatches } from './rule.rules.js';
export type { RuleContext, RuleEvaluation } from './rule.rules.js';
export { ACTION_ORDER, AUTOMATION_SOURCE, planActions } from './plan.rules.js';
export type { ActionPlan, PlanContext, PlannedAction, SkippedAction } from './plan.rules.js';
export { isProducedHere, isRuleSubject, messageInConversation } from './subject.rules.js';
export { simulateRule } from './simulate.rules.js';
export type { SimulatedItem, Simulation } from './simulate.rules.js';
export { nextRuleStatus, ruleLifecycleMachine } from './lifecycle.machine.js';
export type { RuleLifecycleContext, RuleLifecycleEvent } from './lifecycle.machine.js';
export { isTimeZone, isWithinSchedule } from './schedule.rules.js';
export { autoReplyDecision, AWAY_REPEAT_HOURS } from './auto-reply.rules.js';
export type {
  AutoReplyDecision,
  AutoReplyGroupRule,
  ConversationReplies,
  IncomingMessage,
} from './auto-reply.rules.js';
