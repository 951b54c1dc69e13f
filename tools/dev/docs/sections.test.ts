import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderPackageTable } from './package-table.js';
import { cell, renderRuleMatrix } from './rule-matrix.js';
import { freshReadme, readmePath, SECTIONS } from './sections.js';

describe('generated README sections', () => {
  it.each(SECTIONS.map((section) => [section.readme, section] as const))(
    '%s is the one the code produces (run `npm run docs`)',
    async (_readme, section) => {
      const readme = readFileSync(readmePath(section), 'utf8');
      expect(await freshReadme(readme, section)).toBe(readme);
    },
  );
});

describe('the rule matrix', () => {
  it('summarises conditions from the rules', () => {
    expect(cell('twitter', 'post', 'delete')).toBe('own');
    expect(cell('instagram', 'comment', 'hide')).toBe('not own');
    expect(cell('facebook', 'comment', 'hide')).toBe('flag¹');
    expect(cell('facebook', 'comment', 'privateReply')).toBe('not own, flag¹');
    expect(cell('googlemybusiness', 'review', 'delete')).toBe('—');
    expect(cell('youtube', 'message', 'reply')).toBe('✓');
  });

  it('has a table per supported network', () => {
    expect(renderRuleMatrix().match(/^### /gm)).toHaveLength(9);
  });
});

describe('the package table', () => {
  it('has a row per package and CUSTOM', () => {
    expect(renderPackageTable().match(/^\| (?!package|---)/gm)).toHaveLength(11);
  });
});
