import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin as RollupPlugin } from 'rollup';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import type { Plugin } from 'vite';

/**
 * After the library build, one declaration file per entry (`dist/<entry>.d.ts`): tsc emits the
 * declarations of the kit and of the workspace packages it bundles (tsconfig.build.json, about
 * ten seconds), then rollup-plugin-dts joins them per entry. The workspace packages' types are
 * inlined (their package names mapped to the emitted files); every other package stays an import.
 */
export function bundledTypes(options: {
  /** entry name → source file, relative to the kit's folder */
  entries: Record<string, string>;
  /** the kit's folder */
  root: string;
  outDir: string;
  /** tsconfig.build.json: emits declarations into `typesDir`, with `rootDir` at packages/ */
  tsconfig: string;
  typesDir: string;
  /** the workspace packages bundled in: name → their folder */
  inline: Record<string, string>;
}): Plugin {
  const packagesDir = resolve(options.root, '..');
  /** Where tsc wrote the declaration of a source file. */
  const declarationOf = (source: string) =>
    join(options.typesDir, relative(packagesDir, source)).replace(/\.tsx?$/, '.d.ts');

  return {
    name: 'kit-bundled-types',
    apply: 'build',
    async closeBundle() {
      const started = Date.now();
      rmSync(options.typesDir, { recursive: true, force: true });
      // TypeScript's own tsc (~10 s), not tsgo: in one CI run tsgo exited 0 having written 197 of
      // the 324 declarations, and the bundle below could not resolve the missing ones.
      const tsc = join(
        dirname(createRequire(import.meta.url).resolve('typescript/package.json')),
        'bin/tsc',
      );
      const emitted = spawnSync(process.execPath, [tsc, '-p', options.tsconfig], {
        stdio: 'inherit',
      });
      if (emitted.status !== 0) throw new Error('tsc could not emit the declarations');

      const paths: Record<string, string[]> = {};
      for (const [name, dir] of Object.entries(options.inline)) {
        const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
        for (const [subpath, target] of Object.entries(manifest.exports as Record<string, string>))
          for (const [each, file] of exportedFiles(dir, subpath, target))
            paths[join(name, each)] = [declarationOf(resolve(dir, file))];
      }
      const input = Object.fromEntries(
        Object.entries(options.entries).map(([name, source]) => [
          name,
          declarationOf(resolve(options.root, source)),
        ]),
      );
      const bundle = await rollup({
        input,
        plugins: [
          jsonDeclarations(options.typesDir, packagesDir),
          dts({
            compilerOptions: { baseUrl: dirname(options.tsconfig), paths },
            includeExternal: Object.keys(options.inline),
          }),
        ],
        onLog(level, log, handler) {
          // xstate, zod, react…: the other packages stay imports, as intended.
          if (log.code === 'UNRESOLVED_IMPORT') return;
          handler(level, log);
        },
      });
      await bundle.write({
        dir: options.outDir,
        format: 'es',
        entryFileNames: '[name].d.ts',
        chunkFileNames: 'chunks/[name]-[hash].d.ts',
      });
      await bundle.close();
      rmSync(options.typesDir, { recursive: true, force: true });
      console.log(`declarations bundled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
  };
}

/**
 * An export's subpaths and files: itself, or for a pattern (`./back-office/*` →
 * `./src/back-office/*.ts`) each file of the package's folder it matches: the bundler of
 * declarations leaves a pattern's imports unresolved, which an app installing the kit cannot read.
 */
function exportedFiles(dir: string, subpath: string, target: string): [string, string][] {
  if (!subpath.includes('*')) return [[subpath, target]];
  const [folder = '', tail = ''] = target.split('*');
  return readdirSync(resolve(dir, folder))
    .filter((file) => file.endsWith(tail) && !file.endsWith(`.test${tail}`))
    .map((file) => {
      const stem = file.slice(0, -tail.length);
      return [subpath.replace('*', stem), `${folder}${stem}${tail}`];
    });
}

/**
 * tsc emits no declaration for a JSON file (the texts' files the language entries re-export):
 * this one declares a JSON import with the type TypeScript gives it (strings widened to string).
 */
function jsonDeclarations(typesDir: string, packagesDir: string): RollupPlugin {
  const SUFFIX = '.json.d.ts';
  return {
    name: 'json-declarations',
    resolveId(source, importer) {
      if (!source.endsWith('.json') || !importer) return null;
      const emitted = resolve(dirname(importer), source);
      return `${join(packagesDir, relative(typesDir, emitted))}.d.ts`;
    },
    load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const value = JSON.parse(readFileSync(id.slice(0, -'.d.ts'.length), 'utf8'));
      return `declare const _default: ${typeOf(value)};\nexport default _default;\n`;
    },
  };
}

function typeOf(value: unknown): string {
  if (Array.isArray(value)) return `(${value.length ? typeOf(value[0]) : 'never'})[]`;
  if (value === null) return 'null';
  if (typeof value === 'object')
    return `{ ${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${typeOf(item)};`)
      .join(' ')} }`;
  return typeof value;
}
