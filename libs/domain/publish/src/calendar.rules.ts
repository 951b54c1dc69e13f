import { either as E } from 'fp-ts';
import { DateTime, IANAZone } from 'luxon';
import { MIN_SCHEDULE_LEAD_MS, scheduledInstant } from './scheduled-time.rules.js';

/** A day of the week as ISO numbers it: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A calendar date without a zone, `YYYY-MM-DD`: a day as the person's wall calendar has it. */
export type LocalDate = string;

/** Where an instant falls on the person's wall calendar and clock. */
export interface LocalSlot {
  readonly date: LocalDate;
  /** 0–23: the row of the week view. */
  readonly hour: number;
  readonly minute: number;
}

/** The first and last instant (inclusive) of a run of local days, as ISO instants in UTC. */
export interface DayRange {
  readonly since: string;
  readonly until: string;
}

/** A date and a time for the composer (`YYYY-MM-DD`, `HH:mm`), read in the person's zone. */
export interface SuggestedTime {
  readonly date: LocalDate;
  readonly time: string;
}

/**
 * Regions whose weeks start on a Sunday, or a Saturday (CLDR week data); every other region's
 * start on a Monday (ISO 8601).
 */
const SUNDAY_REGIONS = new Set(
  (
    'AG AS BD BR BS BT BW BZ CA CN CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO ' +
    'MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW'
  ).split(' '),
);
const SATURDAY_REGIONS = new Set('AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' '));
/**
 * The region a language's dates follow when the locale names none: English dates are British
 * (platform §1, en-gb), Japanese Japan's.
 */
const LANGUAGE_REGIONS: Readonly<Record<string, string>> = {
  en: 'GB',
  de: 'DE',
  es: 'ES',
  fr: 'FR',
  it: 'IT',
  ja: 'JP',
  pt: 'PT',
  zh: 'CN',
  ko: 'KR',
  ar: 'EG',
  he: 'IL',
};

/** How many posts a day of the month view shows before "+N more". */
export const MONTH_DAY_POSTS = 3;
/** The steps of a suggested time when the hour has begun (e.g. 10:35, 10:40). */
export const SUGGESTED_STEP_MINUTES = 5;
/** The time a day of the month view suggests when nothing better is known. */
export const DEFAULT_DAY_TIME = '09:00';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first day of the week for a locale (BCP 47 tag): its region's (CLDR), else the region its
 * language's dates follow (`en` is British, so Monday; `ja` Sunday), else Monday.
 *
 * @example
 * firstDayOfWeek('de') // 1 (Monday)
 * firstDayOfWeek('ja') // 7 (Sunday)
 * firstDayOfWeek('en-US') // 7
 * firstDayOfWeek('ar-EG') // 6 (Saturday)
 */
export function firstDayOfWeek(locale: string): Weekday {
  const parts = locale.replace(/_/g, '-').split('-');
  const language = (parts[0] ?? '').toLowerCase();
  const region =
    parts
      .slice(1)
      .find((part) => /^[A-Za-z]{2}$/.test(part))
      ?.toUpperCase() ?? LANGUAGE_REGIONS[language];
  if (region === undefined) return 1;
  if (SUNDAY_REGIONS.has(region)) return 7;
  if (SATURDAY_REGIONS.has(region)) return 6;
  return 1;
}

/** The date as epoch ms at UTC midnight, or undefined when it is not a real `YYYY-MM-DD`. */
function dateMs(date: LocalDate): number | undefined {
  const match = DATE.exec(date);
  if (match === null) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  return back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === day
    ? ms
    : undefined;
}

const isoDate = (ms: number): LocalDate => new Date(ms).toISOString().slice(0, 10);

/**
 * The date `days` days after (before, when negative) a date. Calendar arithmetic, no zone: a day
 * is a day, however long the clocks make it.
 *
 * @example
 * addDays('2026-03-28', 2) // '2026-03-30'
 */
export function addDays(date: LocalDate, days: number): LocalDate {
  const ms = dateMs(date);
  if (ms === undefined) return date;
  return isoDate(ms + days * DAY_MS);
}

/**
 * The same day `months` months later (earlier when negative), or the month's last day where it
 * is shorter.
 *
 * @example
 * addMonths('2026-01-31', 1) // '2026-02-28'
 */
export function addMonths(date: LocalDate, months: number): LocalDate {
  const ms = dateMs(date);
  if (ms === undefined) return date;
  const d = new Date(ms);
  const first = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1);
  const firstDate = new Date(first);
  const last = new Date(
    Date.UTC(firstDate.getUTCFullYear(), firstDate.getUTCMonth() + 1, 0),
  ).getUTCDate();
  return isoDate(first + (Math.min(d.getUTCDate(), last) - 1) * DAY_MS);
}

/**
 * The ISO weekday of a date (1 Monday … 7 Sunday).
 *
 * @example
 * weekdayOf('2026-11-26') // 4 (Thursday)
 */
