/**
 * The benchmark pages of the web app (`tools/dev/bench/web-scroll.bench.ts` builds and serves
 * them): the app's own plugins (React, vanilla-extract), a production build into bench/dist. The
 * app never imports these pages, so its bundle is unchanged.
 */
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  // The same plugins as apps/web/vite.config.ts (without the app's bundle budget).
  plugins: [react(), vanillaExtractPlugin()],
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Source maps let a Performance trace of the page name the app's functions.
    sourcemap: true,
    rolldownOptions: { input: { scroll: resolve(import.meta.dirname, 'scroll/index.html') } },
  },
});
