import fc from 'fast-check';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { Channel } from './channel.codec.js';
import { nullable, oneOf, struct, withDefault } from './codec.utils.js';
import { encodesAsIs, encoderOf } from './encoder.js';
import { User } from './user.codec.js';

/** A codec whose encoding changes the value: a number written as text. */
const NumberAsText = new t.Type<number, string, unknown>(
  'NumberAsText',
  (u): u is number => typeof u === 'number',
  (u, c) => (typeof u === 'string' ? t.success(Number(u)) : t.failure(u, c)),
  (n) => String(n),
);

interface Tree {
  readonly name: string;
  readonly children: readonly Tree[];
}
const Tree: t.Type<Tree> = t.recursion('Tree', () =>
  t.type({ name: t.string, children: t.readonlyArray(Tree) }),
);

describe('encodesAsIs', () => {
  it.each([
    ['a string', t.string, true],
    ['an enum', oneOf(['a', 'b']), true],
    ['a struct (an intersection)', struct('S', { id: t.string }, { name: t.string }), true],
    ['a nullable struct (a union)', nullable(struct('S', { id: t.string }, {})), true],
    ['the model channel', Channel, true],
    ['the model user', User, true],
    ['an array of channels', t.array(Channel), true],
    ['a record of strings', t.record(t.string, t.string), true],
    ['a recursive tree', Tree, true],
    ['a value written as text', NumberAsText, false],
    ['a struct with one', struct('S', { id: t.string }, { n: NumberAsText }), false],
    ['a union with one', t.union([t.string, NumberAsText]), false],
    ['an array of one', t.array(t.type({ n: NumberAsText })), false],
    ['a record of one', t.record(t.string, NumberAsText), false],
    ['a tuple with one', t.tuple([t.string, NumberAsText]), false],
    ['a default (encoded as is)', withDefault(t.string, 'x'), true],
    ['a default of one', withDefault(NumberAsText, 1), false],
  ] as const)('%s: %s', (_name, codec, asIs) => {
    expect(encodesAsIs(codec)).toBe(asIs);
  });
});

describe('encoderOf', () => {
  const Item = struct(
    'Item',
    { id: t.string, tags: t.array(t.string) },
    { count: nullable(t.number), at: NumberAsText },
  );
  const item = fc.record(
    {
      id: fc.string(),
      tags: fc.array(fc.string()),
      count: fc.option(fc.integer(), { nil: null }),
      at: fc.integer(),
    },
    { requiredKeys: ['id', 'tags'] },
  );

  it('encodes every value exactly as the codec does', () => {
    fc.assert(
      fc.property(fc.array(item), (items) => {
        const codec = t.array(Item);
        expect(encoderOf(codec)(items)).toEqual(codec.encode(items));
      }),
    );
  });

  it('gives a value that encodes as is back unchanged, without a copy', () => {
    const codec = t.array(struct('Plain', { id: t.string }, { count: nullable(t.number) }));
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.string(), count: fc.option(fc.integer(), { nil: null }) })),
        (values) => {
          expect(encoderOf(codec)(values)).toBe(values);
          expect(codec.encode(values)).toEqual(values);
        },
      ),
    );
  });
});
