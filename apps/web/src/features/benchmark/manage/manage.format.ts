import type { I18n } from '@lingui/core';
import { benchmarkManageMessages as m, dateLocale, formatClock, translate } from '@smm/i18n';
import type { BenchmarkPeriod, BenchmarkReport, Locale } from '@smm/model';

/** The words of each period. */
export const PERIOD_TEXTS = {
  last7Days: m.last7Days,
  last30Days: m.last30Days,
  last90Days: m.last90Days,
} as const satisfies Record<BenchmarkPeriod, unknown>;

/** A weekday's name (1 Monday … 7 Sunday) in the locale's words. */
export function weekdayName(weekday: number, locale: Locale): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(dateLocale(locale), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  );
}

/** An hour of the day as a clock time, `09:00`. */
export const hourText = (hour: number, locale: Locale) =>
  formatClock(Date.UTC(2024, 0, 1, hour), locale, 'UTC');

/** How often a report is sent, in words: "Every Monday at 09:00". */
export function frequencyText(
  i18n: I18n,
  report: Pick<BenchmarkReport, 'frequency' | 'weekday' | 'dayOfMonth' | 'hour'>,
): string {
  const locale = i18n.locale as Locale;
  const time = hourText(report.hour, locale);
  switch (report.frequency) {
    case 'daily':
      return translate(i18n, m.daily, { time });
    case 'weekly':
      return translate(i18n, m.weekly, { weekday: weekdayName(report.weekday ?? 1, locale), time });
    case 'monthly':
      return translate(i18n, m.monthly, { day: report.dayOfMonth ?? 1, time });
  }
}

/** A moment with its date and time in a zone (the person's): "Mon 30 Nov 2026, 10:00". */
export function momentText(value: string, locale: Locale, zone: string): string {
  try {
    return new Intl.DateTimeFormat(dateLocale(locale), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: zone,
    }).format(new Date(value));
  } catch {
    return new Date(value).toLocaleString(dateLocale(locale));
  }
}
