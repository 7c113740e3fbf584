import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { type AppDeps, createApp } from './app';
import { inlineScriptHashes, pageSecurity, pageSecurityHeaders } from './lib/page-security';
import { ResponseCache } from './lib/response-cache';
import { routeRegistry } from './lib/route';
import { indexedPaths, robotsTxt, sitemapXml } from './modules/seo/sitemap';
import { serverPagesFor } from './server-pages';
import type { StoredPages } from './stored-pages';
import { drawnPageVary, PAGE_CACHING, pageAnswerFor } from './web-preloads';

/**
 * The first path segments of the API's files that pages link to directly (media, legal PDFs:
 * routes marked `atRoot`), served at the origin's root as well as under /api.
 */
function rootFolders(): Set<string> {
  const specs = [...routeRegistry.values()].filter((spec) => spec.atRoot);
  return new Set(specs.flatMap((spec) => spec.paths.map((path) => path.split('/')[1] ?? '')));
}

/**
 * One origin for the browser (ARCHITECTURE.md): the API under /api (prefix stripped, so its own
 * paths stay those of spec 7) and, when WEB_DIST is set, the built web app with SPA fallback.
 * Without WEB_DIST the API answers at the root. `storedPages`: what the node listener needs to
 * answer a kept drawn page before the app (stored-pages.ts), as the app would.
 */
export function createServerApp(deps: AppDeps) {
  const { webDist } = deps.config;
  if (!webDist) return Object.assign(createApp(deps), { storedPages: undefined });
  // One cache for the API's answers and the pages drawn from them, so a write clears both.
  const cache =
    deps.services.cache ?? new ResponseCache(deps.config.cacheTtlMs, deps.config.cacheMaxBytes);
  const api = createApp({ ...deps, services: { ...deps.services, cache } });

  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`WEB_DIST has no index.html: ${webDist}`);
  const indexHtml = readFileSync(indexFile, 'utf8');
  const root = relative(process.cwd(), webDist) || '.';

  const atRoot = rootFolders();
  const server = new Hono();
  // The page and any file the build left uncompressed; API answers arrive already compressed.
  server.use('*', compress());
  server.route('/api', api);
  // Under /api nothing falls through to the page: an unknown path (or a non-numeric id) is the
  // API's own 404, as when the API runs alone, so that a page can tell "missing" apart.
  server.all('/api', (c) => c.json({ detail: 'Not found.' }, 404));
  server.all('/api/*', (c) => c.json({ detail: 'Not found.' }, 404));
  // Pages, files and their errors: CSP naming the pages' inline scripts by their hashes (every
  // page has index.html's, and no other), and the other security headers.
  const scriptHashes = inlineScriptHashes(indexHtml);
  server.use('*', pageSecurity(deps.config, scriptHashes));
  // Uploaded media and the legal PDFs keep their own paths on the page's origin (spec 7.5).
  server.use('*', async (c, next) => {
    if (atRoot.has(c.req.path.split('/')[1] ?? '')) return api.fetch(c.req.raw, c.env);
    await next();
  });
  // Hashed file names never change content: cached for a year. (Set after the fact, since
  // serveStatic's onFound header is lost on some response paths.)
  server.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200)
      c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // For search engines: every public page in five languages, and what to leave out.
  const origin = deps.config.publicUrl;
  server.get('/sitemap.xml', async (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(sitemapXml(origin, await indexedPaths(deps.db)), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
    });
  });
  server.get('/robots.txt', (c) => c.text(robotsTxt(origin)));
  // The web build writes .br and .gz beside each asset (apps/web/build/precompress.ts).
  server.use('/assets/*', serveStatic({ root, precompressed: true }));
  // A chunk of an older build is gone: a 404, not the page (which would fail as a script).
  server.get('/assets/*', (c) => c.text('Not found', 404));
  // index.html only as the page below (with the page's preloads and caching).
  // A path whose last segment has no extension is a page: no file lookup on the disk for it.
  const files = serveStatic({ root });
  const isFile = (path: string) => /\.[^/]+$/.test(path) && !path.endsWith('/index.html');
  server.use('*', (c, next) => (isFile(c.req.path) ? files(c, next) : next()));
  // A file the build does not have (a mistyped script, an old icon) is a 404, not the page.
  server.all('*', (c, next) => (isFile(c.req.path) ? c.text('Not found', 404) : next()));
  // The public pages drawn on the server; the others get the client shell. Either precompressed
  // once (per page, language and preferences) and answered as stored.
  const drawn = serverPagesFor({
    config: deps.config,
    log: deps.log,
    template: indexHtml,
    api,
    cache,
  });
  const shell = pageAnswerFor(webDist, indexHtml);
  server.get('*', async (c) => (await drawn.answer(c)) ?? shell(c));
  const storedPages: StoredPages = {
    stored: drawn.stored,
    security: pageSecurityHeaders(deps.config, scriptHashes),
    securityOptions: deps.config,
    countryHeader: deps.config.countryHeader,
    cacheControl: PAGE_CACHING.drawn,
    vary: drawnPageVary(deps.config.countryHeader),
  };
  return Object.assign(server, { storedPages });
}
