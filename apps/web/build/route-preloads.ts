import type { Plugin, Rollup } from 'vite';
// Relative: the config is loaded by Node, which does not load a package's TypeScript.
import {
  PAGES,
  type PageDeclaration,
  pageModule,
  textGroupsOf,
} from '../../../packages/contract/src/pages.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The server's list of what each page needs: read by apps/api/src/web-preloads.ts. */
export interface RoutePreloads {
  /**
   * `/:lang/<path>` patterns and the script files their page needs beyond the entry's own, with
   * the text chunks it loads beyond the language's first (`texts`: `inner`, `member`).
   */
  pages: { pattern: string; files: string[]; texts: TextGroup[] }[];
  /** Each language's texts (`ro`), and each of its other text chunks (`ro.inner`, `ro.member`…). */
  languages: Record<string, string[]>;
}

/**
 * Writes `route-preloads.json`: for each public page (contract pages.ts), every script its route loads after the
 * entry (the page and its static imports), so the server can name them in the
 * page's HTML and the browser fetches them at once instead of one level at a time.
 */
export function routePreloads(): Plugin {
  const pages: PageDeclaration[] = Object.values(PAGES).filter((page) => page.access === 'public');
  let languagesDir = '';
  return {
    name: 'academy:route-preloads',
    apply: 'build',
    configResolved(config) {
      languagesDir = `${config.root}/src/i18n/languages/`;
    },
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const bySource = (suffix: string) => {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(suffix));
        if (!chunk) throw new Error(`route-preloads: no chunk for ${suffix}`);
        return chunk;
      };
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error('route-preloads: no entry chunk');
      const already = new Set(withImports(bundle, entry));
      const needs = (chunk: OutputChunk) =>
        withImports(bundle, chunk).filter((file) => !already.has(file));
      const manifest: RoutePreloads = {
        pages: pages.map((page) => ({
          pattern: `/:lang${page.pattern ? `/${page.pattern}` : ''}`,
          files: needs(bySource(`/src/routes/${pageModule(page)}.tsx`)),
          texts: textsOf(page),
        })),
        // i18n/load.ts imports `languages/<code>.ts` (and `<code>.<group>.ts`) for each code of
        // the contract's LANGUAGES: those chunks are the languages, so no list is written out here.
        languages: Object.fromEntries(
          chunks.flatMap((chunk) => {
            const lang = languageOf(chunk.facadeModuleId, languagesDir);
            return lang ? [[lang, needs(chunk)]] : [];
          }),
        ),
      };
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: JSON.stringify(manifest, null, 1),
      });
    },
  };
}

type TextGroup = 'inner' | 'member';

/** The text chunks a page loads before it renders beyond its language's first (contract rule). */
function textsOf(page: PageDeclaration): TextGroup[] {
  const groups = textGroupsOf(page);
  return (['inner', 'member'] as const).filter((group) => groups[group]);
}

/**
 * `ro` for the chunk of `<root>/src/i18n/languages/ro.ts`, `ro.inner` for that of `ro.inner.ts`;
 * null for any other chunk.
 */
function languageOf(moduleId: string | null, languagesDir: string): string | null {
  if (!moduleId?.startsWith(languagesDir)) return null;
  return /^([a-z]{2}(?:\.[a-z]+)?)\.ts$/.exec(moduleId.slice(languagesDir.length))?.[1] ?? null;
}

/** A chunk's file and, recursively, those of its static imports. */
function withImports(bundle: OutputBundle, chunk: OutputChunk): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const next = bundle[fileName];
    if (next?.type === 'chunk') for (const imported of next.imports) visit(imported);
  };
  visit(chunk.fileName);
  return [...seen];
}
