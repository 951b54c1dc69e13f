import { useLingui } from '@lingui/react';
import { publishMessages as m, translate } from '@smm/i18n';
import type { Locale, PublishPost } from '@smm/model';
import {
  byLocalHour,
  hourKey,
  suggestedTime,
  type LocalDate,
  type SuggestedTime,
} from '@smm/publish';
import { VisuallyHidden } from '@smm/ui';
import { useEffect, useMemo, useRef } from 'react';
import { dayHeading, hourText, longDate, rangeText } from '../publish.format.js';
import * as styles from './Calendar.css.js';
import { CalendarCell } from './CalendarCell.js';

/** Posts an hour shows before "+N more". */
const HOUR_POSTS = 3;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** The hour the week opens at when it has nothing earlier to show. */
const FIRST_SHOWN_HOUR = 7;

/** Props of {@link WeekView}. */
export interface WeekViewProps {
  /** The 7 dates of the week, in order. */
  readonly days: readonly LocalDate[];
  readonly posts: readonly PublishPost[];
  readonly zone: string;
  /** The current instant: past slots offer no new post. */
  readonly now: string;
  /** Today's date in the zone. */
  readonly today: LocalDate;
  readonly onCreate: (time: SuggestedTime) => void;
  readonly onOpen: (post: PublishPost) => void;
  readonly onMore: (date: LocalDate, posts: readonly PublishPost[]) => void;
}

/**
 * The calendar's week: a table of 7 day columns and 24 hour rows, each post at its local hour
 * in the person's zone (on the day the clocks go back, both of a repeated hour's posts are in its
 * row). It opens scrolled to the morning, or earlier when a post is earlier.
 */
export function WeekView({
  days,
  posts,
  zone,
  now,
  today,
  onCreate,
  onOpen,
  onMore,
}: WeekViewProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const scroller = useRef<HTMLDivElement>(null);
  const cells = useMemo(() => byLocalHour(posts, zone), [posts, zone]);
  const suggestions = useMemo(
    () =>
      Object.fromEntries(
        days.flatMap((date) =>
          HOURS.map((hour) => [hourKey(date, hour), suggestedTime(date, hour, now, zone)]),
        ),
      ),
    [days, now, zone],
  );
  const firstHour = Math.min(
    FIRST_SHOWN_HOUR,
    ...Object.keys(cells).map((key) => Number(key.slice(11, 13))),
  );
  const first = days[0] ?? today;
  const last = days[6] ?? today;

  useEffect(() => {
    const element = scroller.current;
    const row = element?.querySelector<HTMLElement>(`[data-hour="${firstHour}"]`);
    const head = element?.querySelector<HTMLElement>('thead');
    if (element && row) element.scrollTop = row.offsetTop - (head?.offsetHeight ?? 0);
    // When another week (or an earlier post) is shown; otherwise the person's scrolling stays.
  }, [first, firstHour]);

  return (
    <div
      className={styles.weekScroller}
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label={translate(i18n, m.weekGrid, { range: rangeText(first, last, locale) })}
    >
      <table className={styles.table}>
        <colgroup>
          <col className={styles.gutter} />
          {days.map((date) => (
            <col key={date} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className={styles.gutterHeading}>
              <VisuallyHidden>{i18n._(m.hour)}</VisuallyHidden>
            </th>
            {days.map((date) => {
              const heading = dayHeading(date, locale);
              const isToday = date === today;
              return (
                <th
                  key={date}
                  scope="col"
                  className={`${styles.columnHeading} ${isToday ? styles.todayHeading : ''}`}
                  aria-current={isToday ? 'date' : undefined}
                >
                  <span className={styles.dayHeading}>
                    <span aria-hidden="true">{heading.weekday}</span>
                    <span
                      aria-hidden="true"
                      className={`${styles.dayNumber} ${isToday ? styles.dayNumberToday : ''}`}
                    >
                      {heading.day}
                    </span>
                    <VisuallyHidden>
                      {isToday
                        ? `${longDate(date, locale)}, ${i18n._(m.today)}`
                        : longDate(date, locale)}
                    </VisuallyHidden>
                  </span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {HOURS.map((hour) => (
            <tr key={hour} data-hour={hour}>
              <th scope="row" className={styles.hourHeading}>
                {hourText(hour)}
              </th>
              {days.map((date) => {
                const key = hourKey(date, hour);
                return (
                  <CalendarCell
                    key={key}
                    kind="hour"
                    date={date}
                    hour={hour}
                    posts={cells[key] ?? []}
                    max={HOUR_POSTS}
                    zone={zone}
                    today={date === today}
                    suggestion={suggestions[key] ?? null}
                    onCreate={onCreate}
                    onOpen={onOpen}
                    onMore={onMore}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
