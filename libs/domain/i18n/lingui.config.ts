import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** The catalogues of the shared texts: six locales, English the source, `.po` files. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'es', 'fr', 'it', 'ja'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src/messages'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  orderBy: 'messageId',
});
