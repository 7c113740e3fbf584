import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { type AppDeps, createApp } from './app';

/** API paths that the page links to directly, served at the origin's root as well as under /api. */
const ROOT_API_PATHS = /^\/(media|docs|policy_[a-z]+|cookie_ro|terms|payment_policy)\//;

/**
 * One origin for the browser (ARCHITECTURE.md): the API under /api (prefix stripped, so its own
 * paths stay those of spec 7) and, when WEB_DIST is set, the built web app with SPA fallback.
 * Without WEB_DIST the API answers at the root.
 */
export function createServerApp(deps: AppDeps) {
  const api = createApp(deps);
  const { webDist } = deps.config;
  if (!webDist) return api;

  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`WEB_DIST has no index.html: ${webDist}`);
  const indexHtml = readFileSync(indexFile, 'utf8');
  const root = relative(process.cwd(), webDist) || '.';

  const server = new Hono();
  server.route('/api', api);
  // Uploaded media and the legal PDFs keep their own paths on the page's origin (spec 7.5).
  server.use('*', async (c, next) => {
    if (ROOT_API_PATHS.test(c.req.path)) return api.fetch(c.req.raw, c.env);
    await next();
  });
  server.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  server.use('*', serveStatic({ root }));
  server.get('*', (c) => c.html(indexHtml));
  return server;
}
