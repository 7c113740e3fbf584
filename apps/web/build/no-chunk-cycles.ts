import type { Plugin } from 'vite';

type Chunk = { fileName: string; imports: string[] };

/** The first cycle of static imports between chunks, as file names, or null. */
export function findChunkCycle(chunks: Chunk[]): string[] | null {
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const done = new Set<string>();
  const visit = (file: string, path: string[]): string[] | null => {
    const seen = path.indexOf(file);
    if (seen !== -1) return [...path.slice(seen), file];
    if (done.has(file)) return null;
    for (const next of importsOf.get(file) ?? []) {
      const cycle = visit(next, [...path, file]);
      if (cycle) return cycle;
    }
    done.add(file);
    return null;
  };
  for (const file of importsOf.keys()) {
    const cycle = visit(file, []);
    if (cycle) return cycle;
  }
  return null;
}

/**
 * Fails the build when two chunks import each other. The manual groups of vite.config.ts move
 * modules between chunks; a cycle between chunks runs one of them before the other has
 * defined what it exports, and the page breaks at runtime, not at build time.
 */
export function noChunkCycles(): Plugin {
  return {
    name: 'academy:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const cycle = findChunkCycle(chunks);
      if (cycle) this.error(`chunks import each other: ${cycle.join(' → ')}`);
    },
  };
}
