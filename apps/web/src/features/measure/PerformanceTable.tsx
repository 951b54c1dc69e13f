import { useLingui } from '@lingui/react';
import { dateLocale, measureMessages as m } from '@smm/i18n';
import type { Locale, TeamPerformanceRow } from '@smm/model';
import { EmptyState, Icon, VisuallyHidden } from '@smm/ui';
import { useMemo, useState } from 'react';
import { formatWait } from './measure.format.js';
import * as styles from './Measure.css.js';
import {
  nextSort,
  sortRows,
  type PerformanceColumn,
  type PerformanceSort,
} from './performance.sort.js';

/** Props of {@link PerformanceTable}. */
export interface PerformanceTableProps {
  readonly rows: readonly TeamPerformanceRow[];
  /** Rows of teams or of people: names the first column. */
  readonly by: 'team' | 'person';
  readonly locale: Locale;
  /** The table's caption (the card's title), for screen readers. */
  readonly caption: string;
  readonly initialSort?: PerformanceSort;
}

/**
 * First response by team or by person: handled items, first answers, and the median and 90th
 * percentile of the first-response time; every column sorts by a click on its header.
 */
export function PerformanceTable(props: PerformanceTableProps) {
  const { i18n } = useLingui();
  const language = dateLocale(props.locale);
  const [sort, setSort] = useState<PerformanceSort>(
    props.initialSort ?? { column: 'name', direction: 'ascending' },
  );
  const sorted = useMemo(() => sortRows(props.rows, sort, language), [props.rows, sort, language]);
  if (props.rows.length === 0) {
    return <EmptyState headingLevel={3} icon="barChart" title={i18n._(m.rowsEmpty)} />;
  }
  const count = new Intl.NumberFormat(language);
  const wait = (seconds: number | null) =>
    seconds === null ? '—' : formatWait(seconds, props.locale);
  const columns: { key: PerformanceColumn; label: string }[] = [
    { key: 'name', label: i18n._(props.by === 'team' ? m.columnTeam : m.columnPerson) },
    { key: 'handled', label: i18n._(m.handled) },
    { key: 'replies', label: i18n._(m.columnReplies) },
    { key: 'median', label: i18n._(m.columnMedian) },
    { key: 'p90', label: i18n._(m.columnP90) },
  ];
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-table={props.by}>
        <caption>
          <VisuallyHidden>{props.caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = sort.column === column.key;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={styles.headerCell}
                  aria-sort={active ? sort.direction : undefined}
                  data-column={column.key}
                >
                  <button
                    type="button"
                    className={styles.sortButton}
                    onClick={() => setSort(nextSort(sort, column.key))}
                  >
                    {column.label}
                    {active ? (
                      <Icon name={sort.direction === 'ascending' ? 'chevronUp' : 'chevronDown'} />
                    ) : null}
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={row.id} data-row={row.id}>
              <th scope="row" className={styles.cell} style={{ fontWeight: 'normal' }}>
                {row.name}
              </th>
              <td className={styles.cell}>{count.format(row.handled)}</td>
              <td className={styles.cell}>{count.format(row.replies)}</td>
              <td className={styles.cell} data-seconds={row.firstResponse.median ?? ''}>
                {wait(row.firstResponse.median)}
              </td>
              <td className={styles.cell} data-seconds={row.firstResponse.p90 ?? ''}>
                {wait(row.firstResponse.p90)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
