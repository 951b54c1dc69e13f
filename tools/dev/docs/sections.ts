/**
 * Sections of library READMEs that are generated from the code, so they cannot drift: each lies
 * between a start and an end marker and is rewritten by `npm run docs`.
 */
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { PACKAGE_TABLE_END, PACKAGE_TABLE_START, renderPackageTable } from './package-table.js';
import { MATRIX_END, MATRIX_START, renderRuleMatrix } from './rule-matrix.js';

/** A generated section of a README. */
export interface GeneratedSection {
  /** The README, relative to the repository root. */
  readonly readme: string;
  readonly start: string;
  readonly end: string;
  readonly render: () => string;
}

export const SECTIONS: readonly GeneratedSection[] = [
  {
    readme: 'libs/domain/engage-rules/README.md',
    start: MATRIX_START,
    end: MATRIX_END,
    render: renderRuleMatrix,
  },
  {
    readme: 'libs/domain/access/README.md',
    start: PACKAGE_TABLE_START,
    end: PACKAGE_TABLE_END,
    render: renderPackageTable,
  },
];

/** The absolute path of a README named relative to the repository root. */
export function readmePath(section: GeneratedSection): string {
  return fileURLToPath(new URL(`../../../${section.readme}`, import.meta.url));
}

/** Replaces a section of a README with a fresh one. */
export function withSection(readme: string, section: GeneratedSection): string {
  const start = readme.indexOf(section.start);
  const end = readme.indexOf(section.end);
  if (start < 0 || end < start) {
    throw new Error(`${section.readme} has no ${section.start} … ${section.end} section to fill.`);
  }
  return readme.slice(0, start) + section.render() + readme.slice(end + section.end.length);
}

/** The README with its section refreshed and formatted as the repository formats Markdown. */
export async function freshReadme(readme: string, section: GeneratedSection): Promise<string> {
  const path = readmePath(section);
  const options = (await prettier.resolveConfig(path)) ?? {};
  return prettier.format(withSection(readme, section), { ...options, filepath: path });
}
