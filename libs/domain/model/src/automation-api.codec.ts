import * as t from 'io-ts';
import {
  ChannelId,
  Count,
  DateString,
  Id,
  integerParam,
  oneOf,
  struct,
  Uuid,
} from './codec.utils.js';
import { AutomationRule, RuleAction, RuleCondition, WeekdayWindow } from './automation.codec.js';
import {
  AuthorKind,
  AutoReplyKind,
  CaseKind,
  ConditionField,
  ConditionOperator,
  ConditionValueType,
  MatchMode,
  RuleActionType,
  Weekday,
} from './engage-enums.codec.js';
import { Network } from './network.codec.js';
import { nonEmptyText, text } from './text.codec.js';

/** At most this many conditions, actions, values of a condition and labels of an action. */
export const AUTOMATION_LIMITS = {
  conditions: 20,
  actions: 10,
  values: 100,
  labels: 20,
  channels: 500,
} as const;

/** `codec`'s arrays of at most `max` elements, saying so when longer. */
function atMost<C extends t.Mixed>(codec: C, max: number, what: string) {
  return t.refinement(t.array(codec), (values) => values.length <= max, `at most ${max} ${what}`);
}

/** A condition as a request gives it: bounded values of at most 200 characters. */
export const RuleConditionInput = t.type(
  {
    field: ConditionField,
    operator: ConditionOperator,
    valueType: ConditionValueType,
    values: atMost(text('keyword'), AUTOMATION_LIMITS.values, 'values'),
  },
  'RuleConditionInput',
);
export type RuleConditionInput = t.TypeOf<typeof RuleConditionInput>;

/** An action's configuration as a request gives it: who, which labels, which case system. */
export const RuleActionConfigInput = t.partial(
  {
    userId: Uuid,
    teamId: Uuid,
    labelIds: atMost(Uuid, AUTOMATION_LIMITS.labels, 'labels'),
    kind: CaseKind,
    note: text('note'),
  },
  'RuleActionConfigInput',
);

/** An action as a request gives it. */
export const RuleActionInput = t.type(
  { type: RuleActionType, config: RuleActionConfigInput },
  'RuleActionInput',
);
export type RuleActionInput = t.TypeOf<typeof RuleActionInput>;

/**
 * A rule as its author writes it (`POST /rules`, `PUT /rules/{id}`): its name, ANY or ALL of its
 * conditions, whose items (CUSTOMER: the customers'; USER: our own), the actions, and the
 * channels it watches (none: every channel). Its status changes only through activate, pause
 * and delete.
 */
export const RuleDefinition = struct(
  'RuleDefinition',
  {
    name: nonEmptyText('name'),
    matchMode: MatchMode,
    conditions: atMost(RuleConditionInput, AUTOMATION_LIMITS.conditions, 'conditions'),
    actions: atMost(RuleActionInput, AUTOMATION_LIMITS.actions, 'actions'),
  },
  {
    authorKind: AuthorKind,
    channelIds: atMost(ChannelId, AUTOMATION_LIMITS.channels, 'channels'),
  },
);
export type RuleDefinition = t.TypeOf<typeof RuleDefinition>;

/** A rule as the rules list shows it: the rule, when it last ran and how many items it matched. */
export const AutomationRuleSummary = t.intersection(
  [AutomationRule, t.type({ matchedCount: Count }), t.partial({ lastRunAt: DateString })],
  'AutomationRuleSummary',
);
export type AutomationRuleSummary = t.TypeOf<typeof AutomationRuleSummary>;

/** What an action did to an item when its rule ran. */
export const RuleActionOutcome = oneOf(['done', 'refused', 'failed', 'skipped']);
export type RuleActionOutcome = t.TypeOf<typeof RuleActionOutcome>;

/** One action of one run: what it was, what came of it, and why. */
export const RuleRunAction = struct(
  'RuleRunAction',
  { action: RuleAction, outcome: RuleActionOutcome },
  { reason: t.string },
);
export type RuleRunAction = t.TypeOf<typeof RuleRunAction>;

/** A rule's run on one item: when, which item, and each action's outcome. */
export const RuleRun = struct(
  'RuleRun',
  { itemId: Id, ruleId: Id, at: DateString, actions: t.array(RuleRunAction) },
  {
    /** The direct message the rule ran on; `itemId` is then its conversation, which it changed. */
    messageId: Id,
  },
);
export type RuleRun = t.TypeOf<typeof RuleRun>;

/** A page of a rule's run log, newest first; `next` is the cursor of the following page. */
export const RuleRunPage = struct('RuleRunPage', { runs: t.array(RuleRun) }, { next: t.string });
export type RuleRunPage = t.TypeOf<typeof RuleRunPage>;

/** The query of a run log page. */
export const RuleRunQuery = t.partial(
  { cursor: text(200, 'cursor'), limit: integerParam(1, 100) },
  'RuleRunQuery',
);
export type RuleRunQuery = t.TypeOf<typeof RuleRunQuery>;

/** The dry run's window: the last `days` days (1–90, 7 when not given). */
export const DryRunQuery = t.partial({ days: integerParam(1, 90) }, 'DryRunQuery');
export type DryRunQuery = t.TypeOf<typeof DryRunQuery>;

