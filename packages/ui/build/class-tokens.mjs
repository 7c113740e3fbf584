import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The sources whose classes reach the kit's `cn`: the kit's own, and the web app's, which passes
 * its `className`s to the kit's parts.
 */
const SOURCES = ['packages/ui/src', 'apps/web/src'].map((dir) =>
  resolve(import.meta.dirname, '../../..', dir),
);
const STRING = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;

const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

/**
 * Every word of every string literal of those sources (a template's `${…}` parts left out): a
 * superset of the classes they can pass to `cn`, as Tailwind itself finds its classes (whole
 * words in the source, never built from pieces). Sorted, each once.
 */
export function classTokens() {
  const tokens = new Set();
  for (const file of SOURCES.flatMap(sourceFiles)) {
    for (const match of readFileSync(file, 'utf8').matchAll(STRING)) {
      const text = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\$\{[^}]*\}/g, ' ');
      for (const token of text.split(/\s+/)) if (/^[\x21-\x7e]+$/.test(token)) tokens.add(token);
    }
  }
  return [...tokens].sort();
}
