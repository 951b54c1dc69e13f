import * as t from 'io-ts';

/** The parts of io-ts's composite codecs that `encodesAsIs` looks into. */
interface Composite {
  readonly _tag?: string;
  readonly type?: t.Any;
  readonly types?: readonly t.Any[];
  readonly codomain?: t.Any;
  readonly domain?: t.Any;
}

/**
 * Whether a codec's `encode` gives back what it is given (deeply): every part of it encodes as
 * is — strings, numbers, literals, enums, records and arrays of such. io-ts already answers
 * `t.identity` for records and arrays of such parts, but an intersection or a union (`struct`,
 * `nullable`) still walks and merges every value; this sees through them. A recursive codec
 * counts as encoding as is when everything else in it does.
 *
 * @example
 * encodesAsIs(struct('Channel', { id: t.string }, { name: t.string })); // true
 * encodesAsIs(t.type({ at: DateFromISOString })); // false
 */
export function encodesAsIs(codec: t.Any, seen: Set<t.Any> = new Set()): boolean {
  if (codec.encode === t.identity || seen.has(codec)) return true;
  seen.add(codec);
  const composite = codec as Composite;
  switch (composite._tag) {
    case 'IntersectionType':
    case 'UnionType':
    case 'TupleType':
      return (composite.types ?? []).every((part) => encodesAsIs(part, seen));
    case 'InterfaceType':
    case 'PartialType':
    case 'StrictType': {
      const props = (codec as unknown as { props: t.Props }).props;
      return Object.values(props).every((part) => encodesAsIs(part, seen));
    }
    case 'ArrayType':
    case 'ReadonlyArrayType':
    case 'ReadonlyType':
    case 'RefinementType':
    case 'ExactType':
    case 'RecursiveType':
      return composite.type !== undefined && encodesAsIs(composite.type, seen);
    case 'DictionaryType':
      return (
        composite.domain !== undefined &&
        composite.codomain !== undefined &&
        encodesAsIs(composite.domain, seen) &&
        encodesAsIs(composite.codomain, seen)
      );
    default:
      return false;
  }
}

/**
 * The codec's encoder, skipping the walk when the codec encodes as is ({@link encodesAsIs}):
 * the answer of a route is then sent as the handler built it, with no copy.
 */
export function encoderOf<A, O>(codec: t.Type<A, O, unknown>): (value: A) => O {
  return encodesAsIs(codec) ? (value) => value as unknown as O : (value) => codec.encode(value);
}
