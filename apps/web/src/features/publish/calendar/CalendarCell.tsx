import { useLingui } from '@lingui/react';
import { publishMessages as m, translate } from '@smm/i18n';
import type { Locale, PublishPost } from '@smm/model';
import { visibleItems, type LocalDate, type SuggestedTime } from '@smm/publish';
import { Icon, VisuallyHidden } from '@smm/ui';
import { dayHeading, hourText, longDate } from '../publish.format.js';
import * as styles from './CalendarCell.css.js';
import { PostChip } from './PostChip.js';

/** Props of {@link CalendarCell}. */
export interface CalendarCellProps {
  /** An hour of a day (the week view) or a whole day (the month view). */
  readonly kind: 'hour' | 'day';
  readonly date: LocalDate;
  /** The hour of an `hour` cell, 0–23. */
  readonly hour?: number;
  /** The cell's posts, oldest first. */
  readonly posts: readonly PublishPost[];
  /** How many posts show before "+N more". */
  readonly max: number;
  /** The zone the times are shown in. */
  readonly zone: string;
  readonly today?: boolean;
  /** A day of the month view outside the month shown. */
  readonly outside?: boolean;
  /** The date and time its empty space offers the composer; null: the slot is over. */
  readonly suggestion: SuggestedTime | null;
  readonly onCreate: (time: SuggestedTime) => void;
  readonly onOpen: (post: PublishPost) => void;
  /** "+N more": every post of the cell. */
  readonly onMore: (date: LocalDate, posts: readonly PublishPost[]) => void;
}

/**
 * A cell of the publish calendar (a table cell): an hour of a day in the week view or a day in
 * the month view, with its posts (up to `max`, then "+N more"). Its empty space creates a post
 * at its time when the slot is not over; that button is left out of the Tab order (168 of them
 * would bury the posts), the "Create post" button is the keyboard's way.
 */
export function CalendarCell({
  kind,
  date,
  hour,
  posts,
  max,
  zone,
  today = false,
  outside = false,
  suggestion,
  onCreate,
  onOpen,
  onMore,
}: CalendarCellProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const { shown, more } = visibleItems(posts, max);
  const dateText = longDate(date, locale);
  const classes = [
    styles.cell,
    styles.kind[kind],
    today ? styles.today : '',
    outside ? styles.outside : '',
    suggestion === null ? styles.past : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <td className={classes}>
      {suggestion !== null && (
        <button
          type="button"
          tabIndex={-1}
          className={styles.add}
          aria-label={
            kind === 'hour'
              ? translate(i18n, m.newPostAt, { date: dateText, time: suggestion.time })
              : translate(i18n, m.newPostOn, { date: dateText })
          }
          onClick={() => onCreate(suggestion)}
        >
          <Icon name="plus" size={14} />
        </button>
      )}
      <div className={styles.stack}>
        {kind === 'day' && (
          <span
            className={[
              styles.dayNumber,
              today ? styles.dayNumberToday : '',
              outside ? styles.dayNumberOutside : '',
            ]
              .filter(Boolean)
              .join(' ')}
          >
            <span aria-hidden="true">{dayHeading(date, locale).day}</span>
            <VisuallyHidden>{today ? `${dateText}, ${i18n._(m.today)}` : dateText}</VisuallyHidden>
          </span>
        )}
        {kind === 'hour' && hour !== undefined && posts.length > 0 && (
          <VisuallyHidden>{`${dateText}, ${hourText(hour)}`}</VisuallyHidden>
        )}
        {shown.map((post) => (
          <PostChip key={post.id} post={post} zone={zone} onOpen={onOpen} />
        ))}
        {more > 0 && (
          <button
            type="button"
            className={styles.more}
            aria-label={translate(i18n, m.moreLabel, { count: posts.length, date: dateText })}
            onClick={() => onMore(date, posts)}
          >
            {translate(i18n, m.more, { count: more })}
          </button>
        )}
      </div>
    </td>
  );
}
