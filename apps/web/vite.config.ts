/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, mergeConfig } from 'vite';
// The kit's texts are read from its sources, so its build plugin reads them here too.
import { languageSlice } from '../../packages/ui/build/language-slice.ts';
import { CHUNK_GROUPS } from './build/chunk-groups.ts';
import { deferredBoot } from './build/deferred-boot.ts';
import { endpointDocsOut } from './build/endpoint-docs.ts';
import { i18nextSelectorOnly } from './build/i18next-selector-only.ts';
import { noChunkCycles } from './build/no-chunk-cycles.ts';
import { precompress } from './build/precompress.ts';
import { reactRouterProduction } from './build/react-router-production.ts';
import { routePreloads } from './build/route-preloads.ts';

/** In development the API runs apart (pnpm dev); /api is proxied to it with the prefix stripped. */
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8000';

/**
 * The server's entry (`vite build --ssr`, issue 14): the public pages drawn by the API's server.
 * One self-contained module tree in dist-server (its libraries bundled in, so the server needs
 * no web dependency at run time), never served as files.
 */
const serverBuild = defineConfig({
  plugins: [react(), languageSlice()],
  publicDir: false,
  resolve: { conditions: ['source', ...defaultServerConditions] },
  ssr: { noExternal: true, resolve: { conditions: ['source', ...defaultServerConditions] } },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    target: 'node20',
    sourcemap: true,
    emptyOutDir: true,
  },
});

export default defineConfig(({ command, isSsrBuild }) => {
  const config = isSsrBuild ? serverBuild : browserBuild;
  // Builds ship react-router's production files (the dev server and tests keep its warnings),
  // and of i18next only the function react-i18next imports (the tests run i18next itself).
  const alias = [
    ...reactRouterProduction(import.meta.dirname),
    ...i18nextSelectorOnly(import.meta.dirname),
  ];
  return command === 'build' ? mergeConfig(config, { resolve: { alias } }) : config;
});

const browserBuild = defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    languageSlice(),
    routePreloads(),
    deferredBoot(),
    endpointDocsOut(),
    noChunkCycles(),
    precompress(),
  ],
  // `@academy/ui` from its sources (its `source` export condition), not from its package build.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
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
          groups: CHUNK_GROUPS,
        },
      },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    // One module graph and document for all files (about 5× faster here): src/test/setup.ts
    // clears what a test leaves behind. `npm test -- --full` runs them isolated.
    isolate: false,
    // Page tests render the whole app and type like a user: a journey of a few steps outlasts
    // vitest's 5 s on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
