import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  isSelected,
  type Selection,
  type SelectionEvent,
  selectedCount,
  selectedIds,
  selectionReducer,
} from './index.js';

const ORDER = ['a', 'b', 'c', 'd', 'e'];

const run = (events: readonly SelectionEvent[], from: Selection = EMPTY_SELECTION): Selection =>
  events.reduce(selectionReducer, from);

const sorted = (ids: ReadonlySet<string>): string[] => [...ids].sort();

describe('selectionReducer', () => {
  it.each<[string, SelectionEvent[], string[], string | null, boolean]>([
    ['toggle selects one', [{ type: 'toggle', id: 'b' }], ['b'], 'b', false],
    [
      'toggle again deselects it and keeps it as the anchor',
      [
        { type: 'toggle', id: 'b' },
        { type: 'toggle', id: 'b' },
      ],
      [],
      'b',
      false,
    ],
    [
      'range from the anchor down',
      [
        { type: 'toggle', id: 'b' },
        { type: 'range', id: 'd', order: ORDER },
      ],
      ['b', 'c', 'd'],
      'd',
      false,
    ],
    [
      'range from the anchor up',
      [
        { type: 'toggle', id: 'd' },
        { type: 'range', id: 'a', order: ORDER },
      ],
      ['a', 'b', 'c', 'd'],
      'a',
      false,
    ],
    [
      'range adds to what was selected',
      [
        { type: 'toggle', id: 'a' },
        { type: 'toggle', id: 'd' },
        { type: 'range', id: 'e', order: ORDER },
      ],
      ['a', 'd', 'e'],
      'e',
      false,
    ],
    [
      'range chains from the last click',
      [
        { type: 'toggle', id: 'a' },
        { type: 'range', id: 'b', order: ORDER },
        { type: 'range', id: 'd', order: ORDER },
      ],
      ['a', 'b', 'c', 'd'],
      'd',
      false,
    ],
    [
      'range without an anchor selects the one clicked',
      [{ type: 'range', id: 'c', order: ORDER }],
      ['c'],
      'c',
      false,
    ],
    [
      'range from an anchor that left the list selects the one clicked',
      [
        { type: 'toggle', id: 'z' },
        { type: 'range', id: 'c', order: ORDER },
      ],
      ['c', 'z'],
      'c',
      false,
    ],
    [
      'range to an id not in the list does nothing',
      [
        { type: 'toggle', id: 'a' },
        { type: 'range', id: 'z', order: ORDER },
      ],
      ['a'],
      'a',
      false,
    ],
    ['selectAll', [{ type: 'toggle', id: 'a' }, { type: 'selectAll' }], [], 'a', true],
    [
      'toggle while all are selected keeps the others loaded',
      [{ type: 'selectAll' }, { type: 'toggle', id: 'c', order: ORDER }],
      ['a', 'b', 'd', 'e'],
      'c',
      false,
    ],
    [
      'clear',
      [{ type: 'toggle', id: 'a' }, { type: 'selectAll' }, { type: 'clear' }],
      [],
      null,
      false,
    ],
    [
      'retain drops ids that left and the anchor',
      [
        { type: 'toggle', id: 'a' },
        { type: 'toggle', id: 'c' },
        { type: 'retain', order: ['a', 'b'] },
      ],
      ['a'],
      null,
      false,
    ],
    [
      'retain keeps the anchor still there',
      [
        { type: 'toggle', id: 'c' },
        { type: 'toggle', id: 'a' },
        { type: 'retain', order: ['a', 'b'] },
      ],
      ['a'],
      'a',
      false,
    ],
    [
      'retain keeps all on: all is the feed, not the list',
      [{ type: 'selectAll' }, { type: 'retain', order: [] }],
      [],
      null,
      true,
    ],
  ])('%s', (_what, events, ids, anchorId, all) => {
    const state = run(events);
    expect(sorted(state.ids)).toEqual(ids);
    expect(state.anchorId).toBe(anchorId);
    expect(state.all).toBe(all);
  });

  it('returns the same state when nothing changes', () => {
    const state = run([{ type: 'toggle', id: 'a' }]);
    expect(selectionReducer(state, { type: 'retain', order: ORDER })).toBe(state);
    expect(selectionReducer(state, { type: 'range', id: 'z', order: ORDER })).toBe(state);
    expect(selectionReducer(EMPTY_SELECTION, { type: 'clear' })).toBe(EMPTY_SELECTION);
  });

  it('does not change the state it is given', () => {
    const state = run([{ type: 'toggle', id: 'a' }]);
    selectionReducer(state, { type: 'toggle', id: 'b' });
    selectionReducer(state, { type: 'range', id: 'e', order: ORDER });
    expect(sorted(state.ids)).toEqual(['a']);
  });
});

