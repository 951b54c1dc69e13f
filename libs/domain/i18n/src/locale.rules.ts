import type { Locale } from '@smm/model';

/** The interface languages (platform §1, §9). */
export const SUPPORTED_LOCALES: readonly Locale[] = ['en', 'de', 'es', 'fr', 'it', 'ja'];
/** The language when nothing else says (platform §1). */
export const DEFAULT_LOCALE: Locale = 'en';
/** The browser-storage key of the preferred locale. */
export const LOCALE_STORAGE_KEY = 'smm.locale';
/** The query parameter that overrides the locale for the session (platform §1). */
export const LANG_PARAM = 'lang';

/** The part of Web Storage the locale needs (`localStorage` is one). */
export interface LocaleStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Whether a value is one of the six interface languages.
 *
 * @example
 * isSupportedLocale('ja') // true
 * isSupportedLocale('pt') // false
 */
export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * The interface language of a language tag, by its primary subtag; undefined when unsupported.
 *
 * @example
 * supportedLocaleOf('de-AT') // 'de'
 * supportedLocaleOf('EN_gb') // 'en'
 * supportedLocaleOf('pt-BR') // undefined
 */
export function supportedLocaleOf(tag: string | null | undefined): Locale | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isSupportedLocale(primary) ? primary : undefined;
}

/**
 * The `lang` parameter of a query string or URL, hash routes included (`#/engage?lang=de`).
 *
 * @example
 * langParam('?lang=fr&x=1')             // 'fr'
 * langParam('https://app/#/home?lang=ja') // 'ja'
 * langParam('?language=fr')            // undefined
 */
export function langParam(query: string): string | undefined {
  const match = /[?&#]lang=([^&#]*)/.exec(query);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1] ?? '');
  } catch {
    return undefined;
  }
}

/** Reads storage, which may throw (storage disabled, private mode). */
function readStored(storage: LocaleStorage | undefined): Locale | undefined {
  try {
    return supportedLocaleOf(storage?.getItem(LOCALE_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

/** What decides the interface language. */
export interface LocaleSources {
  /** Browser storage holding the preferred locale. */
  readonly storage?: LocaleStorage;
  /** The query string or URL that may carry `lang`. */
  readonly query?: string;
  /** The browser's languages (`navigator.languages`), used when nothing is stored. */
  readonly browserLanguages?: readonly string[];
}

/** The interface language and whether `lang` overrides the preferred one for this session. */
export interface ResolvedLocale {
  readonly locale: Locale;
  /** True when a `lang` parameter chose a language other than the preferred one. */
  readonly overridden: boolean;
  /** The user's preferred language (what storage or the browser says). */
  readonly preferred: Locale;
}

/**
 * The interface language (platform §1): a supported `lang` query parameter wins for the session
 * (without being stored); otherwise the preferred locale from browser storage; otherwise the
 * first supported browser language; otherwise English. `overridden` is true when `lang` chose a
 * language other than the preferred one, which is when the UI shows its banner.
 *
 * @example
 * resolveLocale({ storage: localStorage, query: location.hash }) // { locale: 'de', overridden: true, preferred: 'en' }
 */
export function resolveLocale(sources: LocaleSources = {}): ResolvedLocale {
  const preferred =
    readStored(sources.storage) ??
    (sources.browserLanguages ?? []).map(supportedLocaleOf).find((l) => l !== undefined) ??
    DEFAULT_LOCALE;
  const requested = sources.query === undefined ? undefined : langParam(sources.query);
  const override = supportedLocaleOf(requested);
  if (override === undefined) return { locale: preferred, overridden: false, preferred };
  return { locale: override, overridden: override !== preferred, preferred };
}

/**
 * Keeps the user's choice of language in browser storage; false when storage refused.
 *
 * @example
 * rememberLocale(localStorage, 'it')
 */
export function rememberLocale(storage: LocaleStorage, locale: Locale): boolean {
  try {
    storage.setItem(LOCALE_STORAGE_KEY, locale);
    return true;
  } catch {
    return false;
  }
}
