import type { I18n, MessageDescriptor } from '@lingui/core';
import { automationMessages as m, translate } from '@smm/i18n';
import type {
  CaseKind,
  ConditionField,
  ConditionOperator,
  RuleAction,
  RuleActionOutcome,
  RuleActionType,
  RuleStatus,
} from '@smm/model';
import type { BadgeTone } from '@smm/ui';

/** The name of each condition field. */
export const FIELD_TEXTS: Readonly<Record<ConditionField, MessageDescriptor>> = {
  network: m.field_network,
  channel: m.field_channel,
  messageType: m.field_messageType,
  text: m.field_text,
  language: m.field_language,
  createdBy: m.field_createdBy,
};

/** Each comparison as it reads after the field. */
export const OPERATOR_TEXTS: Readonly<Record<ConditionOperator, MessageDescriptor>> = {
  IS_ANY: m.op_IS_ANY,
  IS_NOT_ANY: m.op_IS_NOT_ANY,
  CONTAINS_ANY: m.op_CONTAINS_ANY,
  CONTAINS_ALL: m.op_CONTAINS_ALL,
  DOES_NOT_CONTAIN_ANY: m.op_DOES_NOT_CONTAIN_ANY,
  EQUAL_TO: m.op_EQUAL_TO,
};

/** The name of each action type. */
export const ACTION_TEXTS: Readonly<Record<RuleActionType, MessageDescriptor>> = {
  'engage.assign': m.action_assign,
  'engage.label': m.action_label,
  'engage.createCase': m.action_createCase,
  'engage.markAsRead': m.action_markAsRead,
  'engage.markAsSpam': m.action_markAsSpam,
  'engage.hide': m.action_hide,
};

/** The message types' names. */
export const MESSAGE_TYPE_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  post: m.type_post,
  comment: m.type_comment,
  reply: m.type_reply,
  message: m.type_message,
  review: m.type_review,
  mention: m.type_mention,
};

/** Each status's name and badge tone. */
export const STATUS_TEXTS: Readonly<
  Record<RuleStatus, { readonly text: MessageDescriptor; readonly tone: BadgeTone }>
> = {
  draft: { text: m.status_draft, tone: 'neutral' },
  active: { text: m.status_active, tone: 'success' },
  paused: { text: m.status_paused, tone: 'warning' },
  error: { text: m.status_error, tone: 'danger' },
  deleted: { text: m.status_deleted, tone: 'neutral' },
};

/** Each outcome's name and badge tone in the run log. */
export const OUTCOME_TEXTS: Readonly<
  Record<RuleActionOutcome, { readonly text: MessageDescriptor; readonly tone: BadgeTone }>
> = {
  done: { text: m.outcome_done, tone: 'success' },
  refused: { text: m.outcome_refused, tone: 'warning' },
  failed: { text: m.outcome_failed, tone: 'danger' },
  skipped: { text: m.outcome_skipped, tone: 'neutral' },
};

/** Case systems by their product names (not translated); the product's own is a message. */
const CASE_SYSTEM_NAMES: Readonly<Record<Exclude<CaseKind, 'legacy'>, string>> = {
  zendesk: 'Zendesk',
  salesforce: 'Salesforce',
  hubspot: 'HubSpot',
  servicenow: 'ServiceNow',
};

/** The name of a case system. */
export function caseSystemName(i18n: I18n, kind: CaseKind): string {
  return kind === 'legacy' ? i18n._(m.caseLegacy) : CASE_SYSTEM_NAMES[kind];
}

/** A language's name in the reader's language (`de` → "German"), else its code. */
export function languageName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Names of people, teams and labels by id, for describing actions. */
export interface ActionNames {
  readonly names: ReadonlyMap<string, string>;
  readonly labels: ReadonlyMap<string, { readonly name: string }>;
}

/**
 * What an action does, in words: "Assign to Customer Care", "Label Refund, Order issue",
 * "Open a case in Zendesk", "Hide".
 */
export function actionText(i18n: I18n, action: RuleAction, known: ActionNames): string {
  const unknown = i18n._(m.unknown);
  const config = action.config;
  switch (action.type) {
    case 'engage.assign': {
      const id = config.teamId ?? config.userId;
      return translate(i18n, m.plan_assign, {
        name: (id && known.names.get(id)) ?? unknown,
      });
    }
    case 'engage.label':
      return translate(i18n, m.plan_label, {
        names: (config.labelIds ?? [])
          .map((id) => known.labels.get(id)?.name ?? unknown)
          .join(', '),
      });
    case 'engage.createCase':
      return translate(i18n, m.plan_createCase, {
        system: config.kind ? caseSystemName(i18n, config.kind) : unknown,
      });
    default:
      return i18n._(ACTION_TEXTS[action.type]);
  }
}

/** A date and time as the reader's locale writes it, short. */
export function shortDateTime(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
