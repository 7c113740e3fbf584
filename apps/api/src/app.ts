import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Logger } from './lib/logger';
import { timeRoutes } from './modules/content/time.routes';

export interface AppDeps {
  config: Config;
  db: Db;
  log: Logger;
}

/** The API with the exact paths of spec 7, mounted at the root. */
export function createApp({ config, db, log }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('config', config);
    c.set('db', db);
    c.set('log', log);
    const started = performance.now();
    await next();
    log.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });
  app.route('/', timeRoutes);
  app.notFound((c) => c.json({ detail: 'Not found.' }, 404));
  app.onError((error, c) => {
    log.error('unhandled error', { path: c.req.path, error: String(error) });
    return c.json({ detail: 'Internal server error.' }, 500);
  });
  return app;
}
