import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dropFeed, moveFeed } from './feed-order.rules.js';

describe('feed order', () => {
  it.each([
    [['a', 'b', 'c'], 'c', -1, ['a', 'c', 'b']],
    [['a', 'b', 'c'], 'a', 1, ['b', 'a', 'c']],
    [['a', 'b', 'c'], 'a', -1, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 'c', 1, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 'x', 1, ['a', 'b', 'c']],
  ] as const)('moves %j: %s by %i', (ids, id, by, expected) => {
    expect(moveFeed(ids, id, by)).toEqual(expected);
  });

  it.each([
    [['a', 'b', 'c'], 'a', 'c', ['b', 'c', 'a']],
    [['a', 'b', 'c'], 'c', 'a', ['c', 'a', 'b']],
    [['a', 'b', 'c'], 'b', 'b', ['a', 'b', 'c']],
  ] as const)('drops %j: %s onto %s', (ids, id, onto, expected) => {
    expect(dropFeed(ids, id, onto)).toEqual(expected);
  });

  it('keeps the same feeds, each once', () => {
    const ids = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { minLength: 1 });
    fc.assert(
      fc.property(ids, fc.nat(), fc.nat(), (list, i, j) => {
        const id = list[i % list.length] ?? '';
        const onto = list[j % list.length] ?? '';
        for (const next of [
          dropFeed(list, id, onto),
          moveFeed(list, id, 1),
          moveFeed(list, id, -1),
        ]) {
          expect([...next].sort()).toEqual([...list].sort());
        }
      }),
    );
  });
});
