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
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { bundledTypes } from './build/bundled-types.ts';
import { languageSlice } from './build/language-slice.ts';

type Target = { source?: string; types?: string };
const manifest = JSON.parse(readFileSync(resolve(import.meta.dirname, 'package.json'), 'utf8')) as {
  exports: Record<string, Target>;
};

/** `./src/a/*.ts` → each file it matches, with what `*` stood for. */
function expand(pattern: string): [string, string][] {
  const [folder = '', tail = ''] = pattern.replace(/^\.\//, '').split('*');
  const dir = folder.slice(0, folder.lastIndexOf('/'));
  return readdirSync(resolve(import.meta.dirname, dir))
    .filter((file) => `${dir}/${file}`.startsWith(folder) && file.endsWith(tail))
    .map((file) => [file.slice(0, file.length - tail.length), `${dir}/${file}`]);
}

/**
 * The public entries, the name in dist → the source, read from `exports` (each with `types` in
 * dist and its `source`), plus the workspace packages the kit carries for an app: the flows'
 * machines (to create the actors the flow views take) and the languages (codes, default,
 * fallbacks, for the language an app passes to `createI18n`).
 */
export const ENTRIES: Record<string, string> = {
  ...Object.fromEntries(
    Object.values(manifest.exports).flatMap(({ source, types }): [string, string][] => {
      if (!source || !types?.startsWith('./dist/')) return [];
      const name = types.slice('./dist/'.length, -'.d.ts'.length);
      if (!name.includes('*')) return [[name, source.replace(/^\.\//, '')]];
      return expand(source).map(([part, file]) => [name.replace('*', part), file]);
    }),
  ),
  machines: '../machines/src/index.ts',
  languages: '../contract/src/language-codes.ts',
};

/** Bare imports of anything but the workspace packages stay imports. */
const isExternal = (id: string) => !/^[./\0]|^@academy\//.test(id) && !/^[a-zA-Z]:[\\/]/.test(id);

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    languageSlice(),
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
