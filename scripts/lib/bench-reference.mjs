/**
 * The web benchmark's reference page (scripts/bench-reference/): React and react-dom hydrating a
 * tiny server-drawn component, built with the product's build tool, React plugin, target and
 * minification into a temporary folder, never into the product's build. Its load under the same
 * throttled CPU, in the same run and browser, is the unit the product's pages are measured in.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const SOURCE = resolve(import.meta.dirname, '../bench-reference');

/**
 * Builds the reference page: resolves with the folder holding its index.html and assets/, and a
 * function that removes the build.
 */
export async function buildReference() {
  const out = mkdtempSync(join(tmpdir(), 'bench-reference-'));
  const common = { root: SOURCE, configFile: false, logLevel: 'warn', plugins: [react()] };
  // As apps/web/vite.config.ts builds the browser's files: es2022, Vite's default minifier.
  await build({
    ...common,
    publicDir: false,
    build: { outDir: join(out, 'client'), target: 'es2022', emptyOutDir: true },
  });
  // Self-contained, as the product's server entry (its temporary folder resolves no package).
  await build({
    ...common,
    ssr: { noExternal: true },
    build: {
      ssr: join(SOURCE, 'entry-server.tsx'),
      outDir: join(out, 'server'),
      target: 'node20',
      emptyOutDir: true,
    },
  });
  // Drawn once at build time: the reference measures the browser's work, not the server's.
  const { render } = await import(pathToFileURL(join(out, 'server', 'entry-server.js')).href);
  const page = join(out, 'client', 'index.html');
  writeFileSync(page, readFileSync(page, 'utf8').replace('<!--reference-->', render()));
  return { dir: join(out, 'client'), remove: () => rmSync(out, { recursive: true, force: true }) };
}
