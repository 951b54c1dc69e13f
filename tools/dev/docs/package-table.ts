/** The feature-package table of @smm/access, rendered from its definitions. */
import { AREAS, FEATURES, hasArea, packageDefinitions } from '@smm/access';

export const PACKAGE_TABLE_START = '<!-- package-table:start -->';
export const PACKAGE_TABLE_END = '<!-- package-table:end -->';

/** One row per package: ✓ where it has a product or area, — where it does not, and its home. */
export function renderPackageTable(): string {
  const columns = [...FEATURES, ...AREAS];
  const lines = [
    PACKAGE_TABLE_START,
    '',
    'Generated from `packageDefinitions` by `npm run docs`; a test fails when it is stale.',
    '',
    `| package | ${columns.join(' | ')} | lands on |`,
    `| --- | ${columns.map(() => ':-:').join(' | ')} | --- |`,
    ...packageDefinitions.map(
      (definition) =>
        `| ${definition.name} | ${columns.map((area) => (hasArea(definition.name, area) ? '✓' : '—')).join(' | ')} | \`${definition.home}\` |`,
    ),
    `| CUSTOM | ${columns.map((area) => (hasArea('CUSTOM', area) ? '✓' : '—')).join(' | ')} | \`/home\` |`,
    '',
    PACKAGE_TABLE_END,
  ];
  return lines.join('\n');
}
