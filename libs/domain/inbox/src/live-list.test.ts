import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LiveEntry, type LiveMerge, mergeLive, removeFromList } from './index.js';

/** A sort key at minute `m` of a day: keys compare as strings like the ISO dates they are. */
const at = (minute: number): string =>
  `2026-11-20T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00.000Z`;

// a at 10:00, b at 09:00, c at 08:00, d at 07:00: newest first.
const KEYS: Record<string, string> = { a: at(600), b: at(540), c: at(480), d: at(420) };
const sortKeyOf = (id: string): string | undefined => KEYS[id];
const DESC = ['a', 'b', 'c', 'd'];
const ASC = ['d', 'c', 'b', 'a'];

describe('mergeLive', () => {
  it.each<
    [
      string,
      {
        ids: string[];
        incoming: LiveEntry[];
        direction: 'asc' | 'desc';
        allLoaded: boolean;
        anchorId: string | null;
      },
      LiveMerge,
    ]
  >([
    [
      'a new item at the top, the reader one row further down',
      {
        ids: DESC,
        incoming: [{ id: 'n', sortKey: at(660) }],
        direction: 'desc',
        allLoaded: false,
        anchorId: 'b',
      },
      { ids: ['n', 'a', 'b', 'c', 'd'], anchorShift: 1, inserted: ['n'], deferred: [] },
    ],
    [
      'a new item below the reader does not move them',
      {
        ids: DESC,
        incoming: [{ id: 'n', sortKey: at(500) }],
        direction: 'desc',
        allLoaded: false,
        anchorId: 'b',
      },
      { ids: ['a', 'b', 'n', 'c', 'd'], anchorShift: 0, inserted: ['n'], deferred: [] },
    ],
    [
      'a changed item moves up to its new place',
      {
        ids: DESC,
        incoming: [{ id: 'c', sortKey: at(700) }],
        direction: 'desc',
        allLoaded: false,
        anchorId: 'b',
      },
      { ids: ['c', 'a', 'b', 'd'], anchorShift: 1, inserted: [], deferred: [] },
    ],
    [
      'a changed item above the reader that moved below them',
      {
        ids: DESC,
        incoming: [{ id: 'a', sortKey: at(500) }],
        direction: 'desc',
        allLoaded: true,
        anchorId: 'b',
      },
      { ids: ['b', 'a', 'c', 'd'], anchorShift: -1, inserted: [], deferred: [] },
    ],
    [
      'an older new item is left for the next page while not all are loaded',
      {
        ids: DESC,
        incoming: [{ id: 'old', sortKey: at(100) }],
        direction: 'desc',
        allLoaded: false,
        anchorId: 'a',
      },
      { ids: DESC, anchorShift: 0, inserted: [], deferred: ['old'] },
    ],
    [
      'an older new item goes to the end when all are loaded',
      {
        ids: DESC,
        incoming: [{ id: 'old', sortKey: at(100) }],
        direction: 'desc',
        allLoaded: true,
        anchorId: 'a',
      },
      { ids: [...DESC, 'old'], anchorShift: 0, inserted: ['old'], deferred: [] },
    ],
    [
      'an item as old as the last loaded one stays',
      {
        ids: DESC,
        incoming: [{ id: 'n', sortKey: at(420) }],
        direction: 'desc',
        allLoaded: false,
        anchorId: null,
      },
      { ids: [...DESC, 'n'], anchorShift: 0, inserted: ['n'], deferred: [] },
    ],
    [
      'a changed item that sorts past the loaded pages leaves the list',
      {
        ids: ASC,
        incoming: [{ id: 'c', sortKey: at(900) }],
        direction: 'asc',
        allLoaded: false,
        anchorId: 'a',
      },
      { ids: ['d', 'b', 'a'], anchorShift: -1, inserted: [], deferred: ['c'] },
    ],
    [
      'ascending: a new item after the reader',
      {
        ids: ASC,
        incoming: [{ id: 'n', sortKey: at(550) }],
        direction: 'asc',
        allLoaded: true,
        anchorId: 'c',
      },
      { ids: ['d', 'c', 'b', 'n', 'a'], anchorShift: 0, inserted: ['n'], deferred: [] },
    ],
    [
      'several at once, one given twice: the last entry counts',
      {
        ids: DESC,
        incoming: [
          { id: 'n', sortKey: at(100) },
          { id: 'm', sortKey: at(570) },
          { id: 'n', sortKey: at(800) },
        ],
        direction: 'desc',
        allLoaded: false,
        anchorId: 'c',
      },
      { ids: ['n', 'a', 'm', 'b', 'c', 'd'], anchorShift: 2, inserted: ['n', 'm'], deferred: [] },
    ],
    [
      'nothing loaded yet: everything waits for the first page',
      {
        ids: [],
        incoming: [{ id: 'n', sortKey: at(800) }],
        direction: 'desc',
        allLoaded: false,
        anchorId: null,
      },
      { ids: [], anchorShift: 0, inserted: [], deferred: ['n'] },
    ],
    [
      'an empty feed that is all loaded takes it',
      {
        ids: [],
        incoming: [{ id: 'n', sortKey: at(800) }],
        direction: 'desc',
        allLoaded: true,
        anchorId: null,
      },
      { ids: ['n'], anchorShift: 0, inserted: ['n'], deferred: [] },
    ],
    [
      'an anchor not in the list: no shift',
      {
        ids: DESC,
        incoming: [{ id: 'n', sortKey: at(800) }],
        direction: 'desc',
        allLoaded: true,
        anchorId: 'gone',
      },
      { ids: ['n', ...DESC], anchorShift: 0, inserted: ['n'], deferred: [] },
    ],
    [
      'a changed item that keeps its key stays after its equals',
      {
        ids: DESC,
        incoming: [{ id: 'b', sortKey: at(540) }],
        direction: 'desc',
        allLoaded: false,
        anchorId: 'a',
      },
      { ids: DESC, anchorShift: 0, inserted: [], deferred: [] },
    ],
  ])('%s', (_what, args, expected) => {
    expect(mergeLive({ ...args, sortKeyOf })).toEqual(expected);
  });

  it('does not change the list it is given', () => {
    const ids = [...DESC];
    mergeLive({
      ids,
      sortKeyOf,
      incoming: [{ id: 'd', sortKey: at(900) }],
      direction: 'desc',
      allLoaded: true,
      anchorId: 'a',
    });
    expect(ids).toEqual(DESC);
  });
});

