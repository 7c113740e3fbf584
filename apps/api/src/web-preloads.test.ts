import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
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
    {
      pattern: '/:lang/course/:id',
      files: ['assets/layout.js', 'assets/course.js'],
      texts: ['inner'],
    },
  ],
  languages: {
    ro: ['assets/ro.js'],
    ru: ['assets/ru.js'],
    'ro.inner': ['assets/ro.inner.js'],
    'ru.inner': ['assets/ru.inner.js'],
  },
};

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('page HTML with the page’s scripts named', () => {
  const html = pageHtmlFor(webDist(LIST), INDEX);

  it('names the language texts, the page’s other text chunks and its files, in the boot template', () => {
    expect(preloads(html('/ro'))).toEqual([
      '/assets/ro.js',
      '/assets/layout.js',
      '/assets/home.js',
    ]);
    expect(preloads(html('/ru/course/12/'))).toEqual([
      '/assets/ru.js',
      '/assets/ru.inner.js',
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

describe('the client shell, stored precompressed and answered as it is', () => {
  // A script in the head and one in the boot template; text long enough to compress.
  const index = INDEX.replace(
    '<title>Academy</title>',
    `<title>Academy</title><script>document.documentElement.dataset.theme = "dark"</script>${'<p>Frame of the page</p>'.repeat(100)}`,
  );
  const dist = webDist(LIST);
  const page = pageAnswerFor(dist, index);
  const server = new Hono().get('*', (c) => page(c));
  const expected = pageHtmlFor(dist, index)('/ro/course/3');
  const bodyOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('sends the same bytes on every answer, brotli or gzip as the client takes them', async () => {
    const br = await server.request('/ro/course/3', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('private, no-cache');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = await bodyOf(br);
    expect(brotliDecompressSync(bytes).toString()).toBe(expected);
    expect(bytes.length).toBeLessThan(expected.length / 4);
    const again = await server.request('/ro/course/3', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect((await bodyOf(again)).equals(bytes)).toBe(true);
    expect(again.headers.get('etag')).toBe(br.headers.get('etag'));

    const gzip = await server.request('/ro/course/3', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bodyOf(gzip)).toString()).toBe(expected);
    const plain = await server.request('/ro/course/3');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(expected);
    // One strong validator per encoding (a cache must not give gzip bytes for a brotli copy).
    const etags = [br, gzip, plain].map((res) => res.headers.get('etag'));
    for (const etag of etags) expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Set(etags).size).toBe(3);
  });

  it('answers 304 to its ETag, whichever encoding it was sent in; 200 to another page’s', async () => {
    const first = await server.request('/ru', { headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.get('etag') ?? '';
    for (const encoding of ['br', 'gzip', 'identity']) {
      const revalidated = await server.request('/ru', {
        headers: { 'if-none-match': etag, 'accept-encoding': encoding },
      });
      expect(revalidated.status, encoding).toBe(304);
      expect(await revalidated.text()).toBe('');
    }
    const otherPage = await server.request('/ro', { headers: { 'if-none-match': etag } });
    expect(otherPage.status).toBe(200);
  });
});
