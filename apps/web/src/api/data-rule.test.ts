import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The data rule (src/api/index.ts), checked on the source: what a review could miss. */
const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({
  path: relative(SRC, path).replaceAll('\\', '/'),
  // The code without its comments (which may name what they forbid).
  text: readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, ''),
}));
const apiFiles = files.filter((file) => file.path.startsWith('api/'));
// The mocks answer the calls (MSW) in stories and tests; they call nothing themselves.
const appFiles = files.filter(
  (file) => !file.path.startsWith('api/') && !file.path.startsWith('mocks/'),
);

/** A call of the network: ky (imported or loaded), fetch, the API client, XMLHttpRequest. */
const NETWORK =
  /from 'ky'|import\('ky'\)|\bfetch\(|\bapi\.(get|post|put|patch|delete)\(|\bapiClient\(|XMLHttpRequest/;

describe('the data rule', () => {
  it('calls the network only from src/api', () => {
    const calling = appFiles.filter(({ text }) => NETWORK.test(text)).map(({ path }) => path);
    expect(calling).toEqual([]);
  });

  it('parses answers with schemas, never with a .json<T>() generic', () => {
    expect(apiFiles.filter(({ text }) => /\.json<[^>]/.test(text)).map(({ path }) => path)).toEqual(
      [],
    );
  });

  it('keeps src/api free of the app (the token comes through a getter)', () => {
    const importing = apiFiles
      .filter(({ text }) => /from '\.\.\/(app|routes|sections)\//.test(text))
      .map(({ path }) => path);
    expect(importing).toEqual([]);
  });

  it('builds no /{lang}/ path by hand (app/paths.ts does)', () => {
    const handBuilt = appFiles
      .filter(({ path }) => !['app/paths.ts', 'app/language-path.ts'].includes(path))
      .filter(({ text }) => /`\/\$\{(lang|language)\}/.test(text))
      .map(({ path }) => path);
    expect(handBuilt).toEqual([]);
  });
});
