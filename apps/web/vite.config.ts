/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { deferredBoot } from './build/deferred-boot.ts';
import { precompress } from './build/precompress.ts';
import { routePreloads } from './build/route-preloads.ts';
import { PUBLIC_PAGES } from './src/routes/public-pages.ts';

/** The libraries every page runs before anything shows. */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|xstate|@xstate[\\/]react|use-sync-external-store)[\\/]/;

/** In development the API runs apart (pnpm dev); /api is proxied to it with the prefix stripped. */
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8000';

export default defineConfig({
  plugins: [react(), tailwindcss(), routePreloads(PUBLIC_PAGES), deferredBoot(), precompress()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, rewrite: (path) => path.replace(/^\/api/, '') },
      '/media': { target: apiTarget },
    },
  },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page runs: one long-cached file instead of a dozen small ones.
            { name: 'framework', test: FRAMEWORK, priority: 20 },
            // Icons are tiny modules shared by many pages: one file rather than one request each.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 10 },
            { name: 'shared', minShareCount: 5, priority: 5 },
          ],
        },
      },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
