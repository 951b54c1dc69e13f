import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { cell, freshReadme, renderRuleMatrix } from './rule-matrix.js';

describe('the rule matrix', () => {
  it('in the engage-rules README is the one the rules produce (run `npm run docs:rules`)', async () => {
    const path = fileURLToPath(
      new URL('../../../libs/domain/engage-rules/README.md', import.meta.url),
    );
    const readme = readFileSync(path, 'utf8');
    expect(await freshReadme(readme, path)).toBe(readme);
  });

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
