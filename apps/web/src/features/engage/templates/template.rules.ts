import { containsText } from '@smm/feeds';
import { TEXT_LIMITS, type ResponseTemplate } from '@smm/model';

/** The longest template name and text the server takes. */
export const TEMPLATE_LIMITS = { name: TEXT_LIMITS.name, text: TEXT_LIMITS.template } as const;

/** From how many templates the list gets a filter box. */
export const FILTER_FROM = 6;

/** A template being written: its name and text as typed. */
export interface TemplateDraft {
  readonly name: string;
  readonly text: string;
}

/** What is missing from a draft, by field. */
export interface TemplateDraftErrors {
  readonly name?: 'required';
  readonly text?: 'required';
}

/**
 * The templates whose name or text contains the query, ignoring case and accents; all of them
 * for a blank query.
 *
 * @example
 * filterTemplates([thanks, refund], 'REMBOURSÉ') // [refund] when its text says "remboursé"
 */
export function filterTemplates(
  templates: readonly ResponseTemplate[],
  query: string,
): readonly ResponseTemplate[] {
  const needle = query.trim();
  if (needle === '') return templates;
  return templates.filter(
    (template) => containsText(template.name, needle) || containsText(template.text, needle),
  );
}

/**
 * The list with a saved template: in its place when it was there, else where its name sorts
 * (the server lists templates by name).
 *
 * @example
 * withTemplate([apology, welcome], refund) // [apology, refund, welcome]
 */
export function withTemplate(
  templates: readonly ResponseTemplate[],
  saved: ResponseTemplate,
): ResponseTemplate[] {
  if (templates.some((template) => template.id === saved.id)) {
    return templates.map((template) => (template.id === saved.id ? saved : template));
  }
  const key = saved.name.toLowerCase();
  const at = templates.findIndex((template) => template.name.toLowerCase() > key);
  return at < 0
    ? [...templates, saved]
    : [...templates.slice(0, at), saved, ...templates.slice(at)];
}

/**
 * What a draft lacks before it can be saved: a name and a text that are not blank.
 *
 * @example
 * draftErrors({ name: ' ', text: 'Hello' }) // { name: 'required' }
 */
export function draftErrors(draft: TemplateDraft): TemplateDraftErrors {
  return {
    ...(draft.name.trim() === '' ? { name: 'required' as const } : {}),
    ...(draft.text.trim() === '' ? { text: 'required' as const } : {}),
  };
}
