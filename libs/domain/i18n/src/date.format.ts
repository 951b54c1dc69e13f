import type { Locale } from '@smm/model';

/** The date format of the product, `D MMM YYYY` (platform §9), as a pattern for documentation. */
export const DATE_FORMAT = 'd MMM yyyy';
/** The date format of notes, `D MMM YYYY, HH:mm` (engage §9). */
export const NOTE_DATE_FORMAT = 'd MMM yyyy, HH:mm';
/**
 * Japanese has no month abbreviations (`MMM` is a bare number there), so Japanese dates use the
 * language's own order, 2026年11月5日 (docs/decisions/0014).
 */
export const JAPANESE_DATE_FORMAT = "yyyy'年'M'月'd'日'";
/** The Japanese date of notes, 2026年11月5日 15:04. */
export const JAPANESE_NOTE_DATE_FORMAT = "yyyy'年'M'月'd'日' HH:mm";

/**
 * The locale dates are formatted in: en-gb for English (platform §1), else the locale.
 *
 * @example
 * dateLocale('en') // 'en-gb'
 */
export function dateLocale(locale: Locale): string {
  return locale === 'en' ? 'en-gb' : locale;
}

/** A moment: an ISO string, epoch milliseconds or a Date. */
export type DateInput = string | number | Date;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// The platform's Intl formatters (no date library in the first page's JavaScript), made once per
// locale, zone and form: a list of rows formats hundreds of dates.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The day, month, year (and hour and minute) of a moment, by the locale's own names. */
function partsOf(date: Date, locale: Locale, zone: string | undefined, time: boolean) {
  const key = `${locale}|${zone ?? ''}|${time}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(dateLocale(locale), {
      day: 'numeric',
      month: locale === 'ja' ? 'numeric' : 'short',
      year: 'numeric',
      ...(time ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
      ...(zone === undefined ? {} : { timeZone: zone }),
    });
    formatters.set(key, formatter);
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

function format(value: DateInput, locale: Locale, zone: string | undefined, time: boolean) {
  const date = toDate(value);
  if (date === null) return '';
  let parts;
  try {
    parts = partsOf(date, locale, zone, time);
  } catch {
    // An unknown time zone: the moment as the browser's own zone has it.
    parts = partsOf(date, locale, undefined, time);
  }
  const { day = '', month = '', year = '', hour = '', minute = '' } = parts;
  const clock = time ? `${hour}:${minute}` : '';
  return locale === 'ja'
    ? `${year}年${month}月${day}日${time ? ` ${clock}` : ''}`
    : `${day} ${month} ${year}${time ? `, ${clock}` : ''}`;
}

/**
 * A date as the product shows it (`D MMM YYYY`; Japanese 2026年11月20日); an empty string
 * for an invalid date.
 *
 * @example
 * formatDate('2026-11-20T10:00:00Z', 'en', 'UTC') // '20 Nov 2026'
 * formatDate('2026-11-20T10:00:00Z', 'de', 'UTC') // '20 Nov. 2026'
 */
export function formatDate(value: DateInput, locale: Locale, zone?: string): string {
  return format(value, locale, zone, false);
}

/**
 * The date of a note (`D MMM YYYY, HH:mm`, 24-hour); an empty string for an invalid date.
 *
 * @example
 * formatNoteDate('2026-11-20T15:04:00Z', 'en', 'UTC') // '20 Nov 2026, 15:04'
 */
export function formatNoteDate(value: DateInput, locale: Locale, zone?: string): string {
  return format(value, locale, zone, true);
}

/** How old a moment may be and still be told relatively ("5 minutes ago"), in ms: a week. */
export const RELATIVE_DATE_LIMIT_MS = 7 * 24 * 60 * 60 * 1000;

const relative = new Map<string, Intl.RelativeTimeFormat>();

/**
 * When something happened, relative to `now` ("5 minutes ago", "vor 3 Stunden"); `null` under a
 * minute (the app says "just now"); a week or more back, the note date (`D MMM YYYY, HH:mm`);
 * an empty string for an invalid date. Moments a little ahead of `now` (clocks differ) count as
 * now. Whole units only, cut down: 119 minutes is "1 hour ago".
 *
 * @example
 * formatRelativeDate('2026-11-20T09:55:00Z', Date.parse('2026-11-20T10:00:00Z'), 'en') // '5 minutes ago'
 * formatRelativeDate('2026-11-20T09:59:30Z', Date.parse('2026-11-20T10:00:00Z'), 'en') // null
 */
export function formatRelativeDate(
  value: DateInput,
  now: number,
  locale: Locale,
  zone?: string,
): string | null {
  const date = toDate(value);
  if (date === null) return '';
  const age = now - date.getTime();
  if (age < 60_000) return null;
  if (age >= RELATIVE_DATE_LIMIT_MS) return formatNoteDate(value, locale, zone);
  const [unit, size] =
    age < 3_600_000
      ? (['minutes', 60_000] as const)
      : age < 86_400_000
        ? (['hours', 3_600_000] as const)
        : (['days', 86_400_000] as const);
  let formatter = relative.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(dateLocale(locale), { numeric: 'always' });
    relative.set(locale, formatter);
  }
  return formatter.format(-Math.trunc(age / size), unit);
}
