import type * as t from 'io-ts';

/** A JSON Schema (draft 2020-12, as OpenAPI 3.1 uses). */
export type JsonSchema = Record<string, unknown>;

/** Named schemas collected while converting, for `components.schemas`. */
export type SchemaRegistry = Map<string, JsonSchema>;

type AnyCodec = t.Decoder<unknown, unknown> & { readonly name: string };
type Tagged = AnyCodec & Record<string, unknown>;

/** Entity codecs get a component of their own: names like `User` or `LoginRequest`. */
const isEntityName = (name: string) => /^[A-Z][A-Za-z0-9]*$/.test(name);

const REFINEMENT_FORMATS: Record<string, JsonSchema> = {
  'ISO date string': { format: 'date-time' },
  'non-empty string': { minLength: 1 },
  'non-negative integer': { type: 'integer', minimum: 0 },
};

function convert(codec: Tagged, registry: SchemaRegistry): JsonSchema {
  if (codec['schema'] !== undefined) return codec['schema'] as JsonSchema;
  if (Array.isArray(codec['values'])) return { type: 'string', enum: codec['values'] };
  if (codec['inner'] !== undefined) {
    return { ...toJsonSchema(codec['inner'] as AnyCodec, registry), default: codec['fallback'] };
  }
  if (codec['item'] !== undefined) {
    return { type: 'array', items: toJsonSchema(codec['item'] as AnyCodec, registry) };
  }
  switch (codec['_tag']) {
    case 'StringType':
      return { type: 'string' };
    case 'NumberType':
      return { type: 'number' };
    case 'BooleanType':
      return { type: 'boolean' };
    case 'NullType':
      return { type: 'null' };
    case 'UnknownType':
      return {};
    case 'UnknownRecordType':
    case 'AnyDictionaryType':
      return { type: 'object' };
    case 'UnknownArrayType':
    case 'AnyArrayType':
      return { type: 'array' };
    case 'LiteralType':
      return { const: codec['value'] };
    case 'KeyofType':
      return { type: 'string', enum: Object.keys(codec['keys'] as object) };
    case 'ArrayType':
    case 'ReadonlyArrayType':
      return { type: 'array', items: toJsonSchema(codec['type'] as AnyCodec, registry) };
    case 'DictionaryType':
      return {
        type: 'object',
        additionalProperties: toJsonSchema(codec['codomain'] as AnyCodec, registry),
      };
    case 'RefinementType':
      return {
        ...toJsonSchema(codec['type'] as AnyCodec, registry),
        ...(REFINEMENT_FORMATS[codec.name] ?? { description: codec.name }),
      };
    case 'ExactType':
    case 'ReadonlyType':
      return toJsonSchema(codec['type'] as AnyCodec, registry);
    case 'InterfaceType':
    case 'PartialType': {
      const props = codec['props'] as Record<string, AnyCodec>;
      const properties = Object.fromEntries(
        Object.entries(props).map(([key, value]) => [key, toJsonSchema(value, registry)]),
      );
      const required =
        codec['_tag'] === 'InterfaceType'
          ? Object.entries(props)
              .filter(([, value]) => (value as Tagged)['inner'] === undefined)
              .map(([key]) => key)
          : [];
      return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
    }
    case 'IntersectionType': {
      const parts = (codec['types'] as AnyCodec[]).map((part) => toJsonSchema(part, registry));
      // Two plain object parts (required + optional) merge into one object schema.
      if (parts.every((p) => p['type'] === 'object' && p['properties'] !== undefined)) {
        return {
          type: 'object',
          properties: Object.assign({}, ...parts.map((p) => p['properties'])),
          required: parts.flatMap((p) => (p['required'] as string[] | undefined) ?? []),
        };
      }
      return { allOf: parts };
    }
    case 'UnionType': {
      const members = codec['types'] as AnyCodec[];
      const schemas = members.map((member) => toJsonSchema(member, registry));
      return { anyOf: schemas };
    }
    default:
      throw new Error(`No JSON Schema for the codec ${codec.name} (${String(codec['_tag'])})`);
  }
}

/**
 * The JSON Schema of an io-ts codec; entity codecs (named like `User`) become `$ref`s to
 * `components.schemas`, collected in `registry`.
 *
 * @example
 * toJsonSchema(LoginRequest, registry) // { $ref: '#/components/schemas/LoginRequest' }
 */
export function toJsonSchema(codec: AnyCodec, registry: SchemaRegistry): JsonSchema {
  const tagged = codec as Tagged;
  const tag = tagged['_tag'];
  const entity =
    isEntityName(codec.name) && (tag === 'InterfaceType' || tag === 'IntersectionType');
  if (!entity) return convert(tagged, registry);
  if (!registry.has(codec.name)) {
    registry.set(codec.name, {});
    registry.set(codec.name, { title: codec.name, ...convert(tagged, registry) });
  }
  return { $ref: `#/components/schemas/${codec.name}` };
}
