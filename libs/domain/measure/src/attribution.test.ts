import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeRows, performanceRows, type AttributedItem } from './attribution.rules.js';

const item = (firstAnswerBy: string | null, waitSeconds: number | null, closedBy: string[] = []) =>
  ({ firstAnswerBy, waitSeconds, closedBy }) satisfies AttributedItem;

const care = { id: 'care', name: 'Care', memberIds: ['ann', 'bob'] };
const social = { id: 'social', name: 'Social', memberIds: ['cid'] };

describe('performanceRows', () => {
  it.each([
    ['no items', [], { handled: 0, replies: 0, median: null }],
    ["a member's first answer", [item('ann', 60)], { handled: 1, replies: 1, median: 60 }],
    ["someone else's first answer", [item('cid', 60)], { handled: 0, replies: 0, median: null }],
    ['a first answer by automation', [item(null, 60)], { handled: 0, replies: 0, median: null }],
    [
      'an item a member closed',
      [item(null, null, ['bob'])],
      { handled: 1, replies: 0, median: null },
    ],
    [
      'an item a member answered and another closed (once)',
      [item('ann', 30, ['bob'])],
      { handled: 1, replies: 1, median: 30 },
    ],
    [
      'two members answering',
      [item('ann', 60), item('bob', 180)],
      { handled: 2, replies: 2, median: 120 },
    ],
  ])('counts %s', (_, items, expected) => {
    const [row] = performanceRows(items, [care]);
    expect({
      handled: row?.handled,
      replies: row?.replies,
      median: row?.firstResponse.median,
    }).toEqual(expected);
  });

  it('keeps the groups in their order, each with its own members', () => {
    const rows = performanceRows([item('cid', 10), item('ann', 20)], [social, care]);
    expect(rows.map((row) => [row.id, row.replies])).toEqual([
      ['social', 1],
      ['care', 1],
    ]);
  });

  it('never gives a group more replies than handled items, nor more than there are items', () => {
    const people = fc.constantFrom('ann', 'bob', 'cid', 'dan');
    const arbitraryItem = fc.record({
      firstAnswerBy: fc.option(people, { nil: null }),
      waitSeconds: fc.integer({ min: 0, max: 100_000 }),
      closedBy: fc.array(people, { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(arbitraryItem, { maxLength: 40 }), (items) => {
        for (const row of performanceRows(items, [care, social])) {
          expect(row.replies).toBeLessThanOrEqual(row.handled);
          expect(row.handled).toBeLessThanOrEqual(items.length);
          expect(row.firstResponse.count).toBe(row.replies);
        }
        // Each person's replies add up to the items answered by anyone in the groups.
        const persons = ['ann', 'bob', 'cid', 'dan'].map((id) => ({
          id,
          name: id,
          memberIds: [id],
        }));
        const total = performanceRows(items, persons).reduce((sum, row) => sum + row.replies, 0);
        expect(total).toBe(items.filter((i) => i.firstAnswerBy !== null).length);
      }),
    );
  });
});

describe('activeRows', () => {
  it('keeps the people who handled anything, most first, then by name', () => {
    const rows = performanceRows(
      [item('bob', 1), item('ann', 2), item('ann', 3), item('cid', 4)],
      ['dan', 'cid', 'bob', 'ann'].map((id) => ({ id, name: id, memberIds: [id] })),
    );
    expect(activeRows(rows).map((row) => row.id)).toEqual(['ann', 'bob', 'cid']);
  });
});
