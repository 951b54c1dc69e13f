import { base } from '../eslint/eslint.config.mjs';

export default base;
