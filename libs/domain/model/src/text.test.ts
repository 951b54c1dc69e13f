import fc from 'fast-check';
import { either as E } from 'fp-ts';
import { describe, expect, it } from 'vitest';
import { decode } from './decode.js';
import {
  cutText,
  findUnsafeText,
  jsonDepth,
  JsonInputError,
  MAX_JSON_DEPTH,
  parseJson,
} from './json.js';
import { LanguageTag, nonEmptyText, text, TEXT_LIMITS, unsafeTextReason } from './text.codec.js';

const messageOf = (result: E.Either<{ message: string }, unknown>) =>
  E.isLeft(result) ? result.left.message : null;

describe('text codecs', () => {
  it.each([
    ['a NUL character', 'a\u0000b', 'contains a NUL character'],
    ['a lone high surrogate', 'a\uD800b', 'half of a surrogate pair'],
    ['a lone low surrogate', '\uDC00', 'half of a surrogate pair'],
    ['one character too many', 'x'.repeat(TEXT_LIMITS.name + 1), 'at most 100 allowed'],
  ])('refuses %s', (_what, value, message) => {
    expect(messageOf(decode(text('name'), value))).toContain(message);
  });

  it('counts characters as people do: an emoji is one', () => {
    expect(decode(text(3), '😀😀😀')).toEqual(E.right('😀😀😀'));
    expect(messageOf(decode(text(3), '😀😀😀😀'))).toContain('is 4 characters long, at most 3');
  });

  it('takes text up to its limit, emoji and all', () => {
    expect(decode(text('name'), 'x'.repeat(TEXT_LIMITS.name))).toEqual(
      E.right('x'.repeat(TEXT_LIMITS.name)),
    );
    expect(decode(text('name'), 'Café ☕ 😀')).toEqual(E.right('Café ☕ 😀'));
  });

  it('refuses blank text where some is needed', () => {
    expect(messageOf(decode(nonEmptyText('name'), '  '))).toBe(
      '(root): expected non-empty string got "  "',
    );
    expect(decode(nonEmptyText('name'), ' Care ')).toEqual(E.right(' Care '));
  });

  it('takes any well-formed string within the limit, and is() agrees with decode()', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 50 }), (value) => {
        const codec = text(200);
        expect(E.isRight(decode(codec, value))).toBe(codec.is(value));
        expect(codec.is(value)).toBe([...value].length <= 200);
      }),
    );
  });

  it('refuses exactly the strings that are not storable: a NUL, or not valid UTF-16', () => {
    const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n));
    fc.assert(
      fc.property(fc.string({ unit: codeUnit }), (value) => {
        const storable =
          !value.includes('\u0000') && Buffer.from(value, 'utf8').toString('utf8') === value;
        expect(unsafeTextReason(value) === null).toBe(storable);
      }),
    );
  });
});

describe('language tags (BCP 47)', () => {
  it.each(['en', 'de', 'pt-BR', 'zh-Hant-TW', 'es-419', 'und', 'sr-Latn', 'de-CH-1996'])(
    'takes %s',
    (tag) => expect(LanguageTag.is(tag)).toBe(true),
  );
  it.each(['', 'toolonglanguage', 'e', 'en_US', 'en-', '12', 'x'.repeat(36), 'en\u0000'])(
    'refuses %j',
    (tag) => expect(LanguageTag.is(tag)).toBe(false),
  );
});

describe('JSON from outside', () => {
  it('measures depth in one pass, ignoring brackets in strings', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"a":[1,[2]]}')).toBe(3);
    expect(jsonDepth('["[[[", "\\"[["]')).toBe(1);
  });

  it('measures the depth of any JSON text as its value nests, strings with brackets and escapes included', () => {
    const depthOf = (value: unknown): number =>
      typeof value === 'object' && value !== null
        ? 1 + Math.max(0, ...Object.values(value).map(depthOf))
        : 0;
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), (value) => {
        expect(jsonDepth(JSON.stringify(value))).toBe(depthOf(value));
      }),
    );
    expect(jsonDepth('{"a\\\\":["\\"[[["]}')).toBe(2);
  });

  it('refuses 10,000 nested arrays without overflowing the stack', () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    expect(() => parseJson(deep)).toThrow(JsonInputError);
    expect(() => parseJson(deep)).toThrow(`at most ${MAX_JSON_DEPTH} allowed`);
  });

  it('parses what nests within the limit, and says when JSON is malformed', () => {
    const within = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`;
    expect(() => parseJson(within)).not.toThrow();
    expect(() => parseJson('{"a":')).toThrow('Not valid JSON');
  });

  it('agrees with JSON.parse on every JSON value within the limit', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 10 }), (value) => {
        const json = JSON.stringify(value);
        // Prototype keys are refused on purpose (see below).
        fc.pre(!json.includes('"__proto__"') && !json.includes('"constructor"'));
        expect(parseJson(json)).toEqual(JSON.parse(json));
      }),
    );
  });

  it('refuses keys that would change a prototype', () => {
    expect(() => parseJson('{"__proto__":{"admin":true}}')).toThrow('"__proto__" is not allowed');
    expect(() => parseJson('{"constructor":{"prototype":{}}}')).toThrow('not allowed');
    expect(parseJson('{"prototype":1,"text":"__proto__"}')).toEqual({
      prototype: 1,
      text: '__proto__',
    });
  });

  it('finds unsafe text in values and keys, with its path', () => {
    expect(findUnsafeText({ a: [{ b: 'x\u0000' }] })).toEqual({
      path: 'a.0.b',
      reason: 'contains a NUL character',
    });
    expect(findUnsafeText({ ['k\uD800']: 1 })?.reason).toContain('key contains half');
    expect(findUnsafeText({ a: ['fine', 1, null, { b: 'ok' }] })).toBeNull();
  });

  it('cuts echoed text to a bounded length, never inside a surrogate pair', () => {
    expect(cutText('a'.repeat(100), 10)).toBe(`${'a'.repeat(9)}…`);
    expect(cutText('short', 10)).toBe('short');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.integer({ min: 2, max: 40 }), (s, max) => {
        const cut = cutText(s, max);
        expect(cut.length).toBeLessThanOrEqual(max);
        expect(unsafeTextReason(cut)).toBeNull();
      }),
    );
  });
});

describe('ids', () => {
  it('reads a UUID with or without dashes, in any case, as the stored form', async () => {
    const { Uuid } = await import('./codec.utils.js');
    const stored = '0f8fad5b-d9cb-469f-a165-70867728950e';
    for (const form of [stored, stored.toUpperCase(), stored.replaceAll('-', '')]) {
      expect(decode(Uuid, form)).toEqual(E.right(stored));
    }
    for (const bad of ['not-a-uuid', `${stored}0`, '', 'g'.repeat(32), 'a\u0000b']) {
      expect(E.isLeft(decode(Uuid, bad))).toBe(true);
    }
  });
});