export function weekdayOf(date: LocalDate): Weekday {
  const ms = dateMs(date) ?? 0;
  const day = new Date(ms).getUTCDay();
  return (day === 0 ? 7 : day) as Weekday;
}

/**
 * The 7 dates of the week that holds `date`, starting on `firstDay`.
 *
 * @example
 * weekDates('2026-11-26', 1) // ['2026-11-23', …, '2026-11-29'] (Monday to Sunday)
 * weekDates('2026-11-26', 7) // ['2026-11-22', …, '2026-11-28'] (Sunday to Saturday)
 */
export function weekDates(date: LocalDate, firstDay: Weekday): LocalDate[] {
  const back = (weekdayOf(date) - firstDay + 7) % 7;
  const start = addDays(date, -back);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/**
 * The month view's grid for the month of `date`: whole weeks (starting on `firstDay`) from the
 * week of the month's first day to the week of its last, so 4 to 6 rows of 7 dates; the days of
 * the neighbouring months fill the first and last row.
 *
 * @example
 * monthGrid('2027-02-10', 1) // 4 weeks: 2027-02-01 … 2027-02-28 (February 2027 starts on a Monday)
 * monthGrid('2026-02-10', 1) // 5 weeks: 2026-01-26 … 2026-03-01 (1 February 2026 is a Sunday)
 */
export function monthGrid(date: LocalDate, firstDay: Weekday): LocalDate[][] {
  const first = `${date.slice(0, 7)}-01`;
  const last = addDays(addMonths(first, 1), -1);
  const weeks: LocalDate[][] = [];
  let week = weekDates(first, firstDay);
  for (;;) {
    weeks.push(week);
    const end = week[6] ?? last;
    if (end >= last) break;
    week = weekDates(addDays(end, 1), firstDay);
  }
  return weeks;
}

/**
 * Whether `date` lies in the month of `month` (any date of that month).
 *
 * @example
 * inMonth('2026-03-01', '2026-02-10') // false
 */
export function inMonth(date: LocalDate, month: LocalDate): boolean {
  return date.slice(0, 7) === month.slice(0, 7);
}

/** The first instant of a local day (its midnight, or when the clocks jump over it, where they land). */
function startOfDay(date: LocalDate, zone: string): number | undefined {
  const ms = dateMs(date);
  if (ms === undefined) return undefined;
  const d = new Date(ms);
  const start = DateTime.fromObject(
    { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() },
    { zone },
  );
  return start.isValid ? start.toMillis() : undefined;
}

/**
 * The instants of the local days `first` to `last` (inclusive) in a zone, for the calendar's
 * `since` and `until`: from the first day's start to the last millisecond of the last day. A
 * week across a daylight-saving change is 167 or 169 hours long. `undefined` for an unknown zone
 * or a date that is not `YYYY-MM-DD`.
 *
 * @example
 * dayRange('2026-03-23', '2026-03-29', 'Europe/London')
 * // { since: '2026-03-23T00:00:00.000Z', until: '2026-03-29T22:59:59.999Z' }
 */
export function dayRange(first: LocalDate, last: LocalDate, zone: string): DayRange | undefined {
  if (!IANAZone.isValidZone(zone)) return undefined;
  const since = startOfDay(first, zone);
  const next = startOfDay(addDays(last, 1), zone);
  if (since === undefined || next === undefined || dateMs(last) === undefined) return undefined;
  return { since: new Date(since).toISOString(), until: new Date(next - 1).toISOString() };
}

/**
 * Where an instant falls on the wall calendar and clock of a zone: its local date, hour and
 * minute. On the day the clocks go back, both 01:30s are in the 01:00 row; on the day they go
 * forward, nothing is in the hour they skip.
 *
 * @example
 * localSlot('2026-03-29T01:30:00Z', 'Europe/London') // { date: '2026-03-29', hour: 2, minute: 30 } (BST)
 */
export function localSlot(instant: string, zone: string): LocalSlot | undefined {
  if (!IANAZone.isValidZone(zone)) return undefined;
  const local = DateTime.fromISO(instant, { setZone: true }).setZone(zone);
  if (!local.isValid) return undefined;
  return { date: local.toISODate() ?? '', hour: local.hour, minute: local.minute };
}

/**
 * The local date an instant falls on in a zone ("today" for `now`).
 *
 * @example
 * localDate('2026-11-26T23:30:00Z', 'Asia/Tokyo') // '2026-11-27'
 */
export function localDate(instant: string, zone: string): LocalDate | undefined {
  return localSlot(instant, zone)?.date;
}

/**
 * Items (posts, anything with an instant `at`) by the local date they fall on in a zone, each
 * day's oldest first. Items with an unreadable `at` are left out.
 *
 * @example
 * byLocalDay([{ at: '2026-11-26T23:30:00Z' }], 'Asia/Tokyo') // { '2026-11-27': [{ at: … }] }
 */
export function byLocalDay<T extends { readonly at: string }>(
  items: readonly T[],
  zone: string,
): Record<LocalDate, T[]> {
  const days: Record<LocalDate, T[]> = {};
  for (const item of [...items].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))) {
    const date = localDate(item.at, zone);
    if (date === undefined) continue;
    (days[date] ??= []).push(item);
  }
  return days;
}

