import { fillTemplate, placeholderCount } from './messaging.rules.js';

/**
 * The longest text a WhatsApp template message's body may have once its parameters are filled
 * in (the Cloud API's limit for a template body).
 */
export const MAX_TEMPLATE_BODY_LENGTH = 1024;

/**
 * Why a template parameter cannot be sent: it is empty, holds a line break or tab, or has more
 * than four spaces in a row (WhatsApp refuses all three, error 132018).
 */
export type TemplateParameterError = 'empty' | 'lineBreak' | 'tooManySpaces';

/** One `{{n}}` of a template as the person fills it in. */
export interface TemplateParameterField {
  /** The placeholder's number: 1 for `{{1}}`. */
  readonly index: number;
  readonly value: string;
  /** Why this value cannot be sent; absent when it can. */
  readonly error?: TemplateParameterError;
}

/** What a template with the values given so far would send, and whether it may be sent. */
export interface TemplateDraftState {
  /** One field per placeholder, `{{1}}` first. */
  readonly fields: readonly TemplateParameterField[];
  /** The message as the customer would read it; a placeholder not yet filled stays `{{n}}`. */
  readonly preview: string;
  /** The filled body is longer than {@link MAX_TEMPLATE_BODY_LENGTH}. */
  readonly tooLong: boolean;
  readonly canSend: boolean;
}

/**
 * Why one parameter value cannot be sent (WhatsApp's rules for body parameters), or
 * `undefined` when it can.
 *
 * @example
 * templateParameterError('Ana')        // undefined
 * templateParameterError('  ')         // 'empty'
 * templateParameterError('a\nb')       // 'lineBreak'
 * templateParameterError('a     b')    // 'tooManySpaces'
 */
export function templateParameterError(value: string): TemplateParameterError | undefined {
  if (value.trim() === '') return 'empty';
  if (/[\n\r\t]/.test(value)) return 'lineBreak';
  if (/ {5,}/.test(value)) return 'tooManySpaces';
  return undefined;
}

/**
 * The template composer's state: a field for each of the template's placeholders (values beyond
 * them are ignored, missing ones are empty), the live preview with the values trimmed, and
 * whether it may be sent — every value valid and the filled body within
 * {@link MAX_TEMPLATE_BODY_LENGTH}.
 *
 * @example
 * templateDraftState('Hello {{1}}, your order {{2}} is on its way.', ['Ana'])
 * // { fields: [{ index: 1, value: 'Ana' }, { index: 2, value: '', error: 'empty' }],
 * //   preview: 'Hello Ana, your order {{2}} is on its way.', tooLong: false, canSend: false }
 */
export function templateDraftState(text: string, values: readonly string[]): TemplateDraftState {
  const count = placeholderCount(text);
  const fields = Array.from({ length: count }, (_, i): TemplateParameterField => {
    const value = values[i] ?? '';
    const error = templateParameterError(value);
    return error === undefined ? { index: i + 1, value } : { index: i + 1, value, error };
  });
  const filled = fields.map((field) => (field.error === 'empty' ? '' : field.value.trim()));
  // An empty value keeps its placeholder in the preview, so the reader sees what is missing.
  const preview = text.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => {
    const value = filled[Number(n) - 1];
    return value === undefined || value === '' ? whole : value;
  });
  const tooLong = fillTemplate(text, filled).length > MAX_TEMPLATE_BODY_LENGTH;
  const canSend = !tooLong && fields.every((field) => field.error === undefined);
  return { fields, preview, tooLong, canSend };
}

/**
 * The values a template is sent with: one per placeholder, trimmed.
 *
 * @example
 * templateParameters('Hi {{1}}', ['  Ana ', 'extra']) // ['Ana']
 */
export function templateParameters(text: string, values: readonly string[]): string[] {
  return Array.from({ length: placeholderCount(text) }, (_, i) => (values[i] ?? '').trim());
}
