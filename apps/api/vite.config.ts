import { defineConfig } from 'vitest/config';

/** The server is bundled with Vite: workspace libraries are inlined, npm packages stay external. */
export default defineConfig({
  root: import.meta.dirname,
  build: {
    ssr: true,
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    // The server, and the tracing preload `node --import` loads before it (decision 0100).
    rolldownOptions: { input: { main: 'src/main.ts', tracing: 'src/tracing.ts' } },
  },
  test: {
    name: '@smm/api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
