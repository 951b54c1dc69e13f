import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUPPORTED_LOCALES } from '@smm/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const library = join(root, 'libs/domain/i18n');
const lingui = join(root, 'node_modules/.bin/lingui');

/** A .po file without its creation date, which every extraction rewrites. */
const withoutDate = (po: string) => po.replace(/^"POT-Creation-Date: .*\n/m, '');

let scratch = '';

beforeAll(() => {
  // A copy inside the repository, so the copied config resolves @lingui/* from node_modules.
  const cache = join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  scratch = mkdtempSync(join(cache, 'i18n-'));
  cpSync(join(library, 'lingui.config.ts'), join(scratch, 'lingui.config.ts'));
  cpSync(join(library, 'src/messages'), join(scratch, 'src/messages'), { recursive: true });
  for (const locale of SUPPORTED_LOCALES) {
    const po = join('src/locales', locale, 'messages.po');
    cpSync(join(library, po), join(scratch, po));
  }
  const config = join(scratch, 'lingui.config.ts');
  execFileSync(lingui, ['extract', '--clean', '--config', config], { cwd: root, stdio: 'pipe' });
  execFileSync(lingui, ['compile', '--strict', '--config', config], { cwd: root, stdio: 'pipe' });
}, 60_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** The ids of a .po catalogue whose translation is empty. */
function untranslated(po: string): string[] {
  return [...po.matchAll(/^msgid "(.+)"\nmsgstr ""$/gm)].map((m) => m[1] ?? '');
}

describe('message catalogues', () => {
  it.each(SUPPORTED_LOCALES)('the %s .po catalogue translates every message', (locale) => {
    const po = readFileSync(join(library, 'src/locales', locale, 'messages.po'), 'utf8');
    expect(untranslated(po)).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES)(
    'the %s .po catalogue is what `npm run i18n:extract` writes',
    (locale) => {
      const path = join('src/locales', locale, 'messages.po');
      const committed = readFileSync(join(library, path), 'utf8');
      expect(withoutDate(readFileSync(join(scratch, path), 'utf8'))).toBe(withoutDate(committed));
    },
  );

  it.each(SUPPORTED_LOCALES)(
    'the compiled %s catalogue is what `npm run i18n:compile` writes from the .po file',
    (locale) => {
      const path = join('src/locales', locale, 'messages.ts');
      expect(readFileSync(join(scratch, path), 'utf8')).toBe(
        readFileSync(join(library, path), 'utf8'),
      );
    },
  );
});
