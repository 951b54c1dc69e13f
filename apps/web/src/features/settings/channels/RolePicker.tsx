import { useLingui } from '@lingui/react';
import { CHANNEL_ROLES } from '@smm/access';
import { roleSummary } from '@smm/channels';
import type { ChannelRole } from '@smm/model';
import { Select, VisuallyHidden } from '@smm/ui';
import { useId } from 'react';
import { ROLE_SUMMARY_TEXTS, ROLE_TEXTS } from './channels.texts.js';
import * as styles from './RolePicker.css.js';

/** Props of {@link RolePicker}. */
export interface RolePickerProps {
  /** The field's name, e.g. "Role of Mo Moderator". */
  readonly label: string;
  readonly value: ChannelRole;
  readonly onChange: (role: ChannelRole) => void;
  readonly disabled?: boolean | undefined;
  /**
   * `select`: a select with the chosen role's sentence under it (in a table row); `list`: every
   * role with its sentence, to choose one (when giving someone a role).
   */
  readonly layout?: 'select' | 'list';
  /** Hides the label (a table's column says it); it still names the field. */
  readonly hideLabel?: boolean | undefined;
}

/**
 * Chooses a channel role — Editor, Content creator, Moderator, View only — showing what each
 * allows in one plain sentence made from `roleAbilities` of `@smm/access` (works or reads the
 * inbox; publishes, submits or no posts), the rule the server applies.
 */
export function RolePicker({ layout = 'select', ...props }: RolePickerProps) {
  const { i18n } = useLingui();
  const name = useId();
  const sentence = (role: ChannelRole) => i18n._(ROLE_SUMMARY_TEXTS[roleSummary(role)]);
  if (layout === 'list') {
    return (
      <fieldset className={styles.list} disabled={props.disabled}>
        <legend className={styles.legend}>{props.label}</legend>
        {CHANNEL_ROLES.map((role) => (
          <label key={role} className={styles.option}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={role}
              checked={props.value === role}
              onChange={() => props.onChange(role)}
            />
            <span className={styles.optionTexts}>
              <span className={styles.optionName}>{i18n._(ROLE_TEXTS[role])}</span>
              <span className={styles.optionSentence}>{sentence(role)}</span>
            </span>
          </label>
        ))}
      </fieldset>
    );
  }
  return (
    <Select
      label={props.hideLabel ? <VisuallyHidden>{props.label}</VisuallyHidden> : props.label}
      hint={sentence(props.value)}
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value as ChannelRole)}
      options={CHANNEL_ROLES.map((role) => ({ value: role, label: i18n._(ROLE_TEXTS[role]) }))}
    />
  );
}
