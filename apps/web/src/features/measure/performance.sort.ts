import type { TeamPerformanceRow } from '@smm/model';

/** The columns a performance table sorts by. */
export type PerformanceColumn = 'name' | 'handled' | 'replies' | 'median' | 'p90';

/** How a performance table is sorted. */
export interface PerformanceSort {
  readonly column: PerformanceColumn;
  readonly direction: 'ascending' | 'descending';
}

const valueOf = (row: TeamPerformanceRow, column: Exclude<PerformanceColumn, 'name'>) =>
  column === 'handled'
    ? row.handled
    : column === 'replies'
      ? row.replies
      : column === 'median'
        ? row.firstResponse.median
        : row.firstResponse.p90;

/**
 * Rows sorted by a column: names by the language's collation, numbers by value; rows without a
 * time (nothing answered) always last; ties by name.
 *
 * @example
 * sortRows(rows, { column: 'median', direction: 'ascending' }, 'en')
 */
export function sortRows(
  rows: readonly TeamPerformanceRow[],
  sort: PerformanceSort,
  locale: string,
): TeamPerformanceRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const byName = (a: TeamPerformanceRow, b: TeamPerformanceRow) =>
    a.name.localeCompare(b.name, locale);
  return [...rows].sort((a, b) => {
    if (sort.column === 'name') return sign * byName(a, b);
    const x = valueOf(a, sort.column);
    const y = valueOf(b, sort.column);
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return sign * (x - y) || byName(a, b);
  });
}

/** The sort after a click on a column: the other direction on the same column, else its first. */
export function nextSort(current: PerformanceSort, column: PerformanceColumn): PerformanceSort {
  if (current.column === column) {
    return {
      column,
      direction: current.direction === 'ascending' ? 'descending' : 'ascending',
    };
  }
  return {
    column,
    direction:
      column === 'name' || column === 'median' || column === 'p90' ? 'ascending' : 'descending',
  };
}
