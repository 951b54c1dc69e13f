import { characterCount, TRACKING_LIMITS } from '@smm/model';
import { MAX_PARAMETER_VALUE_LENGTH, unknownPlaceholders } from './placeholder.rules.js';

/** One query parameter a tagged link gets: its key and its value (which may hold placeholders). */
export interface TrackingParameter {
  readonly key: string;
  readonly value: string;
}

/** The five UTM parameters analytics tools read, in their usual order. */
export const UTM_PARAMETERS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

/** The most parameters a template, or a channel's mappings, may have (the codecs' limit). */
export const MAX_TRACKING_PARAMETERS: number = TRACKING_LIMITS.parameters;

/** The longest parameter key, in characters. */
export const MAX_PARAMETER_KEY_LENGTH: number = TRACKING_LIMITS.key;

/**
 * What a key may be made of: letters, digits and `.`, `_`, `~`, `-` (the characters a URL
 * carries as they are), so a key reads the same in every link and every analytics tool.
 */
const KEY = /^[A-Za-z0-9._~-]+$/;

/**
 * What a new template starts with: the source is the network, the medium "social", the content
 * the post; the campaign and term are for the person to fill (empty ones are left out of links).
 */
export const SUGGESTED_PARAMETERS: readonly TrackingParameter[] = [
  { key: 'utm_source', value: '{network}' },
  { key: 'utm_medium', value: 'social' },
  { key: 'utm_campaign', value: '' },
  { key: 'utm_term', value: '' },
  { key: 'utm_content', value: '{post}' },
];

/**
 * Whether a text is a valid parameter key.
 *
 * @example
 * isParameterKey('utm_source') // true
 * isParameterKey('utm source') // false
 */
export function isParameterKey(key: string): boolean {
  return key.length <= MAX_PARAMETER_KEY_LENGTH && KEY.test(key);
}

/**
 * The parameters a channel tags its links with: the template's, in its order, each replaced by
 * the channel's mapping of the same key, then the mappings of keys the template does not have.
 * A key given twice counts once (the first). A value left empty is left out when tagging, so an
 * empty template value is a slot each channel fills, and an empty mapping drops a parameter.
 *
 * @example
 * channelParameters(
 *   [{ key: 'utm_source', value: '{network}' }, { key: 'utm_campaign', value: '' }],
 *   [{ key: 'utm_campaign', value: 'spring' }, { key: 'ref', value: 'sb' }],
 * )
 * // [utm_source={network}, utm_campaign=spring, ref=sb]
 */
export function channelParameters(
  template: readonly TrackingParameter[],
  mappings: readonly TrackingParameter[],
): TrackingParameter[] {
  const mapped = new Map<string, string>();
  for (const mapping of mappings)
    if (!mapped.has(mapping.key)) mapped.set(mapping.key, mapping.value);
  const result: TrackingParameter[] = [];
  const seen = new Set<string>();
  for (const parameter of [...template, ...mappings]) {
    if (seen.has(parameter.key)) continue;
    seen.add(parameter.key);
    result.push({ key: parameter.key, value: mapped.get(parameter.key) ?? parameter.value });
  }
  return result;
}

/** Why a list of parameters cannot be saved, by the parameter's position. */
export type TrackingProblem =
  | { readonly kind: 'tooMany'; readonly max: number }
  | { readonly kind: 'keyMissing'; readonly index: number }
  | { readonly kind: 'keyInvalid'; readonly index: number }
  | { readonly kind: 'keyRepeated'; readonly index: number; readonly key: string }
  | { readonly kind: 'valueTooLong'; readonly index: number; readonly max: number }
  | { readonly kind: 'unknownPlaceholder'; readonly index: number; readonly name: string };

/**
 * What is wrong with a list of parameters (a template's or a channel's mappings), in order;
 * empty when it can be saved. Keys are checked as given (trim them first); a value may be empty.
 *
 * @example
 * trackingProblems([{ key: 'utm source', value: '{netwrok}' }])
 * // [{ kind: 'keyInvalid', index: 0 }, { kind: 'unknownPlaceholder', index: 0, name: 'netwrok' }]
 */
export function trackingProblems(parameters: readonly TrackingParameter[]): TrackingProblem[] {
  const problems: TrackingProblem[] = [];
  if (parameters.length > MAX_TRACKING_PARAMETERS) {
    problems.push({ kind: 'tooMany', max: MAX_TRACKING_PARAMETERS });
  }
  const seen = new Set<string>();
  parameters.forEach(({ key, value }, index) => {
    if (key === '') problems.push({ kind: 'keyMissing', index });
    else if (!isParameterKey(key)) problems.push({ kind: 'keyInvalid', index });
    else if (seen.has(key)) problems.push({ kind: 'keyRepeated', index, key });
    seen.add(key);
    if (characterCount(value) > MAX_PARAMETER_VALUE_LENGTH) {
      problems.push({ kind: 'valueTooLong', index, max: MAX_PARAMETER_VALUE_LENGTH });
    }
    for (const name of unknownPlaceholders(value)) {
      problems.push({ kind: 'unknownPlaceholder', index, name });
    }
  });
  return problems;
}
