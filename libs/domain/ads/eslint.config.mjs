import { base, domain } from '../../../tools/eslint/eslint.config.mjs';

export default [...base, ...domain];