describe('reading the selection', () => {
  const some = run([
    { type: 'toggle', id: 'd' },
    { type: 'toggle', id: 'b' },
  ]);
  const all = run([{ type: 'selectAll' }]);

  it.each<[string, Selection, string, boolean]>([
    ['a picked id', some, 'b', true],
    ['another id', some, 'c', false],
    ['any id while all are selected', all, 'not-loaded', true],
  ])('isSelected: %s', (_what, state, id, expected) => {
    expect(isSelected(state, id)).toBe(expected);
  });

  it('counts the picked ids, or the whole feed while all are selected', () => {
    expect(selectedCount(some, 1250)).toBe(2);
    expect(selectedCount(all, 1250)).toBe(1250);
    expect(selectedCount(EMPTY_SELECTION, 1250)).toBe(0);
  });

  it('lists the selected ids in list order', () => {
    expect(selectedIds(some, ORDER)).toEqual(['b', 'd']);
    expect(selectedIds(all, ORDER)).toEqual(ORDER);
    expect(selectedIds(some, ['d', 'c', 'b'])).toEqual(['d', 'b']);
  });
});

describe('selection invariants', () => {
  const id = fc.constantFrom<string>('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h');
  const order = fc.uniqueArray(id, { maxLength: 8 });
  const event: fc.Arbitrary<SelectionEvent> = fc.oneof(
    fc.record({ type: fc.constant('toggle' as const), id }),
    fc.record({ type: fc.constant('toggle' as const), id, order }),
    fc.record({ type: fc.constant('range' as const), id, order }),
    fc.record({ type: fc.constant('retain' as const), order }),
    fc.constant({ type: 'clear' as const }),
    fc.constant({ type: 'selectAll' as const }),
  );
  const state = fc.array(event, { maxLength: 12 }).map((events) => run(events));

  it('a range never selects an id outside the list', () => {
    fc.assert(
      fc.property(state, id, order, (before, clicked, list) => {
        const after = selectionReducer(before, { type: 'range', id: clicked, order: list });
        for (const added of after.ids) {
          if (!before.ids.has(added)) expect(list).toContain(added);
        }
      }),
    );
  });

  it('a range selects the clicked id and everything between it and the anchor', () => {
    fc.assert(
      fc.property(order, id, id, (list, anchor, clicked) => {
        fc.pre(list.includes(anchor) && list.includes(clicked));
        const after = run([
          { type: 'toggle', id: anchor },
          { type: 'range', id: clicked, order: list },
        ]);
        const [from, to] = [list.indexOf(anchor), list.indexOf(clicked)].sort((x, y) => x - y);
        expect(selectedIds(after, list)).toEqual(list.slice(from, (to as number) + 1));
      }),
    );
  });

  it('toggling the same id twice leaves the picked ids as they were', () => {
    fc.assert(
      fc.property(
        state.filter((s) => !s.all),
        id,
        (before, toggled) => {
          const after = run(
            [
              { type: 'toggle', id: toggled },
              { type: 'toggle', id: toggled },
            ],
            before,
          );
          expect(sorted(after.ids)).toEqual(sorted(before.ids));
        },
      ),
    );
  });

  it('retain keeps a subset of the ids, all of them in the list', () => {
    fc.assert(
      fc.property(state, order, (before, list) => {
        const after = selectionReducer(before, { type: 'retain', order: list });
        for (const kept of after.ids) {
          expect(before.ids.has(kept)).toBe(true);
          expect(list).toContain(kept);
        }
        for (const had of before.ids) {
          if (list.includes(had)) expect(after.ids.has(had)).toBe(true);
        }
        if (after.anchorId !== null) expect(list).toContain(after.anchorId);
      }),
    );
  });

  it('the count agrees with the listed ids when the list is the whole feed', () => {
    fc.assert(
      fc.property(state, order, (before, list) => {
        const retained = selectionReducer(before, { type: 'retain', order: list });
        expect(selectedIds(retained, list)).toHaveLength(selectedCount(retained, list.length));
      }),
    );
  });
});
