import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LocaleStorage } from './locale.rules.js';
import {
  LOCALE_STORAGE_KEY,
  SUPPORTED_LOCALES,
  langParam,
  rememberLocale,
  resolveLocale,
  supportedLocaleOf,
} from './locale.rules.js';

function memoryStorage(
  initial: Record<string, string> = {},
): LocaleStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

const brokenStorage: LocaleStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('locales', () => {
  it('supports en, de, es, fr, it and ja', () => {
    expect([...SUPPORTED_LOCALES].sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'ja']);
  });

  it.each([
    ['de-AT', 'de'],
    ['EN_gb', 'en'],
    ['ja', 'ja'],
    ['pt-BR', undefined],
    ['', undefined],
    [null, undefined],
  ])('the interface language of %j is %j', (tag, locale) => {
    expect(supportedLocaleOf(tag)).toBe(locale);
  });

  it.each([
    ['?lang=fr', 'fr'],
    ['?x=1&lang=it', 'it'],
    ['https://app.example/#/engage?lang=ja', 'ja'],
    ['?language=fr', undefined],
    ['?lang=%E0%A4%A', undefined],
    ['', undefined],
  ])('the lang parameter of %j is %j', (query, lang) => {
    expect(langParam(query)).toBe(lang);
  });
});

describe('resolveLocale', () => {
  it('defaults to English', () => {
    expect(resolveLocale()).toEqual({ locale: 'en', overridden: false, preferred: 'en' });
  });

  it('uses the preferred locale kept in storage', () => {
    const storage = memoryStorage({ [LOCALE_STORAGE_KEY]: 'it' });
    expect(resolveLocale({ storage })).toEqual({
      locale: 'it',
      overridden: false,
      preferred: 'it',
    });
  });

  it('falls back to the first supported browser language when nothing is stored', () => {
    expect(resolveLocale({ browserLanguages: ['pt-BR', 'es-MX', 'de'] }).locale).toBe('es');
  });

  it('a lang parameter overrides for the session, says so, and is not stored', () => {
    const storage = memoryStorage({ [LOCALE_STORAGE_KEY]: 'en' });
    expect(resolveLocale({ storage, query: '#/home?lang=de' })).toEqual({
      locale: 'de',
      overridden: true,
      preferred: 'en',
    });
    expect(storage.data[LOCALE_STORAGE_KEY]).toBe('en');
  });

  it('a lang parameter equal to the preferred locale is not an override', () => {
    const storage = memoryStorage({ [LOCALE_STORAGE_KEY]: 'fr' });
    expect(resolveLocale({ storage, query: '?lang=fr' }).overridden).toBe(false);
  });

  it('an unsupported lang parameter or stored value is ignored', () => {
    const storage = memoryStorage({ [LOCALE_STORAGE_KEY]: 'klingon' });
    expect(resolveLocale({ storage, query: '?lang=pt' })).toEqual({
      locale: 'en',
      overridden: false,
      preferred: 'en',
    });
  });

  it('storage that throws is treated as empty', () => {
    expect(resolveLocale({ storage: brokenStorage, query: '?lang=ja' }).locale).toBe('ja');
    expect(rememberLocale(brokenStorage, 'de')).toBe(false);
  });

  it('remembers a chosen locale for the next visit', () => {
    const storage = memoryStorage();
    expect(rememberLocale(storage, 'ja')).toBe(true);
    expect(resolveLocale({ storage }).locale).toBe('ja');
  });

  it('always resolves to a supported locale, overridden only when lang differs', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.array(fc.string()), (stored, lang, languages) => {
        const storage = memoryStorage({ [LOCALE_STORAGE_KEY]: stored });
        const result = resolveLocale({
          storage,
          query: `?lang=${encodeURIComponent(lang)}`,
          browserLanguages: languages,
        });
        expect(SUPPORTED_LOCALES).toContain(result.locale);
        expect(result.overridden).toBe(result.locale !== result.preferred);
      }),
    );
  });
});
