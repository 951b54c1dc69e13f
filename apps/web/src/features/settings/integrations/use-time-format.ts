import { useLingui } from '@lingui/react';
import { dateLocale, supportedLocaleOf } from '@smm/i18n';
import { useMemo } from 'react';

/**
 * Formats an ISO time for the screen in the person's language: "26 Nov 2026, 08:15:02", or
 * "26/11/2026, 08:15" when `short` (table cells).
 */
export function useTimeFormat(length: 'medium' | 'short' = 'medium'): (iso: string) => string {
  const { i18n } = useLingui();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(dateLocale(supportedLocaleOf(i18n.locale) ?? 'en'), {
      dateStyle: length,
      timeStyle: length,
    });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
  }, [i18n.locale, length]);
}
