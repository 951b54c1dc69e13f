import type { AutoReplyGroupInput, Weekday } from '@smm/model';

/** One window of a stored schedule: a weekday, from and to (`HH:mm`). */
export type WeekdayWindowInput = NonNullable<AutoReplyGroupInput['schedule']>[number];

/** The weekdays in the order the editor lists them. */
export const WEEKDAYS: readonly Weekday[] = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
];

/** One from–to window of a day, `HH:mm`. */
export interface DayWindow {
  readonly from: string;
  readonly to: string;
}

/** One weekday of the editor: open or closed, and its windows (kept while closed). */
export interface DayHours {
  readonly open: boolean;
  readonly windows: readonly DayWindow[];
}

/** A week as the editor holds it. */
export type WeekHours = Readonly<Record<Weekday, DayHours>>;

/** The window a day gets when it opens with none. */
export const DEFAULT_WINDOW: DayWindow = { from: '09:00', to: '17:00' };

/**
 * The week of a stored schedule: a day with windows is open.
 *
 * @example
 * weekHours([{ day: 'MONDAY', from: '09:00', to: '17:00' }]).MONDAY // { open: true, windows: [...] }
 */
export function weekHours(schedule: readonly WeekdayWindowInput[]): WeekHours {
  const week = {} as Record<Weekday, DayHours>;
  for (const day of WEEKDAYS) {
    const windows = schedule.filter((w) => w.day === day).map(({ from, to }) => ({ from, to }));
    week[day] = { open: windows.length > 0, windows };
  }
  return week;
}

/** The schedule a week stores: the windows of its open days, Monday first. */
export function scheduleOf(week: WeekHours): WeekdayWindowInput[] {
  return WEEKDAYS.flatMap((day) =>
    week[day].open ? week[day].windows.map((w) => ({ day, from: w.from, to: w.to })) : [],
  );
}

/** Gives every weekday the hours of `from` (open or closed alike). */
export function copyToAllDays(week: WeekHours, from: Weekday): WeekHours {
  const source = week[from];
  const next = {} as Record<Weekday, DayHours>;
  for (const day of WEEKDAYS) next[day] = { open: source.open, windows: [...source.windows] };
  return next;
}

/** How a window reads: empty (no length), past midnight (ends the next day) or plain. */
export function windowShape(window: DayWindow): 'empty' | 'pastMidnight' | 'plain' {
  if (window.from === window.to) return 'empty';
  return window.to < window.from ? 'pastMidnight' : 'plain';
}

/** Whether every open day's windows have a length (the server refuses a window without). */
export function weekIsValid(week: WeekHours): boolean {
  return WEEKDAYS.every(
    (day) => !week[day].open || week[day].windows.every((w) => windowShape(w) !== 'empty'),
  );
}

/** The weekday's name in a locale (1 January 2024 was a Monday). */
export function weekdayName(locale: string, day: Weekday): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)),
  );
}
