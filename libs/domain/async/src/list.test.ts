import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bidiIds,
  bidiListReducer,
  initialBidiList,
  initialPagedList,
  pagedListReducer,
  toBidiPagination,
} from './index.js';

describe('paged list (platform §4)', () => {
  it('loads, grows the offset by the limit and is all loaded on a short page', () => {
    let list = initialPagedList(2);
    list = pagedListReducer(list, { type: 'page.request', offset: 0 });
    expect(list.loading).toBe(true);
    list = pagedListReducer(list, { type: 'page.success', offset: 0, ids: ['a', 'b'] });
    expect(list).toMatchObject({
      ids: ['a', 'b'],
      offset: 2,
      loading: false,
      initialLoadDone: true,
      allLoaded: false,
    });
    list = pagedListReducer(list, { type: 'page.success', offset: 2, ids: ['c'] });
    expect(list).toMatchObject({ ids: ['a', 'b', 'c'], offset: 4, allLoaded: true });
  });

  it('clears earlier ids on the first page', () => {
    let list = pagedListReducer(initialPagedList(2), {
      type: 'page.success',
      offset: 0,
      ids: ['a', 'b'],
    });
    list = pagedListReducer(list, { type: 'page.success', offset: 0, ids: ['z'] });
    expect(list.ids).toEqual(['z']);
  });

  it('stores a failure in the API error shape and keeps the ids', () => {
    let list = pagedListReducer(initialPagedList(2), {
      type: 'page.success',
      offset: 0,
      ids: ['a', 'b'],
    });
    list = pagedListReducer(list, { type: 'page.failure', error: new Error('timeout') });
    expect(list.error).toMatchObject({ status: 500, message: 'timeout' });
    expect(list.ids).toEqual(['a', 'b']);
    expect(list.loading).toBe(false);
  });

  it('never duplicates or loses an id, and is all loaded exactly after a short page', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.array(
          fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'), { maxLength: 6 }),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        (limit, pages) => {
          let list = initialPagedList(limit);
          let expected: string[] = [];
          for (const [index, page] of pages.entries()) {
            const ids = page.slice(0, limit);
            const offset = index === 0 ? 0 : list.offset;
            list = pagedListReducer(list, { type: 'page.success', offset, ids });
            expected = offset === 0 ? [] : expected;
            for (const id of ids) if (!expected.includes(id)) expected.push(id);
            expect(list.allLoaded).toBe(ids.length < limit);
          }
          expect(list.ids).toEqual(expected);
          expect(new Set(list.ids).size).toBe(list.ids.length);
        },
      ),
    );
  });
});

describe('bidirectional list (engage §3, §4)', () => {
  it('loads older messages in front and newer behind the anchor', () => {
    let list = initialBidiList('m5', 2);
    list = bidiListReducer(list, { type: 'before.request' });
    expect(toBidiPagination(list).isLoading).toBe(true);
    list = bidiListReducer(list, { type: 'before.success', ids: ['m3', 'm4'] });
    list = bidiListReducer(list, { type: 'before.success', ids: ['m2'] });
    list = bidiListReducer(list, { type: 'after.success', ids: ['m6', 'm7'] });
    expect(bidiIds(list)).toEqual(['m2', 'm3', 'm4', 'm5', 'm6', 'm7']);
    expect(toBidiPagination(list)).toEqual({
      isLoading: false,
      allLoaded: false,
      before: ['m2', 'm3', 'm4'],
      after: ['m6', 'm7'],
    });
    list = bidiListReducer(list, { type: 'after.success', ids: [] });
    expect(toBidiPagination(list).allLoaded).toBe(true);
  });

  it('never lists an id twice, in any order of pages', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            direction: fc.constantFrom('before', 'after'),
            ids: fc.array(fc.constantFrom('m1', 'm2', 'm3', 'm4', 'm5', 'm6'), { maxLength: 4 }),
          }),
          { maxLength: 10 },
        ),
        (pages) => {
          let list = initialBidiList('m3', 3);
          for (const page of pages) {
            list = bidiListReducer(list, {
              type: `${page.direction}.success` as 'before.success',
              ids: page.ids,
            });
          }
          const ids = bidiIds(list);
          expect(new Set(ids).size).toBe(ids.length);
          for (const page of pages) for (const id of page.ids) expect(ids).toContain(id);
        },
      ),
    );
  });
});
