import { TEXT_LIMITS } from '@smm/model';
import type { TrackingParameter } from './parameters.rules.js';
import { fillPlaceholders, type TrackingContext } from './placeholder.rules.js';

/** The longest link tagging makes (the longest link the product stores); a longer one is left as it was. */
export const MAX_TAGGED_URL_LENGTH = TEXT_LIMITS.url;

/** An http or https link with a host, without spaces or control characters. */
const WEB_LINK = /^https?:\/\/[^/?#\s]+/i;
// eslint-disable-next-line no-control-regex
const SPACE_OR_CONTROL = /[\u0000-\u0020\u007f-\u009f]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text with each half of a surrogate pair standing alone replaced by U+FFFD (as encoders do). */
const wellFormed = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');

/** Encodes a key or a value for a query string; never throws. */
const encode = (text: string) => encodeURIComponent(wellFormed(text));

/** A query-string key as a form reads it (`+` a space, percent escapes undone where valid). */
function decodeKey(raw: string): string {
  const spaced = raw.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/**
 * Whether tagging applies to a link: an http or https link with a host, at most
 * {@link MAX_TAGGED_URL_LENGTH} characters long, with no space or control character in it.
 * Other links (`mailto:`, `tel:`, relative paths, text) are left alone.
 *
 * @example
 * isTrackableUrl('https://example.com/menu') // true
 * isTrackableUrl('mailto:hello@example.com') // false
 */
export function isTrackableUrl(url: string): boolean {
  return url.length <= MAX_TAGGED_URL_LENGTH && WEB_LINK.test(url) && !SPACE_OR_CONTROL.test(url);
}

/**
 * The keys of a link's query string, decoded, in order (a key given twice appears twice).
 *
 * @example
 * queryKeys('https://example.com/?a=1&utm_source=x#top') // ['a', 'utm_source']
 */
export function queryKeys(url: string): string[] {
  const base = url.split('#', 1)[0] ?? '';
  const start = base.indexOf('?');
  if (start < 0) return [];
  return base
    .slice(start + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => decodeKey(pair.split('=', 1)[0] ?? ''));
}

/**
 * A link tagged with tracking parameters (docs/decisions/0037): each parameter's placeholders
 * are filled from the context, and every parameter with a value whose key the link does not
 * have yet is added, encoded, after the link's own query and before its fragment. The link's
 * own parameters and fragment are kept as they were, so tagging a tagged link changes nothing.
 * Links tagging does not apply to ({@link isTrackableUrl}) are answered unchanged, and so is a
 * link that would grow longer than {@link MAX_TAGGED_URL_LENGTH}: a link is tagged whole or not
 * at all.
 *
 * @example
 * tagUrl(
 *   'https://example.com/menu?size=l#oat',
 *   [{ key: 'utm_source', value: '{network}' }, { key: 'utm_campaign', value: 'Spring sale' }],
 *   { network: 'facebook', channel: 'Demo Coffee', post: '' },
 * )
 * // 'https://example.com/menu?size=l&utm_source=facebook&utm_campaign=Spring%20sale#oat'
 */
export function tagUrl(
  url: string,
  parameters: readonly TrackingParameter[],
  context: TrackingContext,
): string {
  if (!isTrackableUrl(url)) return url;
  const hash = url.indexOf('#');
  const base = hash < 0 ? url : url.slice(0, hash);
  const fragment = hash < 0 ? '' : url.slice(hash);
  const present = new Set(queryKeys(base).map(wellFormed));
  const added: string[] = [];
  for (const parameter of parameters) {
    const key = wellFormed(parameter.key);
    if (key === '' || present.has(key)) continue;
    const value = fillPlaceholders(parameter.value, context);
    if (value === '') continue;
    present.add(key);
    added.push(`${encode(key)}=${encode(value)}`);
  }
  if (added.length === 0) return url;
  const start = base.indexOf('?');
  const query = start < 0 ? null : base.slice(start + 1);
  // Another "&" only where the query has a pair to end: `?`, `?a=1&` need none, `??` does.
  const joiner = query === null ? '?' : query === '' || query.endsWith('&') ? '' : '&';
  const tagged = `${base}${joiner}${added.join('&')}${fragment}`;
  return tagged.length > MAX_TAGGED_URL_LENGTH ? url : tagged;
}
