import { dateLocale } from '@smm/i18n';
import type { Locale } from '@smm/model';

/** A number of minutes in its largest whole unit, in the person's locale: "4 hours", "1 Tag". */
export function minutesText(locale: string, minutes: number): string {
  const [unit, count] =
    minutes % (24 * 60) === 0
      ? (['day', minutes / (24 * 60)] as const)
      : minutes % 60 === 0
        ? (['hour', minutes / 60] as const)
        : (['minute', minutes] as const);
  return new Intl.NumberFormat(dateLocale(locale as Locale), {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(count);
}
