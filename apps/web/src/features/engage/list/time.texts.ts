import type { I18n } from '@lingui/core';
import { dateLocale, formatRelativeDate, listToolsMessages } from '@smm/i18n';
import type { Locale } from '@smm/model';

/** The exact moment in the person's locale, for hover texts: "20 Nov 2026, 10:42:05". */
export function exactTime(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(dateLocale(locale as Locale), {
    dateStyle: 'medium',
    timeStyle: 'medium',
  }).format(date);
}

/**
 * How long ago, in the person's locale ("5 minutes ago", "vor 3 Stunden", `formatRelativeDate`);
 * "just now" under a minute; the date a week or more back. The inbox's rows and an item's history
 * tell times with it.
 */
export function relativeTime(i18n: I18n, value: string, now: number): string {
  const text = formatRelativeDate(value, now, i18n.locale as Locale);
  return text === null ? i18n._(listToolsMessages.justNow) : text;
}

/** A length of time in its largest whole unit, in the person's locale: "2 hours", "5 Minuten". */
export function durationText(locale: string, ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const [unit, count] =
    minutes >= 2 * 24 * 60
      ? (['day', Math.floor(minutes / (24 * 60))] as const)
      : minutes >= 60
        ? (['hour', Math.floor(minutes / 60)] as const)
        : (['minute', Math.max(1, minutes)] as const);
  return new Intl.NumberFormat(dateLocale(locale as Locale), {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(count);
}
