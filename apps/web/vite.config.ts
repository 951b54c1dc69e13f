import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { bundleBudget } from './build/bundle-budget.js';

export default defineConfig({
  root: import.meta.dirname,
  // The sign-in page and the shell load at most 170 KB of JavaScript (gzip); areas load lazily.
  plugins: [react(), vanillaExtractPlugin(), bundleBudget({ limitKb: 170 })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 4200,
    proxy: {
      '/api': 'http://localhost:8080',
      '/healthz': 'http://localhost:8080',
      '/sandbox': 'http://localhost:8080',
    },
  },
  test: {
    name: '@smm/web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'node',
  },
});
