import { defineConfig } from 'vitest/config';

/**
 * `npm run e2e`: the browser tests, one file at a time in one worker (one server, one
 * Chromium), against the built server started by the global setup.
 */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: '@smm/web-e2e',
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['src/server.setup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
