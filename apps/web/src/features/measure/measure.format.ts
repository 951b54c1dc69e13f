import { durationParts } from '@smm/measure';
import { dateLocale } from '@smm/i18n';
import type { Locale } from '@smm/model';

const UNITS = [
  ['days', 'day'],
  ['hours', 'hour'],
  ['minutes', 'minute'],
  ['seconds', 'second'],
] as const;

/**
 * A first-response time in words in the person's language, its largest unit and the next:
 * "4 mins 10 secs", "3 hrs 59 mins", "0 secs" in English (decision 0086).
 *
 * @example
 * formatWait(250, 'en') // '4 mins 10 secs'
 */
export function formatWait(seconds: number, locale: Locale): string {
  const parts = durationParts(seconds);
  const language = dateLocale(locale);
  const shown = UNITS.filter(([key]) => parts[key] > 0).map(([key, unit]) =>
    new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).format(
      parts[key],
    ),
  );
  if (shown.length === 0) {
    return new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'second',
      unitDisplay: 'short',
    }).format(0);
  }
  return shown.join(' ');
}
