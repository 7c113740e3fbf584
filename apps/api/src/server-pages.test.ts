import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { silentLogger } from './lib/logger';
import { type CacheTag, ResponseCache } from './lib/response-cache';
import { createServerApp } from './server';
import { serverPagesFor } from './server-pages';
import { renders, webDist } from './test/drawn-web-build';
import { createTestApp } from './test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let server: ReturnType<typeof createServerApp>;
const cache = new ResponseCache(60_000);
beforeAll(async () => {
  ctx = await createTestApp();
  server = createServerApp({
    config: {
      ...ctx.config,
      ...loadConfig({ DATA_DIR: 'memory://', PUBLIC_URL: 'http://academy.test' }),
      webDist: webDist(),
    },
    db: ctx.database.db,
    log: silentLogger,
    services: { cache, outbox: ctx.jobs },
  });
});
afterAll(() => ctx.database.close());
beforeEach(() => cache.clear());

describe('the pages the server draws', () => {
  it('answers a drawn page from in-process API calls, its inline scripts named by hash', async () => {
    const res = await server.request('/ro/drawn', { headers: { 'x-country-code': 'RO' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/country RO, \d+ courses, cookie none/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain('nonce');
    // The page's data is JSON, which runs nothing; the scripts it runs inline are the template's.
    const executable = [
      ...html.matchAll(
        /<script(?![^>]*\s(?:src|type="application\/json")=?)[^>]*>([^<]*)<\/script>/g,
      ),
    ];
    expect(executable.map((match) => match[1])).toEqual(['/* theme */']);
    const hash = createHash('sha256').update('/* theme */').digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
  });

  it('lets shared caches keep a drawn page, apart per preference cookies and country', async () => {
    const res = await server.request('/ro/drawn', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie, x-country-code');
    expect(res.headers.get('content-encoding')).toBe('br');
    const etags = new Set<string | null>();
    for (const headers of [
      {} as Record<string, string>,
      { cookie: 'darkMode=true' },
      { cookie: 'cookiesAccepted=true; darkMode=true' },
      { 'x-country-code': 'RO' },
    ]) {
      const answer = await server.request('/ro/drawn', { headers });
      expect(answer.headers.get('cache-control')).toMatch(/^public/);
      etags.add(answer.headers.get('etag'));
    }
    // Each a page of its own, with a validator of its own: no cache can take one for another.
    expect(etags.size).toBe(4);
  });

  it('keeps out of shared caches the pages drawn for one answer', async () => {
    const missing = await server.request('/ro/missing');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('private, no-cache');
    const shell = await server.request('/ro/dashboard/courses');
    expect(shell.headers.get('cache-control')).toBe('private, no-cache');
    const preview = await server.request('/ro/drawn?preview=wrong');
    expect(preview.status).toBe(403);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
  });

  it('draws a page once per URL and preferences; a cleared area draws it again', async () => {
    const before = renders();
    const first = await server.request('/ro/drawn', { headers: { 'accept-encoding': 'gzip' } });
    const second = await server.request('/ro/drawn', {
      headers: { cookie: 'session=abc; theme=x', 'accept-encoding': 'gzip' },
    });
    expect(renders() - before).toBe(1);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    // The same bytes to every visitor with the same preferences.
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    const revalidated = await server.request('/ro/drawn', {
      headers: { 'if-none-match': first.headers.get('etag') ?? '', 'accept-encoding': 'gzip' },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(first.headers.get('etag'));

    const dark = await server.request('/ro/drawn', { headers: { cookie: 'darkMode=true; a=b' } });
    expect(await dark.text()).toContain('cookie darkMode=true<');
    expect(renders() - before).toBe(2);

    cache.clear('courses');
    await server.request('/ro/drawn');
    expect(renders() - before).toBe(3);
  });

  it('answers a missing record 404 with its page, drawn each time (never stored)', async () => {
    const before = renders();
    for (let i = 0; i < 2; i++) {
      const res = await server.request('/ro/missing');
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('not found');
    }
    expect(renders() - before).toBe(2);
  });

  it("passes on a loader's redirect", async () => {
    const res = await server.request('/ro/moved');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/ro/elsewhere');
  });

  it('answers the client shell when drawing fails, so the page still opens', async () => {
    const res = await server.request('/ro/broken');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
  });

  it('answers the client shell for a page it does not draw', async () => {
    const res = await server.request('/ro/dashboard/courses');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
  });
});

describe('what a drawn page is kept by', () => {
  const config = {
    ...loadConfig({ DATA_DIR: 'memory://', PUBLIC_URL: 'https://academy.test' }),
    webDist: webDist(),
  };
  /** The API the page calls: answers `status`, naming the areas in `tags` as cachedJson does. */
  const api = { status: 200, tags: [] as CacheTag[], urls: [] as string[] };
  const pages = new ResponseCache(60_000);
  const drawn = serverPagesFor({
    config,
    log: silentLogger,
    template: '<!doctype html><div id="root"></div>',
    cache: pages,
    api: {
      fetch: (request, { drawnPage }) => {
        api.urls.push(request.url);
        for (const tag of api.tags) drawnPage.tags.add(tag);
        return new Response('{}', { status: api.status });
      },
    },
  });
  const app = new Hono().get('*', async (c) => (await drawn.answer(c)) ?? c.text('shell'));
  beforeEach(() => {
    pages.clear();
    Object.assign(api, { status: 200, tags: [], urls: [] });
  });

  it('takes its absolute URLs from PUBLIC_URL, never from a forged Host', async () => {
    const forged = await app.request('http://evil.example/ro/where', {
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(await forged.text()).toContain('<main>https://academy.test  200</main>');
    expect(api.urls).toEqual(['https://academy.test/data/']);
    // The page another visitor then gets is the same, drawn once.
    const before = renders();
    const honest = await app.request('https://academy.test/ro/where');
    expect(await honest.text()).toContain('<main>https://academy.test  200</main>');
    expect(renders()).toBe(before);
  });

  it('is drawn and kept by the query it reads: tracking and unknown parameters cost nothing', async () => {
    await app.request('/ro/where');
    const before = renders();
    for (let i = 0; i < 50; i++) {
      const res = await app.request(`/ro/where?utm_source=mail${i}&fbclid=x${i}&gclid=${i}&q=${i}`);
      expect(await res.text()).toContain('<main>https://academy.test  200</main>');
    }
    expect(renders()).toBe(before); // nothing drawn, so nothing new kept
    const module = await app.request('/ro/where?utm_source=a&module=3');
    expect(await module.text()).toContain('<main>https://academy.test ?module=3 200</main>');
    expect(renders()).toBe(before + 1);
  });

  it('is never kept when one of its calls failed or was throttled', async () => {
    for (const status of [503, 429]) {
      api.status = status;
      const before = renders();
      await app.request('/ro/where');
      await app.request('/ro/where');
      expect(renders()).toBe(before + 2);
    }
    api.status = 200;
    const before = renders();
    await app.request('/ro/where');
    await app.request('/ro/where');
    expect(renders()).toBe(before + 1);
  });

  it('is cleared by a write to an area it read, and only by those', async () => {
    api.tags = ['experts'];
    await app.request('/ro/where');
    const before = renders();
    pages.clear('shop', 'courses');
    await app.request('/ro/where');
    expect(renders()).toBe(before);
    pages.clear('experts');
    await app.request('/ro/where');
    expect(renders()).toBe(before + 1);
    // A call of no known area (not a cached read): any write clears the page.
    api.tags = [];
    pages.clear();
    await app.request('/ro/where');
    pages.clear('shop');
    await app.request('/ro/where');
    expect(renders()).toBe(before + 3);
  });
});

describe('the certificate page drawn on the server', () => {
  it('looks its certificate up whatever one visitor looked up before (no shared limit)', async () => {
    for (let i = 0; i < 14; i++) {
      const res = await server.request(`/ro/certificate/RANDOM${i}CODE`);
      expect(await res.text()).toContain('verify 404');
    }
    // From outside, the route keeps its per-visitor limit (10 a minute here).
    const statuses = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await server.request(`/api/ro/certificates/verify/RANDOM${i}CODE/`)).status);
    expect(statuses.at(-1)).toBe(429);
  });
});
