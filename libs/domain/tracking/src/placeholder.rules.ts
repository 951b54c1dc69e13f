import { TRACKING_LIMITS } from '@smm/model';

/** The placeholders a tracking parameter's value may hold, each written in braces: `{network}`. */
export const TRACKING_PLACEHOLDERS = ['network', 'channel', 'post'] as const;

/** A placeholder of {@link TRACKING_PLACEHOLDERS}. */
export type TrackingPlaceholder = (typeof TRACKING_PLACEHOLDERS)[number];

/** What the placeholders stand for when a link of one post on one channel is tagged. */
export type TrackingContext = Readonly<Record<TrackingPlaceholder, string>>;

/** The longest parameter value, in characters, before and after its placeholders are filled. */
export const MAX_PARAMETER_VALUE_LENGTH: number = TRACKING_LIMITS.value;

/** `{word}`: anything in braces that could be meant as a placeholder. */
const BRACED = /\{([A-Za-z0-9_]+)\}/g;

const isPlaceholder = (name: string): name is TrackingPlaceholder =>
  (TRACKING_PLACEHOLDERS as readonly string[]).includes(name);

/**
 * The text cut to `max` characters (code points: an emoji counts as one and is never halved).
 *
 * @example
 * cutToCharacters('Café ☕ 😀', 6) // 'Café ☕'
 */
export function cutToCharacters(text: string, max: number): string {
  if (text.length <= max) return text;
  let count = 0;
  let end = 0;
  while (end < text.length && count < max) {
    const code = text.charCodeAt(end);
    const pair =
      code >= 0xd800 && code <= 0xdbff && end + 1 < text.length
        ? text.charCodeAt(end + 1) >= 0xdc00 && text.charCodeAt(end + 1) <= 0xdfff
        : false;
    end += pair ? 2 : 1;
    count++;
  }
  return text.slice(0, end);
}

/**
 * The names in braces that are not placeholders (a typo such as `{netwrok}`), each once, in the
 * order they appear. Such text is kept as it is written.
 *
 * @example
 * unknownPlaceholders('{network}-{netwrok}') // ['netwrok']
 */
export function unknownPlaceholders(value: string): string[] {
  const names = [...value.matchAll(BRACED)].map((match) => match[1] ?? '');
  return [...new Set(names.filter((name) => !isPlaceholder(name)))];
}

/**
 * A parameter value with its placeholders filled from the context, cut to
 * {@link MAX_PARAMETER_VALUE_LENGTH} characters; text in braces that is no placeholder stays.
 *
 * @example
 * fillPlaceholders('{network}-{channel}', { network: 'facebook', channel: 'Demo Coffee', post: '' })
 * // 'facebook-Demo Coffee'
 */
export function fillPlaceholders(value: string, context: TrackingContext): string {
  const filled = value.replace(BRACED, (whole, name: string) =>
    isPlaceholder(name) ? context[name] : whole,
  );
  return cutToCharacters(filled, MAX_PARAMETER_VALUE_LENGTH);
}

/**
 * The context of a post on a channel: `{network}` is the network's id in lower case (`facebook`,
 * `linkedin`, as analytics tools group sources), `{channel}` the channel's display name and
 * `{post}` the post's id (empty before the post exists: a parameter left empty is left out).
 *
 * @example
 * trackingContext({ network: 'linkedIn', name: 'Demo Coffee Ltd' }, 'p-1')
 * // { network: 'linkedin', channel: 'Demo Coffee Ltd', post: 'p-1' }
 */
export function trackingContext(
  channel: { readonly network: string; readonly name: string },
  postId = '',
): TrackingContext {
  return { network: channel.network.toLowerCase(), channel: channel.name, post: postId };
}
