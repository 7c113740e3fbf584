import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isLanguage } from '@academy/contract/languages';

/** What the web build lists per page (apps/web/build/route-preloads.ts). */
interface RoutePreloads {
  pages: { pattern: string; files: string[] }[];
  languages: Record<string, string[]>;
}

/** Where the built index.html lists the scripts its loader starts after the first paint. */
const BOOT_SCRIPTS = '<template id="boot-scripts">';

/**
 * The page's HTML for a path: the built index.html plus `modulepreload` links for the scripts
 * that path's page will load (its language's texts, the layout, the page and their imports), so
 * the browser fetches them alongside the entry rather than after it has run. They join the
 * entry's own in the boot template (apps/web/build/deferred-boot.ts), fetched once the frame
 * has painted. Without the build's list (an older build) every path gets index.html as it is.
 */
export function pageHtmlFor(webDist: string, indexHtml: string): (path: string) => string {
  const listFile = join(webDist, 'route-preloads.json');
  if (!existsSync(listFile)) return () => indexHtml;
  const list = JSON.parse(readFileSync(listFile, 'utf8')) as RoutePreloads;
  const pages = list.pages.map(({ pattern, files }) => ({ segments: pattern.split('/'), files }));
  const cache = new Map<string, string>();

  return (path) => {
    const segments = path.replace(/\/+$/, '').split('/');
    const language = segments[1];
    if (!isLanguage(language)) return indexHtml;
    const page = pages.find(
      (candidate) =>
        candidate.segments.length === segments.length &&
        candidate.segments.every(
          (part, index) => index < 2 || part.startsWith(':') || part === segments[index],
        ),
    );
    const key = `${language} ${page?.segments.join('/') ?? ''}`;
    let html = cache.get(key);
    if (!html) {
      const files = [...(list.languages[language] ?? []), ...(page?.files ?? [])];
      const links = files
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('\n      ');
      html = indexHtml.replace(BOOT_SCRIPTS, `${BOOT_SCRIPTS}\n      ${links}`);
      cache.set(key, html);
    }
    return html;
  };
}
