/**
 * The domain libraries are publishable packages: packed with `npm pack` from their built dist/,
 * installed into a separate project (no workspace, no path aliases), imported by name with
 * plain Node and type-checked by a strict consumer.
 */
import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const LIBS = ['model', 'networks', 'engage-rules'] as const;
const THIRD_PARTY = ['fp-ts', 'io-ts', 'twitter-text', '@types/twitter-text'];

describe('the published domain libraries', () => {
  let consumer: string;

  beforeAll(() => {
    consumer = mkdtempSync(join(tmpdir(), 'smm-consumer-'));
    const packs = join(consumer, 'packs');
    mkdirSync(packs);
    for (const lib of LIBS) {
      const dist = join(root, 'libs/domain', lib, 'dist');
      execFileSync('npm', ['pack', dist, '--pack-destination', packs, '--silent'], { cwd: root });
      const tarball = readdirSync(packs).find((name) => name.startsWith(`smm-${lib}-`));
      if (!tarball) throw new Error(`npm pack made no tarball for ${lib}; was it built?`);
      const target = join(consumer, 'node_modules/@smm', lib);
      mkdirSync(target, { recursive: true });
      execFileSync('tar', ['-xzf', join(packs, tarball), '-C', target, '--strip-components=1']);
      rmSync(join(packs, tarball));
    }
    for (const name of THIRD_PARTY) {
      const target = join(consumer, 'node_modules', name);
      mkdirSync(join(target, '..'), { recursive: true });
      symlinkSync(realpathSync(join(root, 'node_modules', name)), target);
    }
    writeFileSync(
      join(consumer, 'package.json'),
      JSON.stringify({ name: 'consumer', type: 'module' }),
    );
  });

  afterAll(() => rmSync(consumer, { recursive: true, force: true }));

  it('import by name in plain Node (ESM)', () => {
    writeFileSync(
      join(consumer, 'check.mjs'),
      `import { capabilitiesOf, validateReply, characterCount } from '@smm/engage-rules';
import { makeEngageItem } from '@smm/model/testing';
import { decode, EngageItem } from '@smm/model';
import { networkName } from '@smm/networks';
const item = makeEngageItem({ engage: { network: 'instagram', type: 'comment' } });
const caps = capabilitiesOf(item);
console.log(JSON.stringify({
  hide: caps.hide, like: caps.like,
  tooLong: validateReply(item, { text: 'x'.repeat(2201) })._tag,
  xCount: characterCount('twitter', 'https://example.com/' + 'a'.repeat(50)),
  decoded: decode(EngageItem, item)._tag,
  name: networkName('twitter'),
}));
`,
    );
    const output = execFileSync('node', ['check.mjs'], { cwd: consumer, encoding: 'utf8' });
    expect(JSON.parse(output)).toEqual({
      hide: true,
      like: false,
      tooLong: 'Left',
      xCount: 23,
      decoded: 'Right',
      name: 'X',
    });
  });

  it('type-check in a strict TypeScript consumer (NodeNext resolution)', () => {
    writeFileSync(
      join(consumer, 'check.ts'),
      `import { capabilitiesOf, type Capabilities } from '@smm/engage-rules';
import { makeEngageItem } from '@smm/model/testing';
const caps: Capabilities = capabilitiesOf(makeEngageItem());
const hide: boolean = caps.hide;
// @ts-expect-error the record is read-only
caps.hide = !hide;
`,
    );
    writeFileSync(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2022',
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        files: ['check.ts'],
      }),
    );
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    expect(() =>
      execFileSync('node', [tsc, '-p', 'tsconfig.json'], { cwd: consumer, encoding: 'utf8' }),
    ).not.toThrow();
  });
});
