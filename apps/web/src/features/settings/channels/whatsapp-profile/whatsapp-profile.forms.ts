import { characterCount, type WhatsAppProfile, type WhatsAppTemplateCategory } from '@smm/model';
import { whatsappProfileProblems, type WhatsAppProfileProblem } from '@smm/networks';

/** The editable fields of a business profile as the form holds them. */
export interface ProfileDraft {
  readonly about: string;
  readonly address: string;
  readonly description: string;
  readonly email: string;
  readonly vertical: WhatsAppProfile['vertical'];
  readonly websites: readonly string[];
}

/** The form's draft of a profile as the server gave it (missing fields empty). */
export function draftOf(profile: WhatsAppProfile): ProfileDraft {
  return {
    about: profile.about ?? '',
    address: profile.address ?? '',
    description: profile.description ?? '',
    email: profile.email ?? '',
    vertical: profile.vertical,
    websites: profile.websites,
  };
}

/** The problems of a draft by WhatsApp's rules, each under the field (and website) it is about. */
export function problemsByField(draft: ProfileDraft) {
  const problems = whatsappProfileProblems({ ...draft, websites: [...draft.websites] });
  const of = (field: WhatsAppProfileProblem['field'], index?: number) =>
    problems.find(
      (problem) =>
        problem.field === field &&
        (index === undefined
          ? !('index' in problem)
          : 'index' in problem && problem.index === index),
    );
  return { problems, of };
}

/** How many characters a field has over its limit (0 when within). */
export function overBy(value: string, max: number): number {
  return Math.max(0, characterCount(value) - max);
}

/**
 * What is wrong with a template name (WhatsApp takes lower-case letters, digits and underscores
 * only): `empty`, the characters it cannot take (each once, in order), or null when it is fine.
 *
 * @example
 * templateNameProblem('order_ready') // null
 * templateNameProblem('Order-ready') // { reason: 'characters', bad: ['O', '-'] }
 */
export function templateNameProblem(
  name: string,
): { readonly reason: 'empty' } | { readonly reason: 'characters'; readonly bad: string[] } | null {
  if (name === '') return { reason: 'empty' };
  const bad = [...new Set([...name].filter((char) => !/[a-z0-9_]/.test(char)))];
  return bad.length === 0 ? null : { reason: 'characters', bad };
}

/** A piece of a template's text: words, or a numbered placeholder `{{n}}`. */
export type TemplatePart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'placeholder'; readonly number: number };

/**
 * A template's text cut into words and placeholders, so a view can show each placeholder as one.
 *
 * @example
 * templateParts('Hi {{1}}!') // [{kind:'text',text:'Hi '},{kind:'placeholder',number:1},{kind:'text',text:'!'}]
 */
export function templateParts(text: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of text.matchAll(/\{\{(\d+)\}\}/g)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'placeholder', number: Number(match[1]) });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** The placeholder to offer next: one more than the highest in the text (`{{1}}` when none). */
export function nextPlaceholder(text: string): string {
  const numbers = [...text.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1]));
  return `{{${Math.max(0, ...numbers) + 1}}}`;
}

/** The languages a new template may be written in (WhatsApp's codes). */
export const TEMPLATE_LANGUAGES = ['en', 'en-GB', 'en-US', 'de', 'es', 'fr', 'it', 'ja'] as const;

/** The categories of a template, in the order the form offers them. */
export const TEMPLATE_CATEGORIES: readonly WhatsAppTemplateCategory[] = [
  'UTILITY',
  'MARKETING',
  'AUTHENTICATION',
];

/** The most characters a template's text may have. */
export const TEMPLATE_TEXT_MAX = 1_024;

/** A file's size in words people read: `820 KB`, `6.2 MB`. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}
