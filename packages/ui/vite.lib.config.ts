/**
 * The kit as a package other apps install (`pnpm --filter @academy/ui build`, then `pnpm pack`):
 * ESM with one declaration file per entry, and one stylesheet. The workspace never reads this
 * build: apps/web, Storybook, vitest and tsgo resolve `@academy/ui` to its sources through the
 * `source` export condition (see package.json `exports`).
 *
 * - Third-party packages stay imports (dependencies or peers of the kit); the workspace packages
 *   `@academy/contract` and `@academy/machines`, which are not published, are bundled in, their
 *   types too, so the tarball installs alone.
 * - `styles.css`: Tailwind compiled from the kit's own sources (build/styles.css); `fonts.css`:
 *   the web fonts, left as imports of the fontsource packages for the app's bundler to resolve.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { bundledTypes } from './build/bundled-types.ts';

const LANGUAGES = ['ro', 'ru', 'en', 'fr', 'es'];

/** The public entries: the name in dist (and in `exports`) → the source. */
export const ENTRIES: Record<string, string> = {
  index: 'src/index.ts',
  'my-page': 'src/flows/my-page/index.ts',
  'requests-list': 'src/flows/requests-list/index.ts',
  'appointments-calendar': 'src/blocks/appointments-calendar/index.ts',
  'rich-text-editor': 'src/components/rich-text-editor/index.ts',
  // The flows' machines, for an app to create the actors the flow views take.
  machines: '../machines/src/index.ts',
  // The languages (codes, default, fallbacks), for the language an app passes to `createI18n`.
  languages: '../contract/src/language-codes.ts',
  ...Object.fromEntries(
    LANGUAGES.flatMap((lang) => [
      [`i18n/languages/${lang}`, `src/i18n/languages/${lang}.ts`],
      [`i18n/languages/${lang}.member`, `src/i18n/languages/${lang}.member.ts`],
    ]),
  ),
};

/** Bare imports of anything but the workspace packages stay imports. */
const isExternal = (id: string) => !/^[./\0]|^@academy\//.test(id) && !/^[a-zA-Z]:[\\/]/.test(id);

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    {
      name: 'kit-fonts-css',
      apply: 'build',
      writeBundle() {
        mkdirSync(resolve(import.meta.dirname, 'dist'), { recursive: true });
        copyFileSync(
          resolve(import.meta.dirname, 'src/styles/fonts.css'),
          resolve(import.meta.dirname, 'dist/fonts.css'),
        );
      },
    },
    bundledTypes({
      entries: ENTRIES,
      root: import.meta.dirname,
      outDir: resolve(import.meta.dirname, 'dist'),
      tsconfig: resolve(import.meta.dirname, 'tsconfig.build.json'),
      typesDir: resolve(import.meta.dirname, 'build/.types'),
      inline: {
        '@academy/contract': resolve(import.meta.dirname, '../contract'),
        '@academy/machines': resolve(import.meta.dirname, '../machines'),
      },
    }),
  ],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: true,
    sourcemap: true,
    lib: {
      entry: { ...ENTRIES, styles: 'build/styles.css' },
      formats: ['es'],
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: '[name][extname]',
      },
      onLog(level, log, handler) {
        // Radix ships "use client" directives that a non-RSC build reports as noise.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
});
