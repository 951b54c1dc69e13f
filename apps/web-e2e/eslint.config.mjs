import { base } from '../../tools/eslint/eslint.config.mjs';

export default base;