describe('removeFromList', () => {
  it.each<[string, string[], string | null, LiveMerge]>([
    [
      'rows above the reader',
      ['a', 'b'],
      'c',
      { ids: ['c', 'd'], anchorShift: -2, inserted: [], deferred: [] },
    ],
    [
      'rows below the reader',
      ['d'],
      'b',
      { ids: ['a', 'b', 'c'], anchorShift: 0, inserted: [], deferred: [] },
    ],
    [
      'the reader’s row itself: the next one takes its place',
      ['a', 'c'],
      'c',
      { ids: ['b', 'd'], anchorShift: -1, inserted: [], deferred: [] },
    ],
    [
      'no anchor',
      ['a'],
      null,
      { ids: ['b', 'c', 'd'], anchorShift: 0, inserted: [], deferred: [] },
    ],
    ['ids not in the list', ['x'], 'b', { ids: DESC, anchorShift: 0, inserted: [], deferred: [] }],
  ])('%s', (_what, removed, anchorId, expected) => {
    expect(removeFromList(DESC, removed, anchorId)).toEqual(expected);
  });
});

describe('live list invariants', () => {
  const id = fc.integer({ min: 0, max: 30 }).map((n) => `i${n}`);
  const key = fc.integer({ min: 0, max: 40 }).map(at);
  const direction = fc.constantFrom('asc' as const, 'desc' as const);

  /** A shown list: unique ids with keys, sorted in `direction`. */
  const scenario = fc
    .record({
      shown: fc.uniqueArray(fc.tuple(id, key), { selector: ([shownId]) => shownId, maxLength: 15 }),
      incoming: fc.array(fc.record({ id, sortKey: key }), { maxLength: 8 }),
      direction,
      allLoaded: fc.boolean(),
      anchor: fc.option(id, { nil: null }),
    })
    .map(({ shown, incoming, direction, allLoaded, anchor }) => {
      const sign = direction === 'asc' ? 1 : -1;
      const sorted = [...shown].sort(([, x], [, y]) => sign * x.localeCompare(y));
      const keys = new Map(sorted);
      return {
        ids: sorted.map(([shownId]) => shownId),
        keys,
        sortKeyOf: (shownId: string) => keys.get(shownId),
        incoming,
        direction,
        allLoaded,
        anchorId: anchor,
      };
    });

  const effectiveKeys = (s: { keys: Map<string, string>; incoming: readonly LiveEntry[] }) => {
    const keys = new Map(s.keys);
    for (const entry of s.incoming) keys.set(entry.id, entry.sortKey);
    return keys;
  };

  it('never shows an id twice', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { ids } = mergeLive(s);
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });

  it('keeps the list sorted, changed items at their new key', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const keys = effectiveKeys(s);
        const merged = mergeLive(s).ids.map((shownId) => keys.get(shownId) as string);
        const sign = s.direction === 'asc' ? 1 : -1;
        for (let i = 1; i < merged.length; i++) {
          expect(
            sign * (merged[i] as string).localeCompare(merged[i - 1] as string),
          ).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('loses nothing: every id is shown or deferred, inserted are exactly the new ones', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const result = mergeLive(s);
        const all = new Set([...s.ids, ...s.incoming.map((entry) => entry.id)]);
        expect(new Set([...result.ids, ...result.deferred])).toEqual(all);
        expect(result.inserted).toEqual(result.ids.filter((shownId) => !s.ids.includes(shownId)));
        for (const shownId of s.ids) {
          if (!s.incoming.some((entry) => entry.id === shownId))
            expect(result.ids).toContain(shownId);
        }
      }),
    );
  });

  it('defers nothing once every page is loaded, and only what sorts after the last loaded row', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const result = mergeLive(s);
        if (s.allLoaded) expect(result.deferred).toEqual([]);
        const last = s.ids.at(-1);
        if (last === undefined) return;
        const boundary = s.keys.get(last) as string;
        const keys = effectiveKeys(s);
        const sign = s.direction === 'asc' ? 1 : -1;
        for (const deferredId of result.deferred) {
          expect(sign * (keys.get(deferredId) as string).localeCompare(boundary)).toBeGreaterThan(
            0,
          );
        }
      }),
    );
  });

  it('reports the anchor’s move', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const result = mergeLive(s);
        const from = s.anchorId === null ? -1 : s.ids.indexOf(s.anchorId);
        const to = s.anchorId === null ? -1 : result.ids.indexOf(s.anchorId);
        expect(result.anchorShift).toBe(from < 0 || to < 0 ? 0 : to - from);
      }),
    );
  });

  it('removing keeps the anchor’s row, or its successor, at the shifted index', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(id, { maxLength: 15 }),
        fc.array(id, { maxLength: 8 }),
        fc.nat(),
        (ids, removed, pick) => {
          fc.pre(ids.length > 0);
          const anchor = ids[pick % ids.length] as string;
          const result = removeFromList(ids, removed, anchor);
          expect(result.ids).toEqual(ids.filter((kept) => !removed.includes(kept)));
          const from = ids.indexOf(anchor);
          const successor = ids.slice(from).find((kept) => !removed.includes(kept));
          if (successor !== undefined) {
            expect(result.ids.indexOf(successor)).toBe(from + result.anchorShift);
          }
        },
      ),
    );
  });
});
