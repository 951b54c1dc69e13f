import type { I18n } from '@lingui/core';
import { createI18n, resolveLocale, type ResolvedLocale } from '@smm/i18n';

/** Where the browser says which language to use: storage, the `lang` link, its languages. */
export function browserLocale(): ResolvedLocale {
  return resolveLocale({
    storage: window.localStorage,
    // `?lang=de` before the hash or inside the hash route (`#/home?lang=de`).
    query: `${window.location.search}${window.location.hash}`,
    browserLanguages: navigator.languages,
  });
}

/** The app's Lingui instance in the language the browser asks for, with that language loaded. */
export async function startLocale(): Promise<{ i18n: I18n; resolved: ResolvedLocale }> {
  const resolved = browserLocale();
  return { i18n: await createI18n(resolved.locale), resolved };
}
