import type { InputHTMLAttributes } from 'react';
import { useId } from 'react';
import type { FieldTexts } from '../Field/Field.js';
import { Field } from '../Field/Field.js';
import * as fieldStyles from '../Field/Field.css.js';
import { fieldAria } from '../Field/field.rules.js';

/** Props of {@link Input}: a native input's, with a label and optional hint and error. */
export interface InputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>, FieldTexts {
  /** A class for the field around the label and the input (`className` styles the input). */
  readonly fieldClassName?: string;
}

/**
 * A labelled text input. The hint and the error are read as its description
 * (`aria-describedby`); an error marks it `aria-invalid`. Every native input prop is passed on.
 *
 * @example
 * <Input label="Email" type="email" hint="Your work address" error={emailError}
 *   value={email} onChange={(e) => setEmail(e.target.value)} />
 */
export function Input({
  label,
  hint,
  error,
  id,
  className,
  fieldClassName,
  'aria-describedby': ownDescribedBy,
  ...rest
}: InputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Field id={inputId} label={label} hint={hint} error={error} className={fieldClassName}>
      <input
        {...rest}
        {...fieldAria(inputId, { hint, error }, ownDescribedBy)}
        id={inputId}
        className={className ? `${fieldStyles.control} ${className}` : fieldStyles.control}
      />
    </Field>
  );
}
