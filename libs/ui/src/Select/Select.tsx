import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useId } from 'react';
import type { FieldTexts } from '../Field/Field.js';
import { Field } from '../Field/Field.js';
import { fieldAria } from '../Field/field.rules.js';
import { Icon } from '../Icon/Icon.js';
import * as styles from './Select.css.js';

/** One choice of a {@link Select}. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

/** Props of {@link Select}: a native select's, with a label, hint, error and its options. */
export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement>, FieldTexts {
  /** The choices; `<option>` children may be given instead (or after them). */
  readonly options?: readonly SelectOption[];
  readonly children?: ReactNode;
  /** A class for the field around the label and the select (`className` styles the select). */
  readonly fieldClassName?: string;
}

/**
 * A labelled native `<select>`, styled like {@link Input}: the platform's own list, keyboard
 * and screen-reader behaviour, with the hint and error as its description.
 *
 * @example
 * <Select label="Language" value={locale} onChange={(e) => choose(e.target.value)}
 *   options={[{ value: 'en', label: 'English' }, { value: 'de', label: 'Deutsch' }]} />
 */
export function Select({
  label,
  hint,
  error,
  id,
  options = [],
  className,
  fieldClassName,
  children,
  'aria-describedby': ownDescribedBy,
  ...rest
}: SelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <Field id={selectId} label={label} hint={hint} error={error} className={fieldClassName}>
      <span className={styles.wrapper}>
        <select
          {...rest}
          {...fieldAria(selectId, { hint, error }, ownDescribedBy)}
          id={selectId}
          className={className ? `${styles.select} ${className}` : styles.select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <Icon name="chevronDown" className={styles.chevron} />
      </span>
    </Field>
  );
}
