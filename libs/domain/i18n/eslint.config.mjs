import { base, domain } from '../../../tools/eslint/eslint.config.mjs';

// The compiled catalogues are written by `npm run i18n:compile`.
export default [{ ignores: ['src/locales/**'] }, ...base, ...domain];
