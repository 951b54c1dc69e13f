import { dateLocale, formatNoteDate } from '@smm/i18n';
import type { Locale } from '@smm/model';
import type { LocalDate } from '@smm/publish';

// Formatters are made once per locale, zone and form: a calendar formats hundreds of times.
const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, zone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) {
    try {
      found = new Intl.DateTimeFormat(dateLocale(locale), { ...options, timeZone: zone });
    } catch {
      found = new Intl.DateTimeFormat(dateLocale(locale), options);
    }
    cache.set(key, found);
  }
  return found;
}

/** A local date as a Date at its UTC midnight, formatted in UTC: the date itself, no zone. */
const asDate = (date: LocalDate) => new Date(`${date}T00:00:00Z`);

/**
 * The clock time of an instant in a zone, 24-hour (`14:05`).
 *
 * @example
 * timeText('2026-11-26T13:05:00Z', 'en', 'Europe/Berlin') // '14:05'
 */
export function timeText(instant: string, locale: Locale, zone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(locale, zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    date,
  );
}

/** An hour of the week view's gutter (`09:00`). */
export const hourText = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** A day's short weekday and its number, for a column heading (`Thu`, `26`). */
export function dayHeading(date: LocalDate, locale: Locale): { weekday: string; day: string } {
  const d = asDate(date);
  return {
    weekday: formatter(locale, 'UTC', { weekday: 'short' }).format(d),
    day: formatter(locale, 'UTC', { day: 'numeric' }).format(d),
  };
}

/** A date with its weekday, for names and titles (`Thursday, 26 November 2026`). */
export function longDate(date: LocalDate, locale: Locale): string {
  return formatter(locale, 'UTC', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(asDate(date));
}

/** A date without its year, short (`Thu 26 Nov`). */
export function shortDate(date: LocalDate, locale: Locale): string {
  return formatter(locale, 'UTC', { weekday: 'short', day: 'numeric', month: 'short' }).format(
    asDate(date),
  );
}

/** The dates a week spans (`23–29 Nov 2026`). */
export function rangeText(first: LocalDate, last: LocalDate, locale: Locale): string {
  return formatter(locale, 'UTC', { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(
    asDate(first),
    asDate(last),
  );
}

/** A month and its year (`November 2026`). */
export function monthText(date: LocalDate, locale: Locale): string {
  return formatter(locale, 'UTC', { month: 'long', year: 'numeric' }).format(asDate(date));
}

/** An instant as the product writes a date and time, in a zone (`26 Nov 2026, 14:05`). */
export function dateTimeText(instant: string, locale: Locale, zone: string): string {
  return formatNoteDate(instant, locale, zone);
}

/**
 * A zone's IANA name with its name in the locale at an instant (`Europe/Berlin, Central
 * European Standard Time`), so the person sees which clock the times follow.
 */
export function zoneText(zone: string, locale: Locale, at: string): string {
  const date = new Date(at);
  const parts = formatter(locale, zone, { timeZoneName: 'long' }).formatToParts(
    Number.isNaN(date.getTime()) ? new Date(0) : date,
  );
  const name = parts.find((part) => part.type === 'timeZoneName')?.value;
  return name && name !== zone ? `${zone} (${name})` : zone;
}
