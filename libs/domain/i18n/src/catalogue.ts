import type { I18n, MessageDescriptor, Messages } from '@lingui/core';
import { setupI18n } from '@lingui/core';
import type { Locale } from '@smm/model';

/** Loads one locale's compiled catalogue; each is its own chunk (platform §7). */
const LOADERS: Readonly<Record<Locale, () => Promise<{ messages: Messages }>>> = {
  en: () => import('./locales/en/messages.js'),
  de: () => import('./locales/de/messages.js'),
  es: () => import('./locales/es/messages.js'),
  fr: () => import('./locales/fr/messages.js'),
  it: () => import('./locales/it/messages.js'),
  ja: () => import('./locales/ja/messages.js'),
};

/**
 * The compiled messages of a locale, loaded on demand.
 *
 * @example
 * const messages = await loadCatalogue('fr');
 */
export async function loadCatalogue(locale: Locale): Promise<Messages> {
  return (await LOADERS[locale]()).messages;
}

/**
 * Loads a locale's catalogue into a Lingui instance and makes it the active one.
 *
 * @example
 * await activateLocale(i18n, 'ja');
 * i18n._(platformMessages.tokenRefreshFailed) // 'トークンを更新できませんでした'
 */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  i18n.load(locale, await loadCatalogue(locale));
  i18n.activate(locale);
}

/**
 * A Lingui instance with a locale's catalogue loaded and active.
 *
 * @example
 * const i18n = await createI18n('de');
 * translate(i18n, engageMessages.caseDeleted, { caseId: '42' }) // 'Fall 42 wurde gelöscht'
 */
export async function createI18n(locale: Locale): Promise<I18n> {
  const i18n = setupI18n();
  await activateLocale(i18n, locale);
  return i18n;
}

/** Values of a message's placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * A message in the active language, its placeholders filled in.
 *
 * @example
 * translate(i18n, engageMessages.caseDeleted, { caseId: '42' }) // 'Case 42 has been deleted'
 */
export function translate(
  i18n: I18n,
  descriptor: MessageDescriptor,
  values?: MessageValues,
): string {
  return i18n._(values === undefined ? descriptor : { ...descriptor, values });
}
