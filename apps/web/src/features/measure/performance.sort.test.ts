import type { TeamPerformanceRow } from '@smm/model';
import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './performance.sort.js';

const row = (name: string, handled: number, median: number | null): TeamPerformanceRow => ({
  id: name,
  name,
  handled,
  replies: median === null ? 0 : 1,
  firstResponse: { count: median === null ? 0 : 1, median, p90: median },
});
const rows = [row('Bea', 3, 600), row('Ann', 5, null), row('Cid', 1, 60)];

describe('sortRows', () => {
  it.each([
    ['name', 'ascending', ['Ann', 'Bea', 'Cid']],
    ['name', 'descending', ['Cid', 'Bea', 'Ann']],
    ['handled', 'descending', ['Ann', 'Bea', 'Cid']],
    ['median', 'ascending', ['Cid', 'Bea', 'Ann']],
    ['median', 'descending', ['Bea', 'Cid', 'Ann']],
  ] as const)('by %s %s', (column, direction, expected) => {
    expect(sortRows(rows, { column, direction }, 'en').map((r) => r.name)).toEqual(expected);
  });
});

describe('nextSort', () => {
  it('turns the direction on the same column and starts a new one in its natural order', () => {
    expect(nextSort({ column: 'name', direction: 'ascending' }, 'name').direction).toBe(
      'descending',
    );
    expect(nextSort({ column: 'name', direction: 'ascending' }, 'handled')).toEqual({
      column: 'handled',
      direction: 'descending',
    });
    expect(nextSort({ column: 'handled', direction: 'descending' }, 'median').direction).toBe(
      'ascending',
    );
  });
});
