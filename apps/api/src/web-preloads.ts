import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isLanguage } from '@academy/contract/languages';
import { BOOT_SCRIPTS_OPEN } from '@academy/contract/server-render';
import type { Context } from 'hono';
import { prepareAnswer, type StoredAnswer, storedResponse } from './lib/response-cache';

/** What the web build lists per page (apps/web/build/route-preloads.ts). */
interface RoutePreloads {
  /** `texts`: the page's text chunks beyond its language's first (`inner`), by group. */
  pages: { pattern: string; files: string[]; texts?: string[] }[];
  /** `ro`: a language's first texts; `ro.inner`: one of its other text chunks. */
  languages: Record<string, string[]>;
}

/**
 * The page's HTML for a path: the built index.html plus `modulepreload` links for the scripts
 * that path's page will load (its language's texts, with the other text chunks the page waits
 * for, the layout, the page and their imports), so
 * the browser fetches them alongside the entry rather than after it has run. They join the
 * entry's own in the boot template (apps/web/build/deferred-boot.ts), fetched once the frame
 * has painted. Without the build's list (an older build) every path gets index.html as it is.
 */
export function pageHtmlFor(webDist: string, indexHtml: string): (path: string) => string {
  const listFile = join(webDist, 'route-preloads.json');
  if (!existsSync(listFile)) return () => indexHtml;
  const list = JSON.parse(readFileSync(listFile, 'utf8')) as RoutePreloads;
  const pages = list.pages.map(({ pattern, files, texts = [] }) => ({
    segments: pattern.split('/'),
    files,
    texts,
  }));
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
      const texts = [language, ...(page?.texts ?? []).map((group) => `${language}.${group}`)];
      const files = [
        ...texts.flatMap((chunk) => list.languages[chunk] ?? []),
        ...(page?.files ?? []),
      ];
      const links = files
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('\n      ');
      html = indexHtml.replace(BOOT_SCRIPTS_OPEN, `${BOOT_SCRIPTS_OPEN}\n      ${links}`);
      cache.set(key, html);
    }
    return html;
  };
}

/**
 * How each kind of page answer may be kept. A page's bytes are the same for everyone who asks
 * with the same path, preferences and country: no nonce (page-security.ts), and nothing of the
 * reader (the login token lives in web storage, never in a cookie the server reads).
 */
export const PAGE_CACHING = {
  /**
   * A drawn public page, which the server keeps until a write clears it: a shared cache (a CDN)
   * may keep it a minute (as the server's own safety net) and serve it stale while it asks again;
   * a browser asks again each time (If-None-Match: a 304). It is drawn from the preference
   * cookies and the country header, which its `Vary` names (`drawnPageVary`).
   */
  drawn: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
  /**
   * The client shell: the same for everyone, revalidated by the browser, but kept out of shared
   * caches, since it also stands in for a public page that could not be drawn.
   */
  shell: 'private, no-cache',
} as const;

/**
 * What a drawn page's answer varies on besides its encoding: the preference cookies it is drawn
 * from (darkMode, cookiesAccepted; a shared cache cannot key on one cookie, so on all of them,
 * which at worst keeps a copy per cookie header, never gives one visitor another's page) and the
 * proxy's country header (prices and markets differ per country).
 */
export function drawnPageVary(countryHeader: string): string {
  return `Cookie, ${countryHeader}`;
}

/**
 * One answer of a stored page: 304 when If-None-Match names it (strong ETag per encoding), else
 * its brotli, gzip or plain bytes as the client takes them, made once when stored. The compress
 * middleware leaves it alone (Content-Encoding is set, or the client takes no encoding).
 */
export function htmlAnswer(
  c: Context,
  answer: StoredAnswer,
  cacheControl: string,
  vary?: string,
): Response {
  const { status, body, headers } = storedResponse(
    answer,
    { acceptEncoding: c.req.header('accept-encoding'), ifNoneMatch: c.req.header('if-none-match') },
    { contentType: 'text/html; charset=UTF-8', cacheControl, vary },
  );
  if (status === 304 || !body) return c.body(null, 304, headers);
  return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
}

/**
 * The client shell's answers for `server.get('*', …)`: the page's HTML (as `pageHtmlFor`), made
 * once per page and language with its gzip and brotli forms, so an answer costs a map lookup and
 * a write.
 */
export function pageAnswerFor(
  webDist: string,
  indexHtml: string,
): (c: Context) => Promise<Response> {
  const pageHtml = pageHtmlFor(webDist, indexHtml);
  const prepared = new Map<string, Promise<StoredAnswer>>();
  return async (c) => {
    const html = pageHtml(c.req.path);
    // The texts are few (languages × page patterns) and shared: keyed by the text itself would
    // hash it per answer, so by its identity, which pageHtmlFor keeps per page and language.
    let answer = prepared.get(html);
    if (!answer) {
      answer = prepareAnswer(html);
      if (prepared.size > 1_000) prepared.clear();
      prepared.set(html, answer);
    }
    return htmlAnswer(c, await answer, PAGE_CACHING.shell);
  };
}
