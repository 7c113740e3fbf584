import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageHtmlFor } from './web-preloads';

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
