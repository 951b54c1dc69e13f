/** The ids of the texts that describe a form control, derived from the control's id. */
export interface FieldIds {
  readonly hint: string;
  readonly error: string;
}

/**
 * The ids of a control's hint and error.
 *
 * @example
 * fieldIds('email') // { hint: 'email-hint', error: 'email-error' }
 */
export function fieldIds(id: string): FieldIds {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

/**
 * The `aria-describedby` of a control: the ids of what is shown, in reading order, or nothing.
 *
 * @example
 * describedBy('email-hint', undefined, 'email-error') // 'email-hint email-error'
 * describedBy(undefined, false)                       // undefined
 */
export function describedBy(...ids: readonly (string | false | undefined)[]): string | undefined {
  const shown = ids.filter((id): id is string => typeof id === 'string' && id.trim() !== '');
  return shown.length > 0 ? shown.join(' ') : undefined;
}

/**
 * Whether a hint or error is worth showing: present and not blank.
 *
 * @example
 * hasText('Required') // true
 * hasText('')         // false
 */
export function hasText(node: unknown): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** The ARIA attributes a control in a field gets from its hint and error. */
export interface FieldAria {
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-invalid': true | undefined;
}

/**
 * The ARIA attributes of a field's control: described by the caller's own ids, then the hint,
 * then the error; invalid when there is an error.
 *
 * @example
 * fieldAria('email', { hint: 'Work address', error: 'Required' }, undefined)
 * // { 'aria-describedby': 'email-hint email-error', 'aria-invalid': true }
 */
export function fieldAria(
  id: string,
  texts: { readonly hint?: unknown; readonly error?: unknown },
  ownDescribedBy: string | undefined,
): FieldAria {
  const ids = fieldIds(id);
  const invalid = hasText(texts.error);
  return {
    'aria-describedby': describedBy(
      ownDescribedBy,
      hasText(texts.hint) && ids.hint,
      invalid && ids.error,
    ),
    'aria-invalid': invalid ? true : undefined,
  };
}
