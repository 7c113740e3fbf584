import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

type Chunk = { fileName: string; code: string; imports: string[]; facadeModuleId: string | null };

/** `budgets.json`: kilobytes of gzip JavaScript (1 KB = 1024 bytes). */
export interface Budgets {
  /** What Home loads before anything is clicked: the entry, Home's page and the ro texts. */
  home: number;
  /** Each page's own JavaScript (its page module and what it imports beyond the entry's). */
  routes: Record<string, number>;
}

export interface Sizes {
  home: number;
  routes: Record<string, number>;
}

/** `home/home-page` for the chunk of `<root>/src/routes/home/home-page.tsx`. */
const PAGE = /\/src\/routes\/([^/]+\/[^/]+-page)\.tsx$/;
/** The default language's texts: `<root>/src/i18n/languages/ro.ts`. */
const DEFAULT_TEXTS = /\/src\/i18n\/languages\/ro\.ts$/;

/** A chunk's file and, recursively, those of its static imports. */
function closure(byFile: Map<string, Chunk>, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of byFile.get(file)?.imports ?? []) visit(next);
  };
  visit(start);
  return seen;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * The sizes the budgets hold, from the build's chunks (sizes, not timings, so the same build
 * always gives the same figures): Home's JavaScript, and each page's own.
 */
export function measureSizes(
  chunks: Chunk[],
  bytesOf: (code: string) => number = (code) => gzipSync(code, { level: 9 }).length,
): Sizes {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const gzipped = new Map<string, number>();
  const gzip = (file: string) => {
    const known = gzipped.get(file);
    if (known !== undefined) return known;
    const size = bytesOf(byFile.get(file)?.code ?? '');
    gzipped.set(file, size);
    return size;
  };
  const total = (files: Iterable<string>) => kb([...files].reduce((sum, f) => sum + gzip(f), 0));
  const find = (test: RegExp) => chunks.find((chunk) => test.test(chunk.facadeModuleId ?? ''));

  const entry = chunks.find((chunk) => 'isEntry' in chunk && chunk.isEntry) ?? chunks[0];
  if (!entry) throw new Error('budgets: the build has no chunk');
  const entryFiles = closure(byFile, entry.fileName);
  const own = (chunk: Chunk) =>
    [...closure(byFile, chunk.fileName)].filter((file) => !entryFiles.has(file));

  const routes: Record<string, number> = {};
  for (const chunk of chunks) {
    const page = PAGE.exec(chunk.facadeModuleId ?? '')?.[1];
    if (page) routes[page] = total(own(chunk));
  }
  const home = find(/\/src\/routes\/home\/home-page\.tsx$/);
  const texts = find(DEFAULT_TEXTS);
  if (!home || !texts) throw new Error('budgets: no chunk for Home or for the ro texts');
  return {
    home: total(new Set([...entryFiles, ...own(home), ...own(texts)])),
    routes,
  };
}

/** Each figure above its budget, and each page without one, as lines of a message. */
export function overBudget(sizes: Sizes, budgets: Budgets): string[] {
  const problems: string[] = [];
  if (sizes.home > budgets.home) {
    problems.push(`Home loads ${sizes.home} KB gzip of JavaScript, budget ${budgets.home} KB`);
  }
  for (const [page, size] of Object.entries(sizes.routes).sort()) {
    const budget = budgets.routes[page];
    if (budget === undefined) problems.push(`${page} (${size} KB gzip) has no budget`);
    else if (size > budget) problems.push(`${page}: ${size} KB gzip, budget ${budget} KB`);
  }
  return problems;
}

/**
 * Fails the build when Home's JavaScript or a page's own grows past `budgets.json` (beside
 * vite.config.ts), and when a page has no budget yet. Lowering a figure is a change to that file,
 * reviewed like code; so is raising one.
 */
export function budgets(file: string): Plugin {
  return {
    name: 'academy:budgets',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const sizes = measureSizes(chunks);
      // `BUDGETS_REPORT=1 pnpm build` prints today's figures, to write a new budget from.
      if (process.env.BUDGETS_REPORT) console.log(JSON.stringify(sizes, null, 2));
      const problems = overBudget(sizes, JSON.parse(readFileSync(file, 'utf8')) as Budgets);
      if (problems.length) {
        this.error(`over the JavaScript budgets of ${file}:\n  ${problems.join('\n  ')}`);
      }
    },
  };
}
