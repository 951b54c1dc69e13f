import type {
  AutomationRule,
  ConditionField,
  ConditionOperator,
  ConditionValueType,
  RuleActionInput,
  RuleActionType,
  RuleConditionInput,
  RuleDefinition,
} from '@smm/model';

/** A rule as the builder edits it: the definition, and whether it watches every channel. */
export interface RuleDraft {
  readonly name: string;
  readonly matchMode: RuleDefinition['matchMode'];
  readonly authorKind: NonNullable<RuleDefinition['authorKind']>;
  readonly allChannels: boolean;
  readonly channelIds: readonly string[];
  readonly conditions: readonly RuleConditionInput[];
  readonly actions: readonly RuleActionInput[];
}

/** The value type and the comparisons of each condition field (engage §3). */
export const FIELD_SPECS: Readonly<
  Record<
    ConditionField,
    { readonly valueType: ConditionValueType; readonly operators: readonly ConditionOperator[] }
  >
> = {
  network: { valueType: 'network', operators: ['IS_ANY', 'IS_NOT_ANY'] },
  channel: { valueType: 'channel', operators: ['IS_ANY', 'IS_NOT_ANY'] },
  messageType: { valueType: 'enum', operators: ['IS_ANY', 'IS_NOT_ANY'] },
  language: { valueType: 'enum', operators: ['IS_ANY', 'IS_NOT_ANY'] },
  text: {
    valueType: 'string',
    operators: ['CONTAINS_ANY', 'CONTAINS_ALL', 'DOES_NOT_CONTAIN_ANY', 'EQUAL_TO'],
  },
  createdBy: {
    valueType: 'string',
    operators: ['IS_ANY', 'IS_NOT_ANY', 'CONTAINS_ANY', 'DOES_NOT_CONTAIN_ANY'],
  },
};

/** The condition fields in the order the builder offers them. */
export const CONDITION_FIELDS = Object.keys(FIELD_SPECS) as ConditionField[];

/** The message types a `messageType` condition offers (content and item types). */
export const MESSAGE_TYPES = ['post', 'comment', 'reply', 'message', 'review', 'mention'] as const;

/** The languages a `language` condition offers (those the sandbox networks' traffic is in). */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'ja', 'nl', 'pt'] as const;

/** A new rule: customers' items on every channel, no condition, no action. */
export const EMPTY_DRAFT: RuleDraft = {
  name: '',
  matchMode: 'ALL',
  authorKind: 'CUSTOMER',
  allChannels: true,
  channelIds: [],
  conditions: [],
  actions: [],
};

/**
 * A condition of a field, with its value type and its comparison (the previous one when the
 * field has it, else its first); values are kept when they mean the same in the new field.
 *
 * @example
 * conditionFor('text') // { field: 'text', operator: 'CONTAINS_ANY', valueType: 'string', values: [] }
 */
export function conditionFor(
  field: ConditionField,
  previous?: RuleConditionInput,
): RuleConditionInput {
  const spec = FIELD_SPECS[field];
  // Words stay words (text ↔ author); an enum's values belong to their own field.
  const keep =
    previous !== undefined &&
    previous.valueType === spec.valueType &&
    (spec.valueType !== 'enum' || previous.field === field);
  const operator =
    previous && spec.operators.includes(previous.operator)
      ? previous.operator
      : (spec.operators[0] as ConditionOperator);
  return {
    field,
    operator,
    valueType: spec.valueType,
    values: keep ? previous.values : [],
  };
}

/**
 * An action of a type with an empty configuration (labels start empty, the rest unset).
 *
 * @example
 * actionFor('engage.label') // { type: 'engage.label', config: { labelIds: [] } }
 */
export function actionFor(type: RuleActionType): RuleActionInput {
  return { type, config: type === 'engage.label' ? { labelIds: [] } : {} };
}

/** The definition the server takes from a draft (every channel: none named). */
export function toDefinition(draft: RuleDraft): RuleDefinition {
  return {
    name: draft.name.trim(),
    matchMode: draft.matchMode,
    authorKind: draft.authorKind,
    channelIds: draft.allChannels ? [] : [...draft.channelIds],
    conditions: draft.conditions.map((c) => ({ ...c, values: [...c.values] })),
    actions: draft.actions.map((a) => ({ type: a.type, config: { ...a.config } })),
  };
}

/** The draft of a saved rule. */
export function fromRule(rule: AutomationRule): RuleDraft {
  const channelIds = rule.channelIds ?? [];
  return {
    name: rule.name,
    matchMode: rule.matchMode,
    authorKind: rule.authorKind ?? 'CUSTOMER',
    allChannels: channelIds.length === 0,
    channelIds,
    conditions: rule.conditions.map((c) => ({ ...c })),
    actions: rule.actions.map((a) => {
      const { userId, teamId, labelIds, kind, note } = a.config;
      return {
        type: a.type,
        config: {
          ...(userId ? { userId } : {}),
          ...(teamId ? { teamId } : {}),
          ...(labelIds ? { labelIds } : {}),
          ...(kind ? { kind } : {}),
          ...(note ? { note } : {}),
        },
      };
    }),
  };
}

/** A server's message about one part of a definition: `actions.0`, `conditions.2`, `name`. */
export interface FieldError {
  /** The part it names (`actions.0`), or null when it names none. */
  readonly path: string | null;
  readonly message: string;
}

/**
 * Splits a validation message (`actions.0: assign to one person (userId) or one team (teamId)`)
 * into the part of the definition it names and what it says, so the builder shows it there.
 *
 * @example
 * fieldError('conditions.1: give at least one value') // { path: 'conditions.1', message: 'give at least one value' }
 * fieldError('Request failed') // { path: null, message: 'Request failed' }
 */
export function fieldError(message: string): FieldError {
  const match =
    /^(name|channelIds|matchMode|authorKind|(?:conditions|actions)\.\d+)(?:\.[\w.]+)?:\s*(.+)$/s.exec(
      message.trim(),
    );
  if (!match?.[1] || !match[2]) return { path: null, message };
  return { path: match[1], message: match[2] };
}

/** Moves one id of an order by one place; the same order when it cannot move. */
export function moveId(ids: readonly string[], id: string, by: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}
