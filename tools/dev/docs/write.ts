/**
 * `npm run docs`: rewrites the generated sections of the library READMEs; with `--check`, fails
 * when one is stale instead.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { freshReadme, readmePath, SECTIONS } from './sections.js';

const check = process.argv.includes('--check');
let stale = 0;
for (const section of SECTIONS) {
  const path = readmePath(section);
  const current = readFileSync(path, 'utf8');
  const fresh = await freshReadme(current, section);
  if (fresh === current) continue;
  if (check) {
    console.error(`${section.readme} is stale: run \`npm run docs\`.`);
    stale++;
  } else {
    writeFileSync(path, fresh);
    console.log(`Wrote ${section.readme}.`);
  }
}
if (stale > 0) process.exit(1);
console.log(check ? 'The generated sections are up to date.' : 'Done.');
