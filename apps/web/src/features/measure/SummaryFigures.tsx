import { useLingui } from '@lingui/react';
import { dateLocale, measureMessages as m } from '@smm/i18n';
import type { Locale, TeamPerformanceSummary } from '@smm/model';
import { formatWait } from './measure.format.js';
import * as styles from './Measure.css.js';

/** Props of {@link SummaryFigures}. */
export interface SummaryFiguresProps {
  readonly summary: TeamPerformanceSummary;
  readonly locale: Locale;
}

/**
 * The summary of team performance: items received, handled and answered, and the median and
 * 90th percentile of the first-response time in words ("4 mins 10 secs").
 */
export function SummaryFigures({ summary, locale }: SummaryFiguresProps) {
  const { i18n } = useLingui();
  const count = new Intl.NumberFormat(dateLocale(locale));
  const wait = (seconds: number | null) =>
    seconds === null ? i18n._(m.noAnswer) : formatWait(seconds, locale);
  const figures = [
    { key: 'received', label: i18n._(m.received), value: count.format(summary.received) },
    { key: 'handled', label: i18n._(m.handled), value: count.format(summary.handled) },
    { key: 'answered', label: i18n._(m.answered), value: count.format(summary.answered) },
    { key: 'median', label: i18n._(m.median), value: wait(summary.firstResponse.median) },
    { key: 'p90', label: i18n._(m.p90), value: wait(summary.firstResponse.p90) },
  ];
  return (
    <dl className={styles.figures}>
      {figures.map((figure) => (
        <div key={figure.key} className={styles.figure} data-figure={figure.key}>
          <dd className={styles.figureValue}>{figure.value}</dd>
          <dt className={styles.figureLabel}>{figure.label}</dt>
        </div>
      ))}
    </dl>
  );
}
