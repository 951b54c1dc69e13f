import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: '@smm/benchmark',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
