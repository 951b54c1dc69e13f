import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.js';
import * as styles from './Field.css.js';
import { fieldIds, hasText } from './field.rules.js';

/** The texts around a form control; shared by {@link Input} and {@link Select}. */
export interface FieldTexts {
  /** The visible label, tied to the control. */
  readonly label: ReactNode;
  /** Help shown under the control and read as its description. */
  readonly hint?: ReactNode;
  /** What is wrong with the value: shown in the danger colour, marks the control invalid. */
  readonly error?: ReactNode;
}

interface FieldProps extends FieldTexts {
  readonly id: string;
  readonly className?: string | undefined;
  readonly children: ReactNode;
}

/** A label, a control, its hint and its error, stacked (internal to the design system). */
export function Field({ id, label, hint, error, className, children }: FieldProps) {
  const ids = fieldIds(id);
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hasText(hint) && (
        <p className={styles.hint} id={ids.hint}>
          {hint}
        </p>
      )}
      {hasText(error) && (
        <p className={styles.error} id={ids.error}>
          <Icon name="error" size={14} />
          {error}
        </p>
      )}
    </div>
  );
}