/**
 * Items by the local hour they fall in, keyed `YYYY-MM-DDTHH` (the week view's cells), each
 * cell's oldest first.
 *
 * @example
 * byLocalHour([{ at: '2026-10-25T00:30:00Z' }, { at: '2026-10-25T01:30:00Z' }], 'Europe/London')
 * // { '2026-10-25T01': [both] } (01:30 BST and 01:30 GMT)
 */
export function byLocalHour<T extends { readonly at: string }>(
  items: readonly T[],
  zone: string,
): Record<string, T[]> {
  const cells: Record<string, T[]> = {};
  for (const item of [...items].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))) {
    const slot = localSlot(item.at, zone);
    if (slot === undefined) continue;
    (cells[hourKey(slot.date, slot.hour)] ??= []).push(item);
  }
  return cells;
}

/**
 * The key of a week view's cell: a date and an hour.
 *
 * @example
 * hourKey('2026-11-26', 9) // '2026-11-26T09'
 */
export function hourKey(date: LocalDate, hour: number): string {
  return `${date}T${String(hour).padStart(2, '0')}`;
}

/**
 * The first `max` items and how many more there are ("+3 more").
 *
 * @example
 * visibleItems([a, b, c, d, e], 3) // { shown: [a, b, c], more: 2 }
 */
export function visibleItems<T>(
  items: readonly T[],
  max: number = MONTH_DAY_POSTS,
): { readonly shown: readonly T[]; readonly more: number } {
  const limit = Math.max(0, max);
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The instant of a local date and time (a skipped time moves to where the clocks land). */
function instantOf(date: LocalDate, time: string, zone: string): number | undefined {
  const read = scheduledInstant(date, time, zone);
  return E.isRight(read) ? Date.parse(read.right.instant) : undefined;
}

/** The first instant on a step of `SUGGESTED_STEP_MINUTES` at least a minute after `now`. */
function earliestSuggestion(now: number): number {
  const step = SUGGESTED_STEP_MINUTES * 60_000;
  return Math.ceil((now + MIN_SCHEDULE_LEAD_MS) / step) * step;
}

/**
 * The date and time a calendar slot offers the composer, or null when the slot is over: the
 * hour's start (`hour`, the week view) or {@link DEFAULT_DAY_TIME} (no hour, a day of the month
 * view) when that is at least a minute ahead of `now`; else, while the slot lasts, the first
 * 5-minute step at least a minute ahead (a slot is never offered in the past). An hour the
 * clocks skip offers its own label; the composer moves it to where the clocks land.
 *
 * @example
 * suggestedTime('2026-11-26', 14, '2026-11-26T09:00:00Z', 'UTC') // { date: '2026-11-26', time: '14:00' }
 * suggestedTime('2026-11-26', 9, '2026-11-26T09:12:00Z', 'UTC') // { date: '2026-11-26', time: '09:15' }
 * suggestedTime('2026-11-25', 9, '2026-11-26T09:12:00Z', 'UTC') // null (over)
 */
export function suggestedTime(
  date: LocalDate,
  hour: number | undefined,
  now: string,
  zone: string,
): SuggestedTime | null {
  const current = Date.parse(now);
  if (Number.isNaN(current) || !IANAZone.isValidZone(zone)) return null;
  const time = hour === undefined ? DEFAULT_DAY_TIME : `${pad(hour)}:00`;
  const start = instantOf(date, time, zone);
  if (start === undefined) return null;
  if (start - current >= MIN_SCHEDULE_LEAD_MS) return { date, time };
  const end =
    hour === undefined || hour === 23
      ? startOfDay(addDays(date, 1), zone)
      : instantOf(date, `${pad(hour + 1)}:00`, zone);
  const earliest = earliestSuggestion(current);
  if (end === undefined || earliest >= end) return null;
  const slot = localSlot(new Date(earliest).toISOString(), zone);
  if (slot === undefined) return null;
  return { date: slot.date, time: `${pad(slot.hour)}:${pad(slot.minute)}` };
}

/**
 * Whether any of the items is a scheduled post whose time has come (its `scheduledAt`, else
 * `at`, is before `now` + `withinMs`): the calendar reloads then, so it turns published without a
 * reload of the page.
 *
 * @example
 * hasDuePost([{ status: 'scheduled', at: '2026-11-26T10:00:00Z', scheduledAt: null }], '2026-11-26T10:00:10Z') // true
 */
export function hasDuePost(
  items: readonly {
    readonly status: string;
    readonly at: string;
    readonly scheduledAt?: string | null;
  }[],
  now: string,
  withinMs = 0,
): boolean {
  const limit = Date.parse(now) + withinMs;
  return items.some(
    (item) => item.status === 'scheduled' && Date.parse(item.scheduledAt ?? item.at) <= limit,
  );
}
