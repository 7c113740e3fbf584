import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  drawnPageSearch,
  type ServerRender,
  type ServerRenderResult,
} from '@academy/contract/server-render';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Config } from './config';
import { previewedCourse } from './lib/course-preview';
import type { DrawnPageCall } from './lib/drawn-page-call';
import type { Logger } from './lib/logger';
import {
  bytesOf,
  type CacheTag,
  prepareAnswer,
  type ResponseCache,
  type StoredAnswer,
} from './lib/response-cache';
import type { Tagged } from './lib/tagged-cache';
import { drawnPageVary, htmlAnswer, PAGE_CACHING } from './web-preloads';

/** Where the web build leaves the server's entry (apps/web `vite build --ssr`), beside dist. */
export function serverEntryOf(webDist: string): string {
  return join(webDist, '..', 'dist-server', 'entry-server.js');
}

/** A page drawn from an answer of no known area (not a cached read) is cleared by any write. */
const EVERY_AREA: CacheTag[] = ['courses', 'content', 'shop', 'experts', 'appointments', 'pages'];

/**
 * How long a drawn page is kept when no write clears it: the safety net for changes this process
 * cannot see (the API's answers have the cache's own, shorter one). Drawing Home costs tens of
 * milliseconds of the event loop, which every few seconds would show in the slowest answers.
 */
const PAGE_TTL_MS = 60_000;

/**
 * A render answered as it is, never stored: not a 200 page, or a page drawn while one of its
 * API calls failed (a throttled or broken call must not be what every later visitor gets).
 */
class NotStored {
  constructor(readonly result: ServerRenderResult) {}
}

/** A country header as the proxy sets it (two letters), else none: the key takes nothing else. */
function countryOf(header: string | undefined): string {
  const code = header?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) ? code : '';
}

/** The cookies a drawn page depends on (app/preferences.ts): part of its cache key. */
const PAGE_COOKIES = /(?:^|;\s*)(darkMode|cookiesAccepted)=true(?=;|$)/g;

/** What a drawn page is drawn from in a request, and the page cache's key made of it. */
export interface DrawnPageRequest {
  key: string;
  /** The query the page reads (`drawnPageSearch`), the preference cookies, the country. */
  search: string;
  cookies: string;
  country: string;
}

/**
 * The parts of a request a drawn page is drawn from: the path and the query it reads, the
 * preference cookies (sorted), the country header. Nothing else of the request reaches the page.
 */
export function drawnPageRequest(
  pathname: string,
  rawSearch: string,
  cookieHeader: string | undefined,
  countryHeader: string | undefined,
): DrawnPageRequest {
  const search = rawSearch ? drawnPageSearch(rawSearch) : '';
  const country = countryOf(countryHeader);
  const cookies = cookieHeader
    ? [...cookieHeader.matchAll(PAGE_COOKIES)]
        .map((match) => `${match[1]}=true`)
        .sort()
        .join('; ')
    : '';
  return { key: `page ${pathname}${search} ${cookies} ${country}`, search, cookies, country };
}

interface ServerPagesOptions {
  config: Config;
  log: Logger;
  template: string;
  /** The API app (its own paths, without /api): the pages' loaders call it in-process. */
  api: {
    fetch: (request: Request, env: { drawnPage: DrawnPageCall }) => Response | Promise<Response>;
  };
  cache: ResponseCache;
}

/**
 * The public pages drawn on the server (issue 14) by the web build's server entry: the page's
 * HTML and data for search engines, link previews and slow phones, which the browser hydrates.
 * Each page is drawn once per URL, language and preferences (night style, cookie notice, the
 * visitor's country) and kept in the response cache with the API's answers it was drawn from:
 * any write clears it, precompressed (gzip, brotli) and answered as it is: with a strong ETag, and
 * a Cache-Control and Vary a CDN can keep it by (web-preloads.ts `PAGE_CACHING`).
 * `answer` resolves to null for a path the entry does not draw (login-only pages, no language),
 * when the build has no server entry, or when drawing fails: the client shell answers then.
 * `stored` gives a kept page by its key, for the node listener's fast path (stored-pages.ts).
 */
