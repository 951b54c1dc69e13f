import type { Locale } from '@smm/model';
import { DateTime } from 'luxon';

/** The date format of the product, `D MMM YYYY` in luxon tokens (platform §9). */
export const DATE_FORMAT = 'd MMM yyyy';
/** The date format of notes, `D MMM YYYY, HH:mm` in luxon tokens (engage §9). */
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

function toDateTime(value: DateInput, locale: Locale, zone: string | undefined): DateTime | null {
  const options = zone === undefined ? {} : { zone };
  const dt =
    typeof value === 'string'
      ? DateTime.fromISO(value, options)
      : typeof value === 'number'
        ? DateTime.fromMillis(value, options)
        : DateTime.fromJSDate(value, options);
  return dt.isValid ? dt.setLocale(dateLocale(locale)) : null;
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
  const format = locale === 'ja' ? JAPANESE_DATE_FORMAT : DATE_FORMAT;
  return toDateTime(value, locale, zone)?.toFormat(format) ?? '';
}

/**
 * The date of a note (`D MMM YYYY, HH:mm`, 24-hour); an empty string for an invalid date.
 *
 * @example
 * formatNoteDate('2026-11-20T15:04:00Z', 'en', 'UTC') // '20 Nov 2026, 15:04'
 */
export function formatNoteDate(value: DateInput, locale: Locale, zone?: string): string {
  const format = locale === 'ja' ? JAPANESE_NOTE_DATE_FORMAT : NOTE_DATE_FORMAT;
  return toDateTime(value, locale, zone)?.toFormat(format) ?? '';
}

/** How old a moment may be and still be told relatively ("5 minutes ago"), in ms: a week. */
export const RELATIVE_DATE_LIMIT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * When something happened, relative to `now` ("5 minutes ago", "vor 3 Stunden"); `null` under a
 * minute (the app says "just now"); a week or more back, the note date (`D MMM YYYY, HH:mm`);
 * an empty string for an invalid date. Moments a little ahead of `now` (clocks differ) count as
 * now.
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
  const dt = toDateTime(value, locale, zone);
  if (dt === null) return '';
  const age = now - dt.toMillis();
  if (age < 60_000) return null;
  if (age >= RELATIVE_DATE_LIMIT_MS) return formatNoteDate(value, locale, zone);
  return (
    dt.toRelative({
      base: DateTime.fromMillis(now),
      locale: dateLocale(locale),
      unit: age < 3_600_000 ? 'minutes' : age < 86_400_000 ? 'hours' : 'days',
    }) ?? ''
  );
}
