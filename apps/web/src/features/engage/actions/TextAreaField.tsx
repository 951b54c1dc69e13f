import { Icon } from '@smm/ui';
import type { KeyboardEvent, ReactNode, TextareaHTMLAttributes } from 'react';
import { useId } from 'react';
import * as styles from './ActionDialog.css.js';

/** Props of {@link TextAreaField}: a native textarea's, with a label, hint, error and counter. */
export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'children'
> {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  /** What is wrong with the value: shown under it, marks it `aria-invalid`. */
  readonly error?: ReactNode;
  /** A line under the box such as the characters left; `over` draws it as a problem. */
  readonly counter?: { readonly text: string; readonly over: boolean } | undefined;
}

const shown = (node: ReactNode) =>
  node !== undefined && node !== null && node !== false && node !== '';

/**
 * A labelled multi-line text box, like `Input` of `@smm/ui`: the hint, the counter and the error
 * are its description (`aria-describedby`), an error marks it `aria-invalid`. Ctrl+Enter (⌘+Enter)
 * submits its form, since Enter starts a new line.
 *
 * @example
 * <TextAreaField label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
 */
export function TextAreaField({
  label,
  hint,
  error,
  counter,
  id,
  onKeyDown,
  ...rest
}: TextAreaFieldProps) {
  const generated = useId();
  const areaId = id ?? generated;
  const ids = { hint: `${areaId}-hint`, counter: `${areaId}-counter`, error: `${areaId}-error` };
  const describedBy = [
    shown(hint) && ids.hint,
    counter !== undefined && counter.text !== '' && ids.counter,
    shown(error) && ids.error,
  ].filter((part): part is string => typeof part === 'string');
  const submitOnCtrlEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={areaId}>
        {label}
      </label>
      <textarea
        rows={4}
        {...rest}
        id={areaId}
        className={styles.textarea}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        aria-invalid={shown(error) ? true : undefined}
        onKeyDown={submitOnCtrlEnter}
      />
      {counter !== undefined && counter.text !== '' && (
        <p id={ids.counter} className={counter.over ? styles.counterOver : styles.counter}>
          {counter.text}
        </p>
      )}
      {shown(hint) && (
        <p id={ids.hint} className={styles.hint}>
          {hint}
        </p>
      )}
      {shown(error) && (
        <p id={ids.error} className={styles.error}>
          <Icon name="error" size={14} />
          {error}
        </p>
      )}
    </div>
  );
}
