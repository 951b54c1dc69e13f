import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type BudgetChunk, initialJs } from './bundle-budget.js';

const chunk = (fileName: string, imports: string[] = [], isEntry = false): BudgetChunk => ({
  fileName,
  isEntry,
  imports,
  // Random text barely compresses, so sizes differ by chunk.
  code: randomBytes(2000).toString('base64'),
});

describe('initialJs', () => {
  it('counts the entry and what it imports statically, transitively, once each', () => {
    const chunks = [
      chunk('main.js', ['react.js', 'ui.js'], true),
      chunk('react.js'),
      chunk('ui.js', ['react.js']),
      chunk('settings.js', ['ui.js']),
    ];
    const initial = initialJs(chunks);
    expect(initial.files.map((file) => file.fileName).sort()).toEqual([
      'main.js',
      'react.js',
      'ui.js',
    ]);
    const gzip = (name: string) =>
      gzipSync(chunks.find((c) => c.fileName === name)?.code ?? '', { level: 9 }).length;
    expect(initial.gzipBytes).toBe(gzip('main.js') + gzip('react.js') + gzip('ui.js'));
  });

  it('leaves lazily loaded chunks out', () => {
    const initial = initialJs([chunk('main.js', [], true), chunk('home.js'), chunk('settings.js')]);
    expect(initial.files.map((file) => file.fileName)).toEqual(['main.js']);
  });
});
