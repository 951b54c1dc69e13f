import type { User } from '@smm/model';

/** The browser's IANA time zone (`UTC` where the browser does not say). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * The time zone a person's days and times are read in (Home's window, the composer's date and
 * time, the calendar): the one in their profile, else the browser's (decision 0069).
 */
export function personTimeZone(me: Pick<User, 'timeZone'>): string {
  return me.timeZone ?? browserTimeZone();
}
