import type { ReactNode } from 'react';
import { useId } from 'react';
import * as styles from './ActionDialog.css.js';

/** One choice of a {@link RadioGroup}. */
export interface RadioOption<V extends string> {
  readonly value: V;
  readonly label: ReactNode;
  /** A longer explanation under the label, read as the radio button's description. */
  readonly description?: ReactNode;
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps<V extends string> {
  /** The group's name, shown as its legend. */
  readonly legend: ReactNode;
  readonly options: readonly RadioOption<V>[];
  readonly value: V;
  readonly onChange: (value: V) => void;
  readonly disabled?: boolean;
}

/**
 * Native radio buttons in a `<fieldset>` named by its legend: the arrow keys move between them,
 * Tab leaves the group. The chosen one carries `data-autofocus` for the dialog's first focus.
 *
 * @example
 * <RadioGroup legend="Sentiment" value={value} onChange={setValue}
 *   options={[{ value: 'POSITIVE', label: 'Positive' }, { value: 'NEGATIVE', label: 'Negative' }]} />
 */
export function RadioGroup<V extends string>({
  legend,
  options,
  value,
  onChange,
  disabled = false,
}: RadioGroupProps<V>) {
  const name = useId();
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => {
        const id = `${name}-${option.value}`;
        const descriptionId = `${id}-description`;
        const described = option.description !== undefined && option.description !== null;
        return (
          <div key={option.value} className={styles.option}>
            <input
              type="radio"
              id={id}
              name={name}
              value={option.value}
              className={styles.radio}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              aria-describedby={described ? descriptionId : undefined}
              data-autofocus={option.value === value ? true : undefined}
            />
            <span className={styles.optionTexts}>
              <label className={styles.optionLabel} htmlFor={id}>
                {option.label}
              </label>
              {described && (
                <span id={descriptionId} className={styles.hint}>
                  {option.description}
                </span>
              )}
            </span>
          </div>
        );
      })}
    </fieldset>
  );
}
