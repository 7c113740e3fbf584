#!/usr/bin/env node
// Bundles the API into one file (default dist/main.js; `--outfile=…` for another), the native
// and file-reading packages left to node_modules (@touch4it/ical-timezones reads its zone files
// next to its own module: bundled, it found no __dirname and every invitation failed). The crash
// test bundles its own copy with it.
import { build } from 'esbuild';

export async function buildApi(outfile = 'dist/main.js') {
  await build({
    entryPoints: [new URL('../src/main.ts', import.meta.url).pathname],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    external: [
      '@electric-sql/pglite',
      'pg',
      'pg-native',
      'pdfkit',
      '@touch4it/ical-timezones',
      // Native: its binary is found beside its own module at run time.
      'sharp',
    ],
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outfile = process.argv.find((arg) => arg.startsWith('--outfile='))?.slice(10);
  await buildApi(outfile);
}
