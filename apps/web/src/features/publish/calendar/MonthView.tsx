import { useLingui } from '@lingui/react';
import { publishMessages as m, translate } from '@smm/i18n';
import type { Locale, PublishPost } from '@smm/model';
import {
  byLocalDay,
  inMonth,
  MONTH_DAY_POSTS,
  suggestedTime,
  type LocalDate,
  type SuggestedTime,
} from '@smm/publish';
import { useMemo } from 'react';
import { dayHeading, monthText } from '../publish.format.js';
import * as styles from './Calendar.css.js';
import { CalendarCell } from './CalendarCell.js';

/** Props of {@link MonthView}. */
export interface MonthViewProps {
  /** The grid's weeks of 7 dates (`monthGrid`). */
  readonly weeks: readonly (readonly LocalDate[])[];
  /** Any date of the month shown. */
  readonly month: LocalDate;
  readonly posts: readonly PublishPost[];
  readonly zone: string;
  readonly now: string;
  readonly today: LocalDate;
  readonly onCreate: (time: SuggestedTime) => void;
  readonly onOpen: (post: PublishPost) => void;
  readonly onMore: (date: LocalDate, posts: readonly PublishPost[]) => void;
}

/**
 * The calendar's month: a table of weeks and days, each day with its first posts (in the
 * person's zone) and "+N more".
 */
export function MonthView({
  weeks,
  month,
  posts,
  zone,
  now,
  today,
  onCreate,
  onOpen,
  onMore,
}: MonthViewProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const days = useMemo(() => byLocalDay(posts, zone), [posts, zone]);
  const suggestions = useMemo(
    () =>
      Object.fromEntries(
        weeks.flat().map((date) => [date, suggestedTime(date, undefined, now, zone)]),
      ),
    [weeks, now, zone],
  );
  return (
    <div className={styles.monthFrame}>
      <table
        className={styles.table}
        aria-label={translate(i18n, m.monthGrid, { month: monthText(month, locale) })}
      >
        <thead>
          <tr>
            {(weeks[0] ?? []).map((date) => (
              <th key={date} scope="col" className={styles.columnHeading}>
                {dayHeading(date, locale).weekday}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((date) => (
                <CalendarCell
                  key={date}
                  kind="day"
                  date={date}
                  posts={days[date] ?? []}
                  max={MONTH_DAY_POSTS}
                  zone={zone}
                  today={date === today}
                  outside={!inMonth(date, month)}
                  suggestion={suggestions[date] ?? null}
                  onCreate={onCreate}
                  onOpen={onOpen}
                  onMore={onMore}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
