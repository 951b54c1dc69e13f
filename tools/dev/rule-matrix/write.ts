/**
 * Writes the rule matrix into libs/domain/engage-rules/README.md; with `--check`, fails when the
 * README is stale instead.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freshReadme } from './rule-matrix.js';

const readmePath = fileURLToPath(
  new URL('../../../libs/domain/engage-rules/README.md', import.meta.url),
);
const current = readFileSync(readmePath, 'utf8');
const fresh = await freshReadme(current, readmePath);

if (process.argv.includes('--check')) {
  if (fresh !== current) {
    console.error('The rule matrix in the engage-rules README is stale: run `npm run docs:rules`.');
    process.exit(1);
  }
  console.log('The rule matrix is up to date.');
} else if (fresh !== current) {
  writeFileSync(readmePath, fresh);
  console.log('Wrote the rule matrix into libs/domain/engage-rules/README.md.');
} else {
  console.log('The rule matrix was already up to date.');
}
