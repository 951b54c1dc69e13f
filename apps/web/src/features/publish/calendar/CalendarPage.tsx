import { useLingui } from '@lingui/react';
import type { Locale, PublishPost } from '@smm/model';
import {
  addDays,
  addMonths,
  dayRange,
  firstDayOfWeek,
  localDate,
  monthGrid,
  weekDates,
  type LocalDate,
  type SuggestedTime,
} from '@smm/publish';
import { useMemo, useState } from 'react';
import type { PublishCalls } from '../publish.calls.js';
import { monthText, rangeText, zoneText } from '../publish.format.js';
import { LoadError } from '../LoadError.js';
import { CalendarToolbar } from './CalendarToolbar.js';
import { DayPostsDialog } from './DayPostsDialog.js';
import { MonthView } from './MonthView.js';
import { useRangePosts } from './use-range-posts.js';
import { WeekView } from './WeekView.js';
import * as styles from '../PublishScreen.css.js';

/** Props of {@link CalendarPage}. */
export interface CalendarPageProps {
  readonly view: 'week' | 'month';
  readonly calls: PublishCalls;
  readonly zone: string;
  readonly now: string;
  /** Changes when a post was saved or changed elsewhere: the range loads again. */
  readonly reloadKey: number;
  readonly onCreate: (time: SuggestedTime) => void;
  readonly onOpen: (post: PublishPost) => void;
}

/**
 * The calendar: the week (default) or the month around a date the person moves with the arrows
 * and "Today", its posts placed in the person's zone, live while a scheduled post is due.
 */
export function CalendarPage({
  view,
  calls,
  zone,
  now,
  reloadKey,
  onCreate,
  onOpen,
}: CalendarPageProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const today = localDate(now, zone) ?? now.slice(0, 10);
  const [anchor, setAnchor] = useState<LocalDate>(today);
  const [day, setDay] = useState<{ date: LocalDate; posts: readonly PublishPost[] } | null>(null);
  const firstDay = firstDayOfWeek(locale);
  const days = useMemo(() => weekDates(anchor, firstDay), [anchor, firstDay]);
  const weeks = useMemo(() => monthGrid(anchor, firstDay), [anchor, firstDay]);
  const first = view === 'week' ? days[0] : weeks[0]?.[0];
  const last = view === 'week' ? days[6] : weeks.at(-1)?.[6];
  const range = useMemo(
    () => (first && last ? dayRange(first, last, zone) : undefined),
    [first, last, zone],
  );
  const { posts, loading, error, reload } = useRangePosts(calls, range, reloadKey, now);
  const step = (direction: 1 | -1) =>
    setAnchor((date) =>
      view === 'week' ? addDays(date, 7 * direction) : addMonths(date, direction),
    );
  const title =
    view === 'week'
      ? rangeText(days[0] ?? anchor, days[6] ?? anchor, locale)
      : monthText(anchor, locale);
  const open = (post: PublishPost) => {
    setDay(null);
    onOpen(post);
  };

  return (
    <section className={styles.section} aria-busy={loading}>
      <CalendarToolbar
        view={view}
        title={title}
        zone={zoneText(zone, locale, range?.since ?? now)}
        onPrevious={() => step(-1)}
        onNext={() => step(1)}
        onToday={() => setAnchor(today)}
      />
      {error !== null && <LoadError message={error} onRetry={reload} />}
      {view === 'week' ? (
        <WeekView
          days={days}
          posts={posts}
          zone={zone}
          now={now}
          today={today}
          onCreate={onCreate}
          onOpen={open}
          onMore={(date, more) => setDay({ date, posts: more })}
        />
      ) : (
        <MonthView
          weeks={weeks}
          month={anchor}
          posts={posts}
          zone={zone}
          now={now}
          today={today}
          onCreate={onCreate}
          onOpen={open}
          onMore={(date, more) => setDay({ date, posts: more })}
        />
      )}
      <DayPostsDialog day={day} zone={zone} onOpen={open} onClose={() => setDay(null)} />
    </section>
  );
}
