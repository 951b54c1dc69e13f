import { useLingui } from '@lingui/react';
import { chartMessages as m, translate } from '@smm/i18n';
import { Button, VisuallyHidden } from '@smm/ui';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Chart } from './Chart.js';
import type { ChartData, ValueFormatter } from './chart.data.js';
import { formatCompact, formatDay, formatNumber } from './chart.format.js';
import * as styles from './ChartFigure.css.js';

/** Props of {@link ChartFigure}. */
export interface ChartFigureProps {
  /** The chart's title: its caption and the name of its table. */
  readonly title: string;
  readonly data: ChartData;
  /** The header of the table's first column (e.g. "Day", "Network"). */
  readonly axisLabel: string;
  /** Formats values (default: numbers in the language); e.g. durations. */
  readonly formatValue?: ValueFormatter;
  /** The chart's height in pixels (default 240). */
  readonly height?: number;
  /** Shown at the right of the title, before the table toggle. */
  readonly actions?: ReactNode;
}

/**
 * A chart with its data table (issue 31): the title, the chart, and the same values as a table —
 * always there for screen readers, shown instead of the chart with "Show as table". Days and
 * numbers are formatted in the person's language; an empty chart says there is no data.
 */
export function ChartFigure({
  title,
  data,
  axisLabel,
  formatValue,
  height = 240,
  actions,
}: ChartFigureProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const format = useMemo<ValueFormatter>(
    () => formatValue ?? ((value) => formatNumber(value, locale)),
    [formatValue, locale],
  );
  const tick = useMemo<ValueFormatter>(
    () => formatValue ?? ((value) => formatCompact(value, locale)),
    [formatValue, locale],
  );
  const labels = useMemo(
    () => data.labels.map((label) => (data.axis === 'day' ? formatDay(label, locale) : label)),
    [data, locale],
  );
  const hasData = data.series.some((series) => series.values.some((value) => value !== null));
  const summary = translate(i18n, m.summary, {
    title,
    series: data.series.map((series) => series.label).join(', '),
    first: labels[0] ?? '',
    last: labels[labels.length - 1] ?? '',
  });

  const table = (
    <table className={styles.table}>
      <caption>
        <VisuallyHidden>{title}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col" className={styles.columnHeader} style={{ textAlign: 'left' }}>
            {axisLabel}
          </th>
          {data.series.map((series) => (
            <th key={series.label} scope="col" className={styles.columnHeader}>
              {series.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {labels.map((label, row) => (
          <tr key={data.labels[row]}>
            <th scope="row" className={styles.rowHeader}>
              {label}
            </th>
            {data.series.map((series) => {
              const value = series.values[row];
              return (
                <td key={series.label} className={styles.cell}>
                  {value === null || value === undefined ? '–' : format(value)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <div className={styles.header}>
        <figcaption id={titleId} className={styles.title}>
          {title}
        </figcaption>
        <div>
          {actions}
          {hasData ? (
            <Button variant="ghost" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
              {i18n._(asTable ? m.showChart : m.showTable)}
            </Button>
          ) : null}
        </div>
      </div>
      {!hasData ? (
        <p className={styles.empty}>{i18n._(m.noData)}</p>
      ) : asTable ? (
        <div className={styles.tableBox} tabIndex={0} role="region" aria-label={title}>
          {table}
        </div>
      ) : (
        <>
          <div className={styles.canvasBox} style={{ height }}>
            <Chart
              data={data}
              labels={labels}
              formatValue={format}
              formatTick={tick}
              summary={summary}
            />
          </div>
          <div className={styles.hiddenTable}>{table}</div>
        </>
      )}
    </figure>
  );
}
