import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { silentLogger } from './lib/logger';
import { ResponseCache } from './lib/response-cache';
import { createServerApp } from './server';
import { createTestApp } from './test/test-app';

/**
 * A web build in miniature with a server entry that behaves as the real one's kinds of answer:
 * a drawn page (from in-process API calls), a 404 page, a redirect, and "not mine".
 */
const ENTRY = `
globalThis.serverRenders = 0;
export async function render(request, { template, fetchApi }) {
  const { pathname } = new URL(request.url);
  globalThis.serverRenders++;
  if (pathname === '/ro/broken') throw new Error('a component failed');
  if (pathname === '/ro/moved') return { kind: 'redirect', status: 302, location: '/ro/elsewhere' };
  if (pathname === '/ro/missing') return { kind: 'page', status: 404, html: '<p>not found</p>' };
  if (pathname !== '/ro/drawn') return { kind: 'client' };
  const time = await (await fetchApi(new Request('http://server-render/api/time/'))).json();
  const courses = await (await fetchApi(new Request('http://server-render/api/ro/courses/course/'))).json();
  const body = '<main>country ' + time.country_code + ', ' + courses.count + ' courses, cookie ' +
    (request.headers.get('cookie') ?? 'none') + '</main><script>window.data = 1</script>';
  return { kind: 'page', status: 200, html: template.replace('<div id="root"></div>', '<div id="root">' + body + '</div>') };
}
`;

function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'academy-web-'));
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dir, 'dist-server'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><script>/* theme */</script></head><body><div id="root"></div>' +
      '<template id="boot-scripts"><script type="module" src="/assets/index.js"></script></template>' +
      '</body></html>',
  );
  writeFileSync(join(dir, 'dist-server', 'entry-server.js'), ENTRY);
  return dist;
}

const renders = () => (globalThis as unknown as { serverRenders: number }).serverRenders;

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
    services: { cache },
  });
});
afterAll(() => ctx.database.close());
beforeEach(() => cache.clear());

describe('the pages the server draws', () => {
  it('answers a drawn page from in-process API calls, with the nonce in its scripts', async () => {
    const res = await server.request('/ro/drawn', { headers: { 'x-country-code': 'RO' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/country RO, \d+ courses, cookie none/);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBe(3);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('draws a page once per URL and preferences; a cleared area draws it again', async () => {
    const before = renders();
    const first = await server.request('/ro/drawn', { headers: { 'accept-encoding': 'gzip' } });
    const second = await server.request('/ro/drawn', {
      headers: { cookie: 'session=abc; theme=x', 'accept-encoding': 'gzip' },
    });
    expect(renders() - before).toBe(1);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    // The nonce differs per answer, the page does not.
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    const revalidated = await server.request('/ro/drawn', {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(revalidated.status).toBe(304);

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
