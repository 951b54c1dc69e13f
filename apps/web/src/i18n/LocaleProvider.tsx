import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { activateLocale, LOCALE_STORAGE_KEY, rememberLocale, type ResolvedLocale } from '@smm/i18n';
import type { Locale } from '@smm/model';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/** The language the app is shown in, and how to change it. */
export interface LocaleState {
  readonly locale: Locale;
  /** A `lang` link chose this language for the session; the preferred one is unchanged. */
  readonly overridden: boolean;
  /** The user's own choice: kept in the browser and shown at once. */
  choose(locale: Locale): Promise<void>;
  /** The server's language for the user, taken when the browser keeps no choice of theirs. */
  adopt(locale: Locale): Promise<void>;
}

const LocaleContext = createContext<LocaleState | null>(null);

/** The language of the app, as {@link LocaleProvider} holds it. */
export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale needs a LocaleProvider above it.');
  return state;
}

/**
 * Gives the app its Lingui instance and language. `storage` keeps the user's choice; a `lang`
 * link wins for the session (and a banner says so) without changing it.
 */
export function LocaleProvider(props: {
  readonly i18n: I18n;
  readonly resolved: ResolvedLocale;
  readonly storage: Storage;
  readonly children: ReactNode;
}) {
  const { i18n, storage } = props;
  const [current, setCurrent] = useState(props.resolved);
  const state = useMemo<LocaleState>(() => {
    const show = async (locale: Locale, next: ResolvedLocale) => {
      if (locale !== i18n.locale) await activateLocale(i18n, locale);
      setCurrent(next);
    };
    return {
      locale: current.locale,
      overridden: current.overridden,
      choose: async (locale) => {
        rememberLocale(storage, locale);
        await show(locale, { locale, preferred: locale, overridden: false });
      },
      adopt: async (locale) => {
        if (current.overridden || storage.getItem(LOCALE_STORAGE_KEY) !== null) return;
        rememberLocale(storage, locale);
        await show(locale, { locale, preferred: locale, overridden: false });
      },
    };
  }, [current, i18n, storage]);
  return (
    <LocaleContext.Provider value={state}>
      <I18nProvider i18n={i18n}>{props.children}</I18nProvider>
    </LocaleContext.Provider>
  );
}
