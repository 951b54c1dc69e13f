import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [vanillaExtractPlugin()],
  test: {
    name: '@smm/ui',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
