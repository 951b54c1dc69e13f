import { useLingui } from '@lingui/react';
import { exactTime, relativeTime } from './time.texts.js';
import { useMinuteClock } from './use-minute-clock.js';

/** Props of {@link RelativeTime}. */
export interface RelativeTimeProps {
  /** The moment, ISO. */
  readonly date: string;
  readonly className?: string;
}

/**
 * A moment told relatively ("5 minutes ago", in the person's language, moving on each minute),
 * with the exact date and time on hover and for assistive technology (`dateTime`, `title`).
 */
export function RelativeTime({ date, className }: RelativeTimeProps) {
  const { i18n } = useLingui();
  const now = useMinuteClock();
  return (
    <time className={className} dateTime={date} title={exactTime(date, i18n.locale)}>
      {relativeTime(i18n, date, now)}
    </time>
  );
}