export function serverPagesFor({ config, log, template, api, cache }: ServerPagesOptions) {
  const entry = config.webDist ? serverEntryOf(config.webDist) : '';
  const render: Promise<ServerRender | null> = existsSync(entry)
    ? import(pathToFileURL(entry).href).then((module: { render: ServerRender }) => module.render)
    : Promise.resolve(null);

  // Kept with the answers they are drawn from: a write that clears those clears them.
  const pages = cache.companion<StoredAnswer>(bytesOf, PAGE_TTL_MS);
  const vary = drawnPageVary(config.countryHeader);

  // Absolute URLs of a page (canonical, hreflang, previews, JSON-LD) come from PUBLIC_URL, never
  // from the request's Host: a forged one would reach every later visitor of the kept page.
  const origin = new URL(config.publicUrl).origin;

  /**
   * The in-process API of one drawing: each call's data areas (all of them for an uncached one)
   * join `tags`; `failed` when one failed or was throttled. `previewCourseId`: a staff preview's
   * course, which the course's detail answers though unpublished.
   */
  const apiCaller = (country: string, previewCourseId?: number) => {
    const tags = new Set<CacheTag>();
    let failed = false;
    const fetchApi = async (call: Request) => {
      const target = new URL(call.url);
      const headers = new Headers(call.headers);
      if (country) headers.set(config.countryHeader, country);
      const path = target.pathname.replace(/^\/api(?=\/)/, '');
      const drawnPage: DrawnPageCall = { tags: new Set(), previewCourseId };
      const answer = await api.fetch(
        new Request(new URL(`${path}${target.search}`, origin), { headers }),
        { drawnPage },
      );
      if (answer.status >= 500 || answer.status === 429) failed = true;
      for (const tag of drawnPage.tags.size > 0 ? drawnPage.tags : EVERY_AREA) tags.add(tag);
      return answer;
    };
    return { fetchApi, tags, failed: () => failed };
  };

  /**
   * A staff preview link (`?preview=<token>`, lib/course-preview.ts): the page drawn for this
   * answer alone, never kept (the page cache is not consulted) and never indexed. Its scripts are
   * refused: the browser of a logged-in editor would draw the page again from the public API,
   * which does not show an unpublished course; the preview is the server's HTML as drawn.
   */
  const previewAnswer = async (c: Context, draw: ServerRender, url: URL, token: string) => {
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Robots-Tag', 'noindex, nofollow');
    const courseId = previewedCourse(config, token);
    if (courseId === null) return c.text('This preview link is wrong or has expired.', 403);
    const { fetchApi } = apiCaller(countryOf(c.req.header(config.countryHeader)), courseId);
    const result = await draw(new Request(new URL(url.pathname, origin)), { template, fetchApi });
    if (result.kind !== 'page') return c.text('Nothing to preview here.', 404);
    c.header('Content-Security-Policy', "script-src 'none'", { append: true });
    return c.html(result.html, result.status as ContentfulStatusCode);
  };

  const answer = async (c: Context): Promise<Response | null> => {
    const draw = await render;
    if (!draw) return null;
    const url = new URL(c.req.url);
    const preview = url.searchParams.get('preview');
    if (preview !== null) return previewAnswer(c, draw, url, preview);
    const { key, search, cookies, country } = drawnPageRequest(
      url.pathname,
      url.search,
      c.req.header('cookie'),
      c.req.header(config.countryHeader),
    );
    const drawPage = async (): Promise<Tagged<StoredAnswer>> => {
      // Only what the page is drawn from: the path and its query, the preference cookies, the country.
      const request = new Request(new URL(`${url.pathname}${search}`, origin), {
        headers: cookies ? { cookie: cookies } : {},
      });
      const { fetchApi, tags, failed } = apiCaller(country);
      const result = await draw(request, { template, fetchApi });
      if (result.kind !== 'page' || result.status !== 200 || failed()) throw new NotStored(result);
      return { value: await prepareAnswer(result.html), tags: [...tags] };
    };
    try {
      return htmlAnswer(c, await pages.getTagged(key, drawPage), PAGE_CACHING.drawn, vary);
    } catch (error) {
      if (!(error instanceof NotStored)) {
        // A page that cannot be drawn still opens: the client shell draws it in the browser.
        log.error('server render failed', { path: url.pathname, error: String(error) });
        return null;
      }
      const { result } = error;
      if (result.kind === 'client') return null;
      if (result.kind === 'redirect') return c.redirect(result.location, result.status as 302);
      // Drawn for this answer alone (a missing record, a failed call): no shared cache keeps it.
      c.header('Cache-Control', PAGE_CACHING.shell);
      return c.html(result.html, result.status as ContentfulStatusCode);
    }
  };
  /** A page kept and fresh under `key` (`drawnPageRequest`), answered as `answer` would. */
  const stored = (key: string): StoredAnswer | undefined => pages.peek(key);
  return { answer, stored };
}
