import * as t from 'io-ts';
import { Count, DateString, Id, nullable, struct } from './codec.utils.js';
import {
  AuthorKind,
  AutoReplyKind,
  CaseKind,
  ConditionField,
  ConditionOperator,
  ConditionValueType,
  MatchMode,
  RuleActionType,
  RuleStatus,
  Weekday,
} from './engage-enums.codec.js';

/** One condition of an automation rule (engage §3). */
export const RuleCondition = t.type(
  {
    field: ConditionField,
    operator: ConditionOperator,
    valueType: ConditionValueType,
    values: t.array(t.string),
  },
  'RuleCondition',
);
export type RuleCondition = t.TypeOf<typeof RuleCondition>;

/** The configuration of an action; `userId` names an assignee, `kind` a case system. */
export const RuleActionConfig = t.intersection(
  [
    t.UnknownRecord,
    t.partial({
      userId: Id,
      teamId: Id,
      labelIds: t.array(Id),
      kind: CaseKind,
      note: t.string,
    }),
  ],
  'RuleActionConfig',
);
export type RuleActionConfig = t.TypeOf<typeof RuleActionConfig>;

/** One action of an automation rule (engage §3). */
export const RuleAction = t.type({ type: RuleActionType, config: RuleActionConfig }, 'RuleAction');
export type RuleAction = t.TypeOf<typeof RuleAction>;

/** A time window on one weekday, `HH:mm` to `HH:mm`. */
export const WeekdayWindow = t.type(
  { day: Weekday, from: t.string, to: t.string },
  'WeekdayWindow',
);
export type WeekdayWindow = t.TypeOf<typeof WeekdayWindow>;

/** An automatic reply: away or welcome message (engage §3). */
export const AutoReply = struct(
  'AutoReply',
  { kind: AutoReplyKind, message: t.string },
  { schedule: t.array(WeekdayWindow), timezone: t.string },
);
export type AutoReply = t.TypeOf<typeof AutoReply>;

/** An automation rule (engage §3). */
export const AutomationRule = struct(
  'AutomationRule',
  {
    id: Id,
    name: t.string,
    status: RuleStatus,
    matchMode: MatchMode,
    conditions: t.array(RuleCondition),
    actions: t.array(RuleAction),
  },
  {
    authorKind: AuthorKind,
    autoReply: nullable(AutoReply),
    channelIds: t.array(Id),
    createdAt: DateString,
    updatedAt: DateString,
    createdBy: Id,
    error: t.string,
    /** Where the rule stands in the organisation's order (lowest applies first). */
    position: Count,
  },
);
export type AutomationRule = t.TypeOf<typeof AutomationRule>;
