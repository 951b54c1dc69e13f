import { useLingui } from '@lingui/react';
import { publishMessages as m, translate } from '@smm/i18n';
import { Button, Icon, IconButton, Tooltip } from '@smm/ui';
import { publishHref } from '../publish.route.js';
import * as styles from './CalendarToolbar.css.js';

/** Props of {@link CalendarToolbar}. */
export interface CalendarToolbarProps {
  readonly view: 'week' | 'month';
  /** What is shown: the week's dates or the month. */
  readonly title: string;
  /** The zone the times are in, named. */
  readonly zone: string;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
  readonly onToday: () => void;
}

/**
 * Above the calendar: the week or month shown with the arrows to the previous and next and
 * "Today", the switch between week and month, and the time zone the times are in.
 */
export function CalendarToolbar({
  view,
  title,
  zone,
  onPrevious,
  onNext,
  onToday,
}: CalendarToolbarProps) {
  const { i18n } = useLingui();
  const previous = i18n._(view === 'week' ? m.previousWeek : m.previousMonth);
  const next = i18n._(view === 'week' ? m.nextWeek : m.nextMonth);
  return (
    <div className={styles.toolbar}>
      <nav className={styles.segments} aria-label={i18n._(m.calendarView)}>
        {(['week', 'month'] as const).map((option) => (
          <a
            key={option}
            href={publishHref(option)}
            className={styles.segment}
            aria-current={option === view ? 'page' : undefined}
          >
            {i18n._(option === 'week' ? m.week : m.month)}
          </a>
        ))}
      </nav>
      <span className={styles.steps}>
        <Tooltip content={previous}>
          <IconButton label={previous} onClick={onPrevious}>
            <Icon name="chevronLeft" />
          </IconButton>
        </Tooltip>
        <Tooltip content={next}>
          <IconButton label={next} onClick={onNext}>
            <Icon name="chevronRight" />
          </IconButton>
        </Tooltip>
        <Button variant="secondary" onClick={onToday}>
          {i18n._(m.today)}
        </Button>
      </span>
      <h2 className={styles.title} aria-live="polite">
        {title}
      </h2>
      <p className={styles.zone}>
        <Icon name="calendar" size={14} />
        {translate(i18n, m.timeZone, { zone })}
      </p>
    </div>
  );
}
