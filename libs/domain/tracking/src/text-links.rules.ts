import type { TrackingParameter } from './parameters.rules.js';
import type { TrackingContext } from './placeholder.rules.js';
import { tagUrl } from './tag-url.rules.js';

/** An http or https link as it appears in a post's text: up to the next space or bracket. */
const LINK = /https?:\/\/[^\s<>"]+/gi;

/** Punctuation that ends a sentence rather than a link when it closes one. */
const TRAILING = /[.,;:!?'’”*_]+$/;

/** How many times a character occurs in a text. */
const occurrences = (text: string, character: string) => text.split(character).length - 1;

/**
 * The end of a link found in text: trailing punctuation belongs to the sentence ("see
 * https://example.com/menu." links to the menu), and so does a closing parenthesis the link
 * does not open ("(https://example.com/menu)"), while one it opens stays
 * ("https://en.wikipedia.org/wiki/Latte_(drink)").
 */
function trimmed(candidate: string): string {
  let link = candidate;
  for (;;) {
    const before = link;
    link = link.replace(TRAILING, '');
    if (link.endsWith(')') && occurrences(link, ')') > occurrences(link, '(')) {
      link = link.slice(0, -1);
    }
    if (link === before) return link;
  }
}

/**
 * The http and https links of a text with where they start, in order: the links a reader sees
 * as links, ending before trailing punctuation and unmatched closing parentheses. Links
 * without a scheme ("example.com") are not found: campaign tracking applies only to web links
 * with a scheme (`isTrackableUrl`).
 *
 * @example
 * linksInText('Our menu: https://example.com/menu. See you!') // [{ url: 'https://example.com/menu', start: 10 }]
 */
export function linksInText(text: string): { readonly url: string; readonly start: number }[] {
  const found: { url: string; start: number }[] = [];
  for (const match of text.matchAll(LINK)) {
    const url = trimmed(match[0]);
    if (/^https?:\/\/[^/?#\s]/i.test(url)) found.push({ url, start: match.index ?? 0 });
  }
  return found;
}

/**
 * A post's text with the campaign-tracking parameters added to each of its web links
 * (`tagUrl`, placeholders filled from `context`); the rest of the text is kept as written.
 * Without parameters the text comes back unchanged.
 *
 * @example
 * tagLinksInText('Menu: https://example.com/menu.', [{ key: 'utm_source', value: '{network}' }], context)
 * // 'Menu: https://example.com/menu?utm_source=facebook.'
 */
export function tagLinksInText(
  text: string,
  parameters: readonly TrackingParameter[],
  context: TrackingContext,
): string {
  if (parameters.length === 0) return text;
  let result = '';
  let at = 0;
  for (const { url, start } of linksInText(text)) {
    result += text.slice(at, start) + tagUrl(url, parameters, context);
    at = start + url.length;
  }
  return result + text.slice(at);
}
