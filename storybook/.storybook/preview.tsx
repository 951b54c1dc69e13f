import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createI18n, DEFAULT_LOCALE, isSupportedLocale, SUPPORTED_LOCALES } from '@smm/i18n';
import type { Locale } from '@smm/model';
import { vars } from '@smm/ui';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { StrictMode, useLayoutEffect } from 'react';

/** Light, dark, or the system's preference (no `data-theme`). */
type ThemeChoice = 'light' | 'dark' | 'system';

const catalogues = new Map<Locale, Promise<I18n>>();

/** One Lingui instance per locale, its catalogue loaded once. */
function i18nFor(locale: Locale): Promise<I18n> {
  let i18n = catalogues.get(locale);
  if (i18n === undefined) {
    i18n = createI18n(locale);
    catalogues.set(locale, i18n);
  }
  return i18n;
}

/** Loads the toolbar's locale before a story renders: components read `uiMessages` from it. */
const loadI18n: Loader = async ({ globals }) => {
  const locale: unknown = globals['locale'];
  return { i18n: await i18nFor(isSupportedLocale(locale) ? locale : DEFAULT_LOCALE) };
};

/** Puts the toolbar's theme on the document, and the theme's page colours on the body. */
function ThemeFrame({ theme, children }: { theme: ThemeChoice; children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (theme === 'system') delete root.dataset['theme'];
    else root.dataset['theme'] = theme;
    Object.assign(document.body.style, {
      background: vars.color.surface,
      color: vars.color.text,
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.md,
    });
  }, [theme]);
  return <>{children}</>;
}

const withProviders: Decorator = (Story, { loaded, globals }) => {
  const i18n = loaded['i18n'] as I18n;
  const theme: unknown = globals['theme'];
  // StrictMode as in the app, so that stories show what its double effects would break.
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ThemeFrame theme={theme === 'dark' || theme === 'system' ? theme : 'light'}>
          <Story />
        </ThemeFrame>
      </I18nProvider>
    </StrictMode>
  );
};

const preview: Preview = {
  parameters: {
    layout: 'centered',
    controls: { expanded: true },
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'system', title: 'System preference' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: SUPPORTED_LOCALES.map((locale) => ({ value: locale, title: locale })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: DEFAULT_LOCALE },
  loaders: [loadI18n],
  decorators: [withProviders],
};

export default preview;
