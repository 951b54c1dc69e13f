import type { InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import { describedBy } from '../Field/field.rules.js';
import * as styles from './Checkbox.css.js';

/** Props of {@link Checkbox}: a native checkbox's, with a label and an optional description. */
export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'children'
> {
  readonly label: ReactNode;
  /** A longer explanation under the label, read as the checkbox's description. */
  readonly description?: ReactNode;
  /** A class for the row around the checkbox and its texts. */
  readonly rowClassName?: string;
}

/**
 * A native checkbox with its label beside it (clicking the label toggles it) and an optional
 * description tied with `aria-describedby`.
 *
 * @example
 * <Checkbox label="Allow OpenAI features" description="Texts are sent to OpenAI."
 *   checked={consent} onChange={(e) => setConsent(e.target.checked)} />
 */
export function Checkbox({
  label,
  description,
  id,
  className,
  rowClassName,
  'aria-describedby': ownDescribedBy,
  ...rest
}: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const descriptionId = `${inputId}-description`;
  const hasDescription = description !== undefined && description !== null && description !== '';
  return (
    <div className={rowClassName ? `${styles.row} ${rowClassName}` : styles.row}>
      <input
        {...rest}
        type="checkbox"
        id={inputId}
        className={className ? `${styles.input} ${className}` : styles.input}
        aria-describedby={describedBy(ownDescribedBy, hasDescription && descriptionId)}
      />
      <span className={styles.texts}>
        <label className={styles.label} htmlFor={inputId}>
          {label}
        </label>
        {hasDescription && (
          <p className={styles.description} id={descriptionId}>
            {description}
          </p>
        )}
      </span>
    </div>
  );
}
