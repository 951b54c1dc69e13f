import { either as E } from 'fp-ts';
import type * as t from 'io-ts';

/** One readable decoding failure: where it happened, what was expected, what was found. */
export interface DecodeIssue {
  /** Dotted path into the input, e.g. `engage.network` or `media.0.type`; `(root)` for the value itself. */
  readonly path: string;
  /** The name of the codec that rejected the value, e.g. `one of facebook|instagram`. */
  readonly expected: string;
  /** The value found at `path`. */
  readonly actual: unknown;
  /** `path: expected X got Y`. */
  readonly message: string;
}

/** The failure of {@link decode}: every issue, and all of them as one message. */
export interface DecodeError {
  readonly _tag: 'DecodeError';
  readonly issues: readonly DecodeIssue[];
  /** The issues' messages joined with `; `. */
  readonly message: string;
}

const isBranch = (type: t.Decoder<unknown, unknown>): boolean => {
  const tag = (type as { _tag?: string })._tag;
  return tag === 'UnionType' || tag === 'IntersectionType';
};

const isPlainUnion = (type: t.Decoder<unknown, unknown>): boolean =>
  (type as { _tag?: string })._tag === 'UnionType' && !('tag' in type);

const MAX_ACTUAL = 80;
const SHOWN_DEPTH = 3;

/** JSON of a value, written only as far as `budget` characters and `SHOWN_DEPTH` levels. */
function briefJson(value: unknown, budget: number, depth = 0): string {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') {
    return depth === 0 ? String(value) : 'null';
  }
  if (typeof value === 'bigint') return String(value);
  if (typeof value !== 'object' || value === null) {
    const text =
      typeof value === 'string' && value.length > budget ? value.slice(0, budget) : value;
    return JSON.stringify(text) ?? String(value);
  }
  if (depth >= SHOWN_DEPTH) return Array.isArray(value) ? '[…]' : '{…}';
  const entries: string[] = [];
  let used = 2;
  const parts = Array.isArray(value)
    ? value.map((v) => [null, v] as const)
    : Object.entries(value as Record<string, unknown>);
  for (const [key, child] of parts) {
    if (used > budget) {
      entries.push('…');
      break;
    }
    const shown = `${key === null ? '' : `${JSON.stringify(key.slice(0, budget))}:`}${briefJson(child, budget - used, depth + 1)}`;
    entries.push(shown);
    used += shown.length + 1;
  }
  return Array.isArray(value) ? `[${entries.join(',')}]` : `{${entries.join(',')}}`;
}

/**
 * Renders a found value briefly: JSON where possible, cut to a readable length. Safe on any
 * value: it looks only a few levels deep and stops once the text is long enough.
 */
export function showValue(value: unknown): string {
  if (value === undefined) return 'undefined';
  let text: string;
  try {
    text = briefJson(value, MAX_ACTUAL);
  } catch {
    text = Object.prototype.toString.call(value);
  }
  return text.length > MAX_ACTUAL ? `${text.slice(0, MAX_ACTUAL - 1)}…` : text;
}

function issueOf(error: t.ValidationError): DecodeIssue {
  const keys: string[] = [];
  // A value that is rejected by a member of an intersection as a whole (not by one of its
  // fields) is reported against the intersection, whose name is the entity's name.
  let last = error.context.length - 1;
  for (let parent = error.context[last - 1]; parent && isBranch(parent.type);) {
    last--;
    parent = error.context[last - 1];
  }
  let expected = error.context[last]?.type.name ?? 'unknown';
  let actual = error.value;
  for (let i = 1; i < error.context.length; i++) {
    const entry = error.context[i];
    const parent = error.context[i - 1];
    if (entry === undefined || parent === undefined) continue;
    if (isPlainUnion(parent.type)) {
      // A value that fits none of a union's members: report the union once, not each member.
      expected = parent.type.name;
      actual = parent.actual;
      break;
    }
    if (!isBranch(parent.type))
      keys.push(entry.key.length > 40 ? `${entry.key.slice(0, 39)}…` : entry.key);
  }
  const path = keys.length > 0 ? keys.join('.') : '(root)';
  return {
    path,
    expected,
    actual,
    message: `${path}: expected ${expected} got ${showValue(actual)}`,
  };
}

/** Turns io-ts validation errors into readable issues (deduplicated, in input order). */
export function describeErrors(errors: t.Errors): DecodeIssue[] {
  const seen = new Set<string>();
  const issues: DecodeIssue[] = [];
  for (const error of errors) {
    const found = issueOf(error);
    const issue = error.message ? { ...found, message: `${found.path}: ${error.message}` } : found;
    if (seen.has(issue.message)) continue;
    seen.add(issue.message);
    issues.push(issue);
  }
  return issues;
}

/** How many issues a decode error's message names (all are in `issues`). */
const MAX_SHOWN_ISSUES = 5;

/** Builds a {@link DecodeError} from io-ts errors; its message names the first few issues. */
export function decodeError(errors: t.Errors): DecodeError {
  const issues = describeErrors(errors);
  const shown = issues.slice(0, MAX_SHOWN_ISSUES).map((issue) => issue.message);
  const more = issues.length - shown.length;
  const message = `${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
  return { _tag: 'DecodeError', issues, message };
}

/**
 * Decodes an untrusted value with a codec; a failure carries readable messages.
 *
 * @example
 * decode(EngageItem, body) // Left({ message: 'engage.network: expected one of facebook|… got "myspace"' })
 */
export function decode<A>(codec: t.Decoder<unknown, A>, input: unknown): E.Either<DecodeError, A> {
  return E.mapLeft(decodeError)(codec.decode(input));
}

/** The same as {@link decode}, for callers that treat bad data as a programming error. */
export function decodeOrThrow<A>(codec: t.Decoder<unknown, A>, input: unknown): A {
  const result = decode(codec, input);
  if (E.isLeft(result)) throw new TypeError(`${codec.name}: ${result.left.message}`);
  return result.right;
}
