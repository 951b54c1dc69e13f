#!/usr/bin/env node
// Run in a library's folder after `tsc -b`: makes dist/ a publishable package (ESM + .d.ts).
// The source package.json exports src/*.ts for development; the published one exports dist.
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';

const source = JSON.parse(readFileSync('package.json', 'utf8'));

const toDist = (path) => path.replace(/^\.\/src\//, './').replace(/\.ts$/, '.js');
const exportsMap = {};
for (const [subpath, target] of Object.entries(source.exports ?? {})) {
  if (!target.endsWith('.ts')) continue;
  const js = toDist(target);
  exportsMap[subpath] = { types: js.replace(/\.js$/, '.d.ts'), import: js, default: js };
}
exportsMap['./package.json'] = './package.json';

const published = {
  name: source.name,
  version: source.version,
  description: source.description,
  type: 'module',
  sideEffects: source.sideEffects ?? false,
  exports: exportsMap,
  types: './index.d.ts',
  files: ['**/*.js', '**/*.d.ts', '**/*.map', 'README.md'],
  dependencies: source.dependencies ?? {},
  engines: { node: '>=20.19' },
  license: 'UNLICENSED',
};

writeFileSync('dist/package.json', `${JSON.stringify(published, null, 2)}\n`);
if (existsSync('README.md')) copyFileSync('README.md', 'dist/README.md');
console.log(
  `${source.name}: dist/ is a publishable package (${Object.keys(exportsMap).length - 1} entries).`,
);
