import { either as E } from 'fp-ts';
import * as t from 'io-ts';

/** A string enumeration codec that also carries its values, in the spec's order. */
export interface EnumC<V extends string> extends t.Type<V, V, unknown> {
  readonly values: readonly V[];
}

/**
 * A codec for one of a fixed list of strings. Its name reads `one of a|b|c`, so failures say
 * exactly which values were expected.
 *
 * @example
 * const Locale = oneOf(['de', 'en']);
 * Locale.decode('fr'); // Left: (root): expected one of de|en got "fr"
 */
export function oneOf<const V extends readonly string[]>(
  values: V,
  name = `one of ${values.join('|')}`,
): EnumC<V[number]> {
  if (values.length === 0) throw new RangeError('oneOf needs at least one value');
  const allowed = new Set<string>(values);
  const is = (u: unknown): u is V[number] => typeof u === 'string' && allowed.has(u);
  const codec = new t.Type<V[number], V[number], unknown>(
    name,
    is,
    (u, c) => (is(u) ? t.success(u) : t.failure(u, c)),
    t.identity,
  );
  return Object.assign(codec, { values: values as readonly V[number][] });
}

/**
 * A record with required and optional fields. Optional fields may be absent; the decoded value
 * keeps every field it was given.
 *
 * @example
 * const Feature = struct('Feature', { id: t.string }, { name: t.string });
 */
export function struct<R extends t.Props, O extends t.Props>(
  name: string,
  required: R,
  optional: O,
): t.IntersectionC<[t.TypeC<R>, t.PartialC<O>]> {
  return t.intersection([t.type(required), t.partial(optional)], name);
}

/** `T | null`, named `T | null`. */
export function nullable<C extends t.Mixed>(codec: C): t.UnionC<[C, t.NullC]> {
  return t.union([codec, t.null], `${codec.name} | null`);
}

/**
 * Decodes `undefined` (an absent field) as `fallback`; other values go to `codec`. Use for the
 * spec's defaults, e.g. `defaultChannelRole` defaults to EDITOR.
 */
export function withDefault<C extends t.Mixed>(
  codec: C,
  fallback: t.TypeOf<C>,
): t.Type<t.TypeOf<C>, t.OutputOf<C>, unknown> & {
  readonly inner: C;
  readonly fallback: t.TypeOf<C>;
} {
  const type = new t.Type<t.TypeOf<C>, t.OutputOf<C>, unknown>(
    codec.name,
    codec.is,
    (u, c) => (u === undefined ? t.success(fallback) : codec.validate(u, c)),
    codec.encode,
  );
  return Object.assign(type, { inner: codec, fallback });
}

/**
 * An array that keeps only the elements `codec` accepts, dropping unknown ones instead of
 * failing. The spec asks this of feed item types ("filtered to known item types").
 */
export function knownOnly<C extends t.Mixed>(
  codec: C,
): t.Type<t.TypeOf<C>[], t.OutputOf<C>[], unknown> & { readonly item: C } {
  const type = new t.Type<t.TypeOf<C>[], t.OutputOf<C>[], unknown>(
    `Array<${codec.name}> (unknown values dropped)`,
    (u): u is t.TypeOf<C>[] => Array.isArray(u) && u.every(codec.is),
    (u, c) =>
      Array.isArray(u)
        ? t.success(
            u.flatMap((x) =>
              E.fold(
                () => [],
                (v: t.TypeOf<C>) => [v],
              )(codec.decode(x)),
            ),
          )
        : t.failure(u, c),
    (a) => a.map(codec.encode),
  );
  return Object.assign(type, { item: codec });
}

/** An ISO-8601 date-time string (anything `Date.parse` reads). */
export const DateString = t.refinement(
  t.string,
  (s) => !Number.isNaN(Date.parse(s)),
  'ISO date string',
);

/** A string with at least one non-blank character. */
export const NonEmptyString = t.refinement(
  t.string,
  (s) => s.trim().length > 0,
  'non-empty string',
);

/** Ids are opaque strings on the wire (uuids with or without dashes, or network ids). */
export const Id = t.string;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const LOOSE_UUID_PATTERN = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/**
 * A UUID: the ids of users, teams, organisations, items and feeds on the server. Read with or
 * without dashes, in either case (platform §5), and decoded to the one form the server stores:
 * lower case, 8-4-4-4-12.
 *
 * @example
 * Uuid.decode('0F8FAD5BD9CB469FA16570867728950E') // Right('0f8fad5b-d9cb-469f-a165-70867728950e')
 */
export const Uuid = Object.assign(
  new t.Type<string, string, unknown>(
    'UUID',
    (u): u is string => typeof u === 'string' && UUID_PATTERN.test(u),
    (u, c) => {
      if (typeof u !== 'string' || !LOOSE_UUID_PATTERN.test(u)) return t.failure(u, c);
      const plain = u.replaceAll('-', '').toLowerCase();
      return t.success(
        `${plain.slice(0, 8)}-${plain.slice(8, 12)}-${plain.slice(12, 16)}-${plain.slice(16, 20)}-${plain.slice(20)}`,
      );
    },
    t.identity,
  ),
  { schema: { type: 'string', format: 'uuid' } },
);

/** A channel id: the network, a dash and the network's own id (`facebook-1234`). */
export const ChannelId = t.refinement(
  t.string,
  (s) => /^[a-zA-Z]+-[\w.:-]{1,200}$/.test(s),
  'channel id',
);

/** A list of ids. */
export const Ids = t.array(Id);

/** A list of UUIDs (the ids the server gives: users, teams, items, labels, feeds, cases). */
export const Uuids = t.array(Uuid, 'Array<UUID>');

/** A list of channel ids. */
export const ChannelIds = t.array(ChannelId, 'Array<channel id>');

/** A non-negative integer. */
export const Count = t.refinement(
  t.number,
  (n) => Number.isInteger(n) && n >= 0,
  'non-negative integer',
);

/**
 * A whole number within `min`…`max`, given as a number or as its decimal text (query strings
 * carry text): `integerParam(1, 100)` reads `'20'` and `20` as 20 and refuses `'0'`, `'2.5'`.
 */
export function integerParam(
  min: number,
  max: number,
): t.Type<number, number, unknown> & { readonly schema: Record<string, unknown> } {
  const name = `integer ${min}…${max}`;
  const inRange = (n: unknown): n is number =>
    typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;
  const type = new t.Type<number, number, unknown>(
    name,
    inRange,
    (u, c) => {
      const n = typeof u === 'string' && /^-?\d+$/.test(u.trim()) ? Number(u) : u;
      return inRange(n) ? t.success(n) : t.failure(u, c);
    },
    t.identity,
  );
  return Object.assign(type, { schema: { type: 'integer', minimum: min, maximum: max } });
}
