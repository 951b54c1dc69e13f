import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createI18n } from '@smm/i18n';
import type { Locale } from '@smm/model';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const instances = new Map<Locale, Promise<I18n>>();

/**
 * The static markup of a component inside an `I18nProvider` with a locale's catalogue, for
 * tests of components that read their default texts from `uiMessages`.
 *
 * @example
 * const html = await renderIn('de', <ConfirmDialog open title="Delete?" onClose={noop} />);
 */
export async function renderIn(locale: Locale, node: ReactNode): Promise<string> {
  let i18n = instances.get(locale);
  if (i18n === undefined) {
    i18n = createI18n(locale);
    instances.set(locale, i18n);
  }
  return renderToStaticMarkup(<I18nProvider i18n={await i18n}>{node}</I18nProvider>);
}
