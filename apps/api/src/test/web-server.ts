import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../config';
import { silentLogger } from '../lib/logger';
import { createServerApp } from '../server';
import type { createTestApp } from './test-app';

/**
 * The whole server (server.ts: the API under /api, media, legal PDFs, the sitemap, the SPA) on a
 * test app's database, beside a built web app of one bare page; `config` over the test app's.
 */
export function serverBesideWeb(
  ctx: Awaited<ReturnType<typeof createTestApp>>,
  config: Partial<Config> = {},
) {
  const web = mkdtempSync(join(tmpdir(), 'academy-web-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Academy</title>');
  return createServerApp({
    config: { ...ctx.config, webDist: web, ...config },
    db: ctx.database.db,
    log: silentLogger,
    services: { outbox: ctx.jobs },
  });
}