/** One item a dry run matched: what it is, each condition's result, and the planned actions. */
export const DryRunItem = struct(
  'DryRunItem',
  {
    itemId: Id,
    conditions: t.array(t.type({ condition: RuleCondition, matched: t.boolean })),
    planned: t.array(RuleAction),
    skipped: t.array(t.type({ action: RuleAction, reason: t.string })),
  },
  {
    network: Network,
    channelId: Id,
    type: t.string,
    sender: t.string,
    excerpt: t.string,
    createdAt: DateString,
    /** The direct message the rule would run on; `itemId` is then its conversation. */
    messageId: Id,
  },
);
export type DryRunItem = t.TypeOf<typeof DryRunItem>;

/**
 * What a rule would have done over the organisation's items of the last `days` days: how many
 * were scanned and matched, the planned actions by type, and the first 50 matched items.
 */
export const DryRunResult = t.type(
  {
    days: Count,
    scanned: Count,
    matchedCount: Count,
    actionCounts: t.record(t.string, Count),
    items: t.array(DryRunItem),
  },
  'DryRunResult',
);
export type DryRunResult = t.TypeOf<typeof DryRunResult>;

/** What an action's configuration needs: a person or a team, labels, a case system. */
export const RuleActionField = oneOf(['assignee', 'labels', 'caseKind', 'note']);
export type RuleActionField = t.TypeOf<typeof RuleActionField>;

/** A case system an automation may open cases in, and whether it is connected. */
export const CaseSystem = struct(
  'CaseSystem',
  { kind: CaseKind, connected: t.boolean },
  { reason: t.string },
);
export type CaseSystem = t.TypeOf<typeof CaseSystem>;

/** One action a rule may take, and what its configuration needs (`GET /actions`). */
export const AutomationActionInfo = struct(
  'AutomationActionInfo',
  { type: RuleActionType, fields: t.array(RuleActionField) },
  { caseSystems: t.array(CaseSystem) },
);
export type AutomationActionInfo = t.TypeOf<typeof AutomationActionInfo>;

/** What a rule may watch (`GET /sources`): the organisation's networks and channels. */
export const AutomationSources = t.type(
  {
    networks: t.array(Network),
    channels: t.array(t.type({ id: Id, name: t.string, network: Network })),
  },
  'AutomationSources',
);
export type AutomationSources = t.TypeOf<typeof AutomationSources>;

/** `HH:mm`, 00:00 to 23:59. */
const ClockTime = t.refinement(
  text(5),
  (value) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value),
  'HH:mm',
);

/** One window of opening hours as a request gives it. */
export const WeekdayWindowInput = t.type(
  { day: Weekday, from: ClockTime, to: ClockTime },
  'WeekdayWindowInput',
);

/** At most this many windows in a week's opening hours. */
export const MAX_SCHEDULE_WINDOWS = 21;

/**
 * An automated messaging group as its author writes it: away or welcome, the message, the
 * channels it answers on, the team's opening hours in a time zone (an away message answers
 * outside them), and whether it is on.
 */
export const AutoReplyGroupInput = struct(
  'AutoReplyGroupInput',
  {
    name: nonEmptyText('name'),
    kind: AutoReplyKind,
    message: nonEmptyText('message'),
    channelIds: atMost(ChannelId, AUTOMATION_LIMITS.channels, 'channels'),
    timezone: text('token'),
  },
  {
    schedule: atMost(WeekdayWindowInput, MAX_SCHEDULE_WINDOWS, 'windows'),
    enabled: t.boolean,
  },
);
export type AutoReplyGroupInput = t.TypeOf<typeof AutoReplyGroupInput>;

/** A change to a group: any of its fields. */
export const AutoReplyGroupChange = t.partial(
  {
    name: nonEmptyText('name'),
    message: nonEmptyText('message'),
    channelIds: atMost(ChannelId, AUTOMATION_LIMITS.channels, 'channels'),
    timezone: text('token'),
    schedule: atMost(WeekdayWindowInput, MAX_SCHEDULE_WINDOWS, 'windows'),
    enabled: t.boolean,
  },
  'AutoReplyGroupChange',
);
export type AutoReplyGroupChange = t.TypeOf<typeof AutoReplyGroupChange>;

/** An automated messaging group, with how many messages it sent. */
export const AutoReplyGroup = t.type(
  {
    id: Id,
    name: t.string,
    kind: AutoReplyKind,
    message: t.string,
    channelIds: t.array(Id),
    schedule: t.array(WeekdayWindow),
    timezone: t.string,
    enabled: t.boolean,
    sentCount: Count,
    createdAt: DateString,
    updatedAt: DateString,
  },
  'AutoReplyGroup',
);
export type AutoReplyGroup = t.TypeOf<typeof AutoReplyGroup>;

/** A page of groups. */
export const AutoReplyGroupPage = t.type(
  { groups: t.array(AutoReplyGroup), total: Count },
  'AutoReplyGroupPage',
);
export type AutoReplyGroupPage = t.TypeOf<typeof AutoReplyGroupPage>;

/** The query of a page of groups. */
export const AutoReplyGroupQuery = t.partial(
  { limit: integerParam(1, 100), offset: integerParam(0, 100_000) },
  'AutoReplyGroupQuery',
);
export type AutoReplyGroupQuery = t.TypeOf<typeof AutoReplyGroupQuery>;

/** A channel that takes direct messages, and the groups that answer on it. */
export const AutoReplyChannel = t.type(
  {
    id: Id,
    name: t.string,
    network: Network,
    groups: t.array(t.type({ id: Id, kind: AutoReplyKind, name: t.string })),
  },
  'AutoReplyChannel',
);
export type AutoReplyChannel = t.TypeOf<typeof AutoReplyChannel>;
