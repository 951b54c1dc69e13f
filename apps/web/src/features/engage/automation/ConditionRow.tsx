import { useLingui } from '@lingui/react';
import { automationMessages as m, translate } from '@smm/i18n';
import type {
  AutomationSources,
  ConditionField,
  ConditionOperator,
  RuleConditionInput,
} from '@smm/model';
import { Icon, IconButton, networkName, Select, Tooltip } from '@smm/ui';
import * as styles from './Automation.css.js';
import {
  FIELD_TEXTS,
  languageName,
  MESSAGE_TYPE_TEXTS,
  OPERATOR_TEXTS,
} from './automation.texts.js';
import {
  CONDITION_FIELDS,
  conditionFor,
  FIELD_SPECS,
  LANGUAGES,
  MESSAGE_TYPES,
} from './rule-draft.js';
import { ToggleChips, WordChips, type ChipOption } from './ValueChips.js';

/** Props of {@link ConditionRow}. */
export interface ConditionRowProps {
  /** Its place among the conditions, from 0. */
  readonly index: number;
  readonly condition: RuleConditionInput;
  /** The networks and channels the values are chosen from. */
  readonly sources: AutomationSources;
  /** What the server said is wrong with it. */
  readonly error?: string | undefined;
  readonly onChange: (condition: RuleConditionInput) => void;
  readonly onRemove: () => void;
}

/**
 * One condition of a rule: the field, the comparison its field allows, and a value picker by
 * value type (networks and channels with their badges, message types and languages by name,
 * free words as chips).
 */
export function ConditionRow({
  index,
  condition,
  sources,
  error,
  onChange,
  onRemove,
}: ConditionRowProps) {
  const { i18n } = useLingui();
  const number = index + 1;
  const values = (list: string[]) => onChange({ ...condition, values: list });
  const options = ((): ChipOption[] => {
    switch (condition.field) {
      case 'network':
        return sources.networks.map((n) => ({ value: n, label: networkName(n), network: n }));
      case 'channel':
        return sources.channels.map((c) => ({ value: c.id, label: c.name, network: c.network }));
      case 'messageType':
        return MESSAGE_TYPES.map((type) => ({
          value: type,
          label: i18n._(MESSAGE_TYPE_TEXTS[type] ?? m.unknown),
        }));
      case 'language':
        return LANGUAGES.map((code) => ({ value: code, label: languageName(i18n.locale, code) }));
      default:
        return [];
    }
  })();
  // Values no longer offered (a channel since removed) stay visible, so they can be taken off.
  const known = new Set(options.map((o) => o.value));
  const stale = condition.values.filter((v) => !known.has(v)).map((v) => ({ value: v, label: v }));
  return (
    <div
      role="group"
      aria-label={translate(i18n, m.conditionNumber, { number })}
      className={error ? `${styles.row} ${styles.rowInvalid}` : styles.row}
      data-condition={index}
    >
      <div className={styles.rowFields}>
        <Select
          label={i18n._(m.field)}
          fieldClassName={styles.rowPart}
          value={condition.field}
          onChange={(event) =>
            onChange(conditionFor(event.target.value as ConditionField, condition))
          }
          options={CONDITION_FIELDS.map((field) => ({
            value: field,
            label: i18n._(FIELD_TEXTS[field]),
          }))}
        />
        <Select
          label={i18n._(m.operator)}
          fieldClassName={styles.rowPart}
          value={condition.operator}
          onChange={(event) =>
            onChange({ ...condition, operator: event.target.value as ConditionOperator })
          }
          options={FIELD_SPECS[condition.field].operators.map((operator) => ({
            value: operator,
            label: i18n._(OPERATOR_TEXTS[operator]),
          }))}
        />
      </div>
      <div className={styles.rowRemove}>
        <Tooltip content={translate(i18n, m.removeCondition, { number })}>
          <IconButton label={translate(i18n, m.removeCondition, { number })} onClick={onRemove}>
            <Icon name="trash" />
          </IconButton>
        </Tooltip>
      </div>
      <div className={styles.rowFull}>
        {condition.valueType === 'string' ? (
          <WordChips label={i18n._(m.values)} values={condition.values} onChange={values} />
        ) : (
          <ToggleChips
            label={i18n._(m.values)}
            options={[...options, ...stale]}
            selected={condition.values}
            onChange={values}
          />
        )}
      </div>
      {error && (
        <p className={styles.rowError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
