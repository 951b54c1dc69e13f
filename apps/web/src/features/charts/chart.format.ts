import { dateLocale } from '@smm/i18n';
import type { Locale } from '@smm/model';

/**
 * The label of a calendar day (`YYYY-MM-DD`) in a language: `25 Nov` in English, `25. Nov.` in
 * German (English days as the product writes dates: day, then month). The day is read in UTC, so no time zone moves it to another day.
 *
 * @example
 * formatDay('2026-11-25', 'en') // '25 Nov'
 */
export function formatDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(dateLocale(locale as Locale), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * A number in a language, with at most one decimal: `12,345` in English, `12.345` in German.
 *
 * @example
 * formatNumber(12345.67, 'en') // '12,345.7'
 */
export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}

/**
 * A large number shortened for an axis: `12K`, `1.2M` (per language).
 *
 * @example
 * formatCompact(12345, 'en') // '12K'
 */
export function formatCompact(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(
    value,
  );
}

/** The colours of series, in order: distinct hues at least 3:1 against white. */
export const SERIES_COLOURS = [
  '#3b5bdb',
  '#d9480f',
  '#2b8a3e',
  '#ae3ec9',
  '#0b7285',
  '#c2255c',
  '#5c940d',
  '#8c5a00',
] as const;

/** The colour of the `index`-th series (the palette repeats). */
export function seriesColour(index: number): string {
  return SERIES_COLOURS[index % SERIES_COLOURS.length] as string;
}
