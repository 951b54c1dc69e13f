import * as t from 'io-ts';

/**
 * The longest text each kind of stored value may have, in characters (Unicode code points, so
 * an emoji counts as one, as people count them). The codecs refuse longer values and the app's
 * forms show the same limits, so both sides always agree.
 */
export const TEXT_LIMITS = {
  /** A name people give things: teams, feeds, channels, labels, templates, people's names. */
  name: 100,
  /** A label's name. */
  label: 60,
  /** An e-mail address (RFC 5321's path limit). */
  email: 254,
  /** A password. */
  password: 1_024,
  /** A subject line: cases, forwarded items. */
  subject: 200,
  /** A colour, a key or another short token. */
  token: 64,
  /** A language code (BCP 47). */
  language: 35,
  /** An id a network or another service gives (channel ids, network item ids). */
  externalId: 200,
  /** A search word or phrase. */
  keyword: 200,
  /** A link. */
  url: 2_048,
  /** A note on an item or a case. */
  note: 4_000,
  /** A notice shown to every user (scheduled maintenance). */
  notice: 1_000,
  /** The text of a reply, a comment or a message (the longest any network takes is 8,000). */
  message: 10_000,
  /** A response template's text. */
  template: 8_000,
  /** A description: cases, longer free text. */
  description: 10_000,
  /** A token the server issued (refresh tokens, signed links). */
  secret: 4_096,
} as const;

/** A kind of stored text, by its limit in {@link TEXT_LIMITS}. */
export type TextKind = keyof typeof TEXT_LIMITS;

/**
 * How many characters (code points) a text has, without building an array of them.
 *
 * @example
 * characterCount('Café ☕ 😀') // 8
 */
export function characterCount(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}

/** Whether a text has at most `max` characters; never counts more than it must. */
const fits = (text: string, max: number) =>
  text.length <= max || (text.length <= 2 * max && characterCount(text) <= max);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a string cannot be stored or sent on, or null when it can: a NUL character (PostgreSQL's
 * text refuses it) or half of a UTF-16 surrogate pair (no valid UTF-8 encodes it).
 *
 * @example
 * unsafeTextReason('a\u0000b') // 'contains a NUL character'
 * unsafeTextReason('ok') // null
 */
export function unsafeTextReason(text: string): string | null {
  if (text.includes('\u0000')) return 'contains a NUL character';
  if (!wellFormed(text)) return 'contains half of a surrogate pair (not valid Unicode)';
  return null;
}

const nativeWellFormed = (String.prototype as { isWellFormed?: (this: string) => boolean })
  .isWellFormed;

/** Whether a text is valid UTF-16 (the engine's own check where it has one: Node 20, browsers). */
const wellFormed = (text: string): boolean =>
  nativeWellFormed ? nativeWellFormed.call(text) : !LONE_SURROGATE.test(text);

/** A text codec: its limit, and its JSON Schema for the API document. */
export type TextCodec = t.Type<string, string, unknown> & {
  readonly maxLength: number;
  readonly schema: Readonly<Record<string, unknown>>;
};

/**
 * A codec of text that can be stored: no NUL, no lone surrogate, at most `max` characters
 * (`TEXT_LIMITS[kind]` by name). Its failures say which rule was broken.
 *
 * @example
 * const TeamName = text('name');
 * TeamName.decode('x'.repeat(101)); // Left: "(root): is 101 characters long, at most 100 allowed"
 */
export function text(limit: TextKind | number, name?: string): TextCodec {
  const max = typeof limit === 'number' ? limit : TEXT_LIMITS[limit];
  const codec = new t.Type<string, string, unknown>(
    name ?? 'string',
    (u): u is string => typeof u === 'string' && fits(u, max) && unsafeTextReason(u) === null,
    (u, c) => {
      if (typeof u !== 'string') return t.failure(u, c);
      if (!fits(u, max))
        return t.failure(u, c, `is ${characterCount(u)} characters long, at most ${max} allowed`);
      const unsafe = unsafeTextReason(u);
      return unsafe === null ? t.success(u) : t.failure(u, c, unsafe);
    },
    t.identity,
  );
  return Object.assign(codec, { maxLength: max, schema: { type: 'string', maxLength: max } });
}

/** Text with at least one non-blank character, within a limit. */
export function nonEmptyText(limit: TextKind | number, name?: string): TextCodec {
  const inner = text(limit, name);
  const codec = new t.Type<string, string, unknown>(
    name ?? 'non-empty string',
    (u): u is string => inner.is(u) && u.trim().length > 0,
    (u, c) => {
      const result = inner.validate(u, c);
      if (result._tag === 'Left') return result;
      return result.right.trim().length > 0 ? result : t.failure(u, c);
    },
    t.identity,
  );
  return Object.assign(codec, {
    maxLength: inner.maxLength,
    schema: { type: 'string', minLength: 1, maxLength: inner.maxLength },
  });
}

// BCP 47 (RFC 5646) language tags, without the grandfathered irregular tags.
const BCP47 =
  /^(?:[a-z]{2,3}(?:-[a-z]{3}){0,3}|[a-z]{4,8})(?:-[a-z]{4})?(?:-(?:[a-z]{2}|\d{3}))?(?:-(?:[a-z\d]{5,8}|\d[a-z\d]{3}))*(?:-[\da-wyz](?:-[a-z\d]{2,8})+)*(?:-x(?:-[a-z\d]{1,8})+)?$|^x(?:-[a-z\d]{1,8})+$/i;

/**
 * A BCP 47 language tag (`en`, `pt-BR`, `zh-Hant-TW`, `und`), at most
 * `TEXT_LIMITS.language` characters.
 */
export const LanguageTag = Object.assign(
  new t.Type<string, string, unknown>(
    'BCP 47 language tag',
    (u): u is string => typeof u === 'string' && u.length <= TEXT_LIMITS.language && BCP47.test(u),
    (u, c) =>
      typeof u === 'string' && u.length <= TEXT_LIMITS.language && BCP47.test(u)
        ? t.success(u)
        : t.failure(u, c),
    t.identity,
  ),
  {
    schema: { type: 'string', maxLength: TEXT_LIMITS.language, description: 'BCP 47 language tag' },
  },
);

const isTimeZone = (u: unknown): u is string => {
  if (typeof u !== 'string' || u.length === 0 || u.length > TEXT_LIMITS.token) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: u });
    return true;
  } catch {
    return false;
  }
};

/**
 * An IANA time zone the runtime knows (`Europe/London`, `America/New_York`, `UTC`): where a
 * person's days start for Home's window and the composer's date and time.
 */
export const TimeZone = Object.assign(
  new t.Type<string, string, unknown>(
    'IANA time zone',
    isTimeZone,
    (u, c) => (isTimeZone(u) ? t.success(u) : t.failure(u, c)),
    t.identity,
  ),
  {
    schema: { type: 'string', maxLength: TEXT_LIMITS.token, description: 'IANA time zone' },
  },
);
