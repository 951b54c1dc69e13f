import { base } from '../../../tools/eslint/eslint.config.mjs';

// src/schema.d.ts is written by `npm run openapi`.
export default [{ ignores: ['src/schema.d.ts'] }, ...base];
