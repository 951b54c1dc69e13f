import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;

/** The components the package exports: `export { Name } from './Dir/Name.js'` in PascalCase. */
function exportedComponents(): { name: string; file: string }[] {
  const index = readFileSync(join(src, 'index.ts'), 'utf8');
  return [
    ...index.matchAll(/export \{ ([A-Z][a-z]\w*)(?:, \w+)* \} from '\.\/(\w+\/\w+)\.js'/g),
  ].map(([, name = '', file = '']) => ({ name, file }));
}

describe('stories', () => {
  const components = exportedComponents();

  it('finds the exported components', () => {
    expect(components.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Button', 'Modal', 'ConfirmDialog', 'ToastRegion', 'Menu']),
    );
  });

  it.each(components)('$name has a story', ({ name, file }) => {
    const dir = join(src, file.split('/')[0] ?? '');
    const stories = readdirSync(dir).filter((f) => f.endsWith('.stories.tsx'));
    const own = stories.some((f) => f === `${name}.stories.tsx`);
    // A part shown only inside its whole (a Toast in the ToastRegion) is covered by the whole's.
    const shared = stories.some((f) => readFileSync(join(dir, f), 'utf8').includes(`<${name}`));
    expect(own || shared, `${file}.tsx`).toBe(true);
    expect(existsSync(join(src, `${file}.tsx`))).toBe(true);
  });
});
