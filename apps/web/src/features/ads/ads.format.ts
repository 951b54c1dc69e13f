import { dateLocale, supportedLocaleOf } from '@smm/i18n';

/** An amount in a currency, as the locale writes it (`1.234,50 €`). */
export function moneyText(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** A whole number as the locale writes it (`12.345`). */
export const countText = (value: number, locale: string): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);

/** A day in a time zone, short, as the product writes dates (`26 Nov 2026` in English). */
export function dayText(instant: string, locale: string, timeZone: string): string {
  const supported = supportedLocaleOf(locale);
  const tag = supported === undefined ? locale : dateLocale(supported);
  return new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone }).format(new Date(instant));
}
