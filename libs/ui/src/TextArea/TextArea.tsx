import type { TextareaHTMLAttributes } from 'react';
import { useId } from 'react';
import type { FieldTexts } from '../Field/Field.js';
import { Field } from '../Field/Field.js';
import * as fieldStyles from '../Field/Field.css.js';
import { fieldAria } from '../Field/field.rules.js';
import * as styles from './TextArea.css.js';

/** Props of {@link TextArea}: a native textarea's, with a label, hint and error. */
export interface TextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'>, FieldTexts {
  /** A class for the field around the label and the box (`className` styles the box). */
  readonly fieldClassName?: string;
}

/**
 * A labelled multi-line text box, the sibling of {@link Input}: the hint and the error are its
 * description, an error marks it `aria-invalid`. It grows by hand (vertical resize), from
 * `rows` lines (default 3).
 *
 * @example
 * <TextArea label="Note" hint="Only your team sees it." value={note} onChange={…} />
 */
export function TextArea({
  label,
  hint,
  error,
  id,
  className,
  fieldClassName,
  rows = 3,
  'aria-describedby': ownDescribedBy,
  ...rest
}: TextAreaProps) {
  const generated = useId();
  const areaId = id ?? generated;
  const box = `${fieldStyles.control} ${styles.area}`;
  return (
    <Field id={areaId} label={label} hint={hint} error={error} className={fieldClassName}>
      <textarea
        rows={rows}
        {...rest}
        {...fieldAria(areaId, { hint, error }, ownDescribedBy)}
        id={areaId}
        className={className ? `${box} ${className}` : box}
      />
    </Field>
  );
}
