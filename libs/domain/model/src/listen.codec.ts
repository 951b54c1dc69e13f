import * as t from 'io-ts';
import { Count, DateString, oneOf, struct } from './codec.utils.js';
import { ListeningQuery } from './collaboration.codec.js';
import { nonEmptyText, text } from './text.codec.js';

/** Limits of a listening query (decision 0088). */
export const LISTEN_LIMITS = {
  /** Keywords (any of them) and excluded keywords of one query, each. */
  keywords: 20,
  /** Queries an organisation may have. */
  queries: 50,
} as const;

/** The networks the listening tool listens on (the sandbox networks with public posts). */
export const ListeningNetwork = oneOf([
  'facebook',
  'instagram',
  'twitter',
  'youtube',
  'linkedIn',
  'tiktok',
  'threads',
]);
export type ListeningNetwork = t.TypeOf<typeof ListeningNetwork>;

/** The languages the listening tool tells apart (ISO 639-1). */
export const ListeningLanguage = oneOf(['en', 'de', 'es', 'fr', 'it', 'ja']);
export type ListeningLanguage = t.TypeOf<typeof ListeningLanguage>;

/** The periods the listening tool shows: the last day, week or 30 days. */
export const ListeningRange = oneOf(['24h', '7d', '30d']);
export type ListeningRange = t.TypeOf<typeof ListeningRange>;

/** What the listening tool tells the product it did (its tracking messages, decision 0089). */
export const ListeningToolEvent = oneOf([
  'loaded',
  'querySelected',
  'search',
  'queryCreated',
  'queryUpdated',
  'queryPaused',
  'queryResumed',
  'queryDeleted',
]);
export type ListeningToolEvent = t.TypeOf<typeof ListeningToolEvent>;

/** A list of `item` without repeats, from `min` to `max` entries. */
function list<C extends t.Mixed>(item: C, min: number, max: number, name: string) {
  const array = t.array(item);
  return new t.Type<t.TypeOf<C>[], t.OutputOf<C>[], unknown>(
    name,
    (u): u is t.TypeOf<C>[] => array.is(u) && u.length >= min && u.length <= max,
    (u, c) => {
      const decoded = array.validate(u, c);
      if (decoded._tag === 'Left') return decoded;
      const unique = [...new Set(decoded.right.map((v) => (typeof v === 'string' ? v.trim() : v)))];
      if (unique.length < min) return t.failure(u, c, `at least ${min} needed`);
      if (unique.length > max) return t.failure(u, c, `at most ${max} allowed`);
      return t.success(unique);
    },
    (values) => values.map((v) => item.encode(v)),
  );
}

/**
 * A listening query as written in the listening tool: its name, keywords (any of them; at least
 * one), excluded keywords, and the networks and languages to listen on (none: all).
 */
export const ListeningQueryInput = struct(
  'ListeningQueryInput',
  {
    name: nonEmptyText('name', 'name'),
    keywords: list(nonEmptyText('keyword'), 1, LISTEN_LIMITS.keywords, 'keywords'),
  },
  {
    excludedKeywords: list(nonEmptyText('keyword'), 0, LISTEN_LIMITS.keywords, 'excludedKeywords'),
    networks: list(ListeningNetwork, 0, 7, 'networks'),
    languages: list(ListeningLanguage, 0, 6, 'languages'),
    active: t.boolean,
  },
);
export type ListeningQueryInput = t.TypeOf<typeof ListeningQueryInput>;

/**
 * What the product needs to show the listening tool in a frame (`GET /api/listen/embed`,
 * decision 0089): the frame's address (carrying a short-lived signed token and the nonce), the
 * tool's origin, the nonce its tracking messages carry, and when the token expires.
 */
export const ListenEmbed = t.type(
  {
    frameUrl: text('url'),
    toolOrigin: text('url'),
    nonce: text('token'),
    expiresAt: DateString,
  },
  'ListenEmbed',
);
export type ListenEmbed = t.TypeOf<typeof ListenEmbed>;

/** A listening query with how many posts it found in the last 7 days (home's listen widget). */
export const ListeningQueryVolume = t.intersection(
  [ListeningQuery, t.type({ lastWeek: Count })],
  'ListeningQueryVolume',
);
export type ListeningQueryVolume = t.TypeOf<typeof ListeningQueryVolume>;
