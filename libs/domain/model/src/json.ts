import { unsafeTextReason } from './text.codec.js';

/** How deeply arrays and objects may nest in JSON the product reads from outside. */
export const MAX_JSON_DEPTH = 32;

/** The longest input value an error message shows; longer ones are cut with `…`. */
export const MAX_ECHO_LENGTH = 80;

/** The longest message an API error carries. */
export const MAX_ERROR_MESSAGE_LENGTH = 1_000;

/**
 * How deeply the arrays and objects of a JSON text nest, found by one pass over the text (no
 * recursion, so any input is safe to measure). Brackets inside strings are not counted.
 *
 * @example
 * jsonDepth('{"a":[1,[2]]}') // 3
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // A string: jump to its closing quote (one not escaped by an odd run of backslashes).
      let end = i;
      for (;;) {
        end = text.indexOf('"', end + 1);
        if (end === -1) return deepest; // unterminated: JSON.parse says so
        let backslashes = 0;
        while (text.charCodeAt(end - 1 - backslashes) === 0x5c) backslashes++;
        if (backslashes % 2 === 0) break;
      }
      i = end;
    } else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** Why a JSON text was refused. */
export class JsonInputError extends Error {
  override readonly name = 'JsonInputError';
}

function refusePrototypeKeys(this: unknown, key: string, value: unknown): unknown {
  if (
    key === '__proto__' ||
    (key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value)
  ) {
    throw new JsonInputError(`The key ${JSON.stringify(key)} is not allowed`);
  }
  return value;
}

/**
 * Parses JSON from outside: refuses nesting deeper than `maxDepth` before parsing (so nothing
 * recursive ever meets unbounded input), malformed JSON and prototype keys (`__proto__`,
 * `constructor.prototype`), with a readable message.
 *
 * @throws {JsonInputError} when the text nests too deeply or is not JSON.
 * @example
 * parseJson('[[[1]]]', { maxDepth: 2 }) // throws "JSON nests 3 levels deep, at most 2 allowed"
 */
export function parseJson(text: string, options: { maxDepth?: number } = {}): unknown {
  const maxDepth = options.maxDepth ?? MAX_JSON_DEPTH;
  const depth = jsonDepth(text);
  if (depth > maxDepth)
    throw new JsonInputError(`JSON nests ${depth} levels deep, at most ${maxDepth} allowed`);
  try {
    // Keys that would change an object's prototype once the value is merged somewhere are
    // refused, as Fastify's own parser does; the check costs nothing for bodies without them.
    return (
      text.includes('__proto__') || text.includes('prototype')
        ? JSON.parse(text, refusePrototypeKeys)
        : JSON.parse(text)
    ) as unknown;
  } catch (error) {
    if (error instanceof JsonInputError) throw error;
    throw new JsonInputError(
      `Not valid JSON: ${cutText(error instanceof Error ? error.message : String(error))}`,
    );
  }
}

/**
 * The first string (value or key) in a decoded value that cannot be stored (a NUL character or
 * a lone surrogate), with its path, or null. Walks without recursion, at most `maxDepth` deep
 * (deeper values count as unsafe).
 *
 * @example
 * findUnsafeText({ name: 'a\u0000b' }) // { path: 'name', reason: 'contains a NUL character' }
 */
export function findUnsafeText(
  value: unknown,
  maxDepth = MAX_JSON_DEPTH,
): { readonly path: string; readonly reason: string } | null {
  // Paths are built only for the one value found: each entry knows its parent and key.
  interface Entry {
    readonly value: unknown;
    readonly parent: Entry | null;
    readonly key: string;
    readonly depth: number;
  }
  const pathOf = (entry: Entry | null, last?: string): string => {
    const keys: string[] = last === undefined ? [] : [last];
    for (let at = entry; at !== null && at.parent !== null; at = at.parent) keys.push(at.key);
    return keys.length === 0 ? '(root)' : cutText(keys.reverse().join('.'));
  };
  const stack: Entry[] = [{ value, parent: null, key: '', depth: 0 }];
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    const current = entry.value;
    if (typeof current === 'string') {
      const reason = unsafeTextReason(current);
      if (reason !== null) return { path: pathOf(entry), reason };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (entry.depth >= maxDepth) {
      return { path: pathOf(entry), reason: `nests more than ${maxDepth} levels` };
    }
    const depth = entry.depth + 1;
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) {
        const child: unknown = current[i];
        if (typeof child === 'string') {
          const reason = unsafeTextReason(child);
          if (reason !== null) return { path: pathOf(entry, String(i)), reason };
        } else if (typeof child === 'object' && child !== null) {
          stack.push({ value: child, parent: entry, key: String(i), depth });
        }
      }
      continue;
    }
    for (const key in current) {
      if (!Object.prototype.hasOwnProperty.call(current, key)) continue;
      const keyReason = unsafeTextReason(key);
      if (keyReason !== null) return { path: pathOf(entry, key), reason: `key ${keyReason}` };
      stack.push({ value: (current as Record<string, unknown>)[key], parent: entry, key, depth });
    }
  }
  return null;
}

/**
 * Cuts a text to `max` characters, ending with `…` when cut (never between the halves of a
 * surrogate pair).
 *
 * @example
 * cutText('a'.repeat(100), 10) // 'aaaaaaaaa…'
 */
export function cutText(text: string, max = MAX_ECHO_LENGTH): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}
