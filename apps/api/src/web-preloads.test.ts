import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { newNonce, withNonce } from './lib/page-security';
import { pageAnswerFor, pageHtmlFor } from './web-preloads';

const INDEX =
  '<html><head><title>Academy</title></head><body><template id="boot-scripts"><script type="module" src="/assets/index.js"></script></template></body></html>';

function webDist(list?: object) {
  const dir = mkdtempSync(join(tmpdir(), 'academy-preloads-'));
  if (list) writeFileSync(join(dir, 'route-preloads.json'), JSON.stringify(list));
  return dir;
}

const LIST = {
  pages: [
    { pattern: '/:lang', files: ['assets/layout.js', 'assets/home.js'] },
    { pattern: '/:lang/course/:id', files: ['assets/layout.js', 'assets/course.js'] },
  ],
  languages: { ro: ['assets/ro.js'], ru: ['assets/ru.js'] },
};

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('page HTML with the page’s scripts named', () => {
  const html = pageHtmlFor(webDist(LIST), INDEX);

  it('names the language texts and the page’s files, in the boot template', () => {
    expect(preloads(html('/ro'))).toEqual([
      '/assets/ro.js',
      '/assets/layout.js',
      '/assets/home.js',
    ]);
    expect(preloads(html('/ru/course/12/'))).toEqual([
      '/assets/ru.js',
      '/assets/layout.js',
      '/assets/course.js',
    ]);
    const page = html('/ro');
    const template = page.slice(page.indexOf('<template'), page.indexOf('</template>'));
    expect(preloads(template)).toEqual(preloads(page));
  });

  it('names only the language for a path no public page matches', () => {
    expect(preloads(html('/ro/dashboard/orders'))).toEqual(['/assets/ro.js']);
    expect(preloads(html('/ro/course'))).toEqual(['/assets/ro.js']);
  });

  it('leaves the page as built without a language or without the build’s list', () => {
    expect(html('/')).toBe(INDEX);
    expect(html('/xx/course/1')).toBe(INDEX);
    expect(pageHtmlFor(webDist(), INDEX)('/ro')).toBe(INDEX);
  });
});

describe('page answers, precompressed with a fresh nonce each', () => {
  // A script in the head and one in the boot template; text long enough to compress.
  const index = INDEX.replace(
    '<title>Academy</title>',
    `<title>Academy</title><script>document.documentElement.dataset.theme = "dark"</script>${'<p>Frame of the page</p>'.repeat(100)}`,
  );
  const dist = webDist(LIST);
  const server = new Hono<{ Variables: { nonce: string } }>();
  server.use(async (c, next) => {
    c.set('nonce', newNonce());
    c.header('Content-Security-Policy', `script-src 'nonce-${c.get('nonce')}'`);
    await next();
  });
  const page = pageAnswerFor(dist, index);
  server.get('*', (c) => page(c, c.get('nonce')));
  const nonceOf = (res: Response) =>
    /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';

  it('sends the page as withNonce writes it, gzipped for a client that takes it', async () => {
    const expected = (nonce: string) => withNonce(pageHtmlFor(dist, index)('/ro/course/3'), nonce);
    const zipped = await server.request('/ro/course/3', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('cache-control')).toBe('private, no-cache');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    const text = gunzipSync(bytes).toString();
    expect(text).toBe(expected(nonceOf(zipped)));
    expect(text.match(/<script nonce="/g)).toHaveLength(2);
    expect(bytes.length).toBeLessThan(text.length / 4);

    const again = await server.request('/ro/course/3', { headers: { 'accept-encoding': 'gzip' } });
    expect(nonceOf(again)).not.toBe(nonceOf(zipped));
    expect(gunzipSync(Buffer.from(await again.arrayBuffer())).toString()).toBe(
      expected(nonceOf(again)),
    );
    const plain = await server.request('/ro/course/3');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(expected(nonceOf(plain)));
  });

  it('answers 304 to its ETag, keeping the policy the browser stored with its copy', async () => {
    const first = await server.request('/ru', { headers: { 'accept-encoding': 'gzip' } });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const revalidated = await server.request('/ru', { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('content-security-policy')).toBeNull();
    const otherPage = await server.request('/ro', { headers: { 'if-none-match': etag } });
    expect(otherPage.status).toBe(200);
    expect(otherPage.headers.get('content-security-policy')).toContain('nonce-');
  });
});
