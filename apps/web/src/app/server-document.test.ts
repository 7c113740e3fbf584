import { createStaticHandler, data, type StaticHandlerContext } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { documentHtml, hydrationScript } from './server-document';

const TEMPLATE = `<!doctype html>
<html lang="ro">
  <head>
    <title>Academia</title>
    <script>theme()</script>
  </head>
  <body>
    <div id="root">
      <div class="frame">static</div>
    </div>
    <template id="boot-scripts"><script type="module" src="/assets/index.js"></script></template>
  </body>
</html>`;

const page = (markup: string) => ({
  language: 'fr' as const,
  dark: true,
  markup,
  data: '<script>DATA</script>',
});

describe('documentHtml', () => {
  it('puts the hoisted head tags in <head>, the page in #root and its data before the scripts', () => {
    const html = documentHtml(
      TEMPLATE,
      page(
        '<title>Cours</title><meta name="description" content="x"/><link rel="canonical" href="/fr/"/><div id="app">page</div>',
      ),
    );
    expect(html).toContain('<html lang="fr" class="dark">');
    expect(html).not.toContain('<title>Academia</title>');
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toContain(
      '<title>Cours</title><meta name="description" content="x"/><link rel="canonical" href="/fr/"/>',
    );
    expect(html).toContain('<div id="root"><div id="app">page</div></div>');
    expect(html).not.toContain('static');
    expect(html.indexOf('<script>DATA</script>')).toBeLessThan(
      html.indexOf('<template id="boot-scripts">'),
    );
  });

  it('keeps a light page without the class, and `$` patterns in the page as text', () => {
    const html = documentHtml(TEMPLATE, { ...page("<p>$& $1 $'</p>"), dark: false });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("<p>$& $1 $'</p>");
  });

  it('fails on a template without the root before its scripts', () => {
    expect(() => documentHtml('<html lang="ro"><body></body></html>', page('<p/>'))).toThrow(
      /#root/,
    );
  });
});

describe('hydrationScript', () => {
  const context = (over: Partial<StaticHandlerContext>) =>
    ({ loaderData: {}, actionData: null, errors: null, ...over }) as StaticHandlerContext;

  it('writes the loader data as JSON no text in it can end the script', () => {
    const script = hydrationScript(
      context({ loaderData: { page: { title: '</script><script>alert(1)</script>\u2028' } } }),
    );
    expect(script).toMatch(/^<script type="application\/json" id="router-data">/);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('\u2028');
    const json = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(JSON.parse(json).loaderData.page.title).toBe('</script><script>alert(1)</script>\u2028');
  });

  it('keeps an error response its status and data, as the router reads them back', async () => {
    const handler = createStaticHandler([
      {
        id: 'course',
        path: '/fr/course/:id',
        loader: () => {
          throw data({ fallback: '/fr/category' }, { status: 404 });
        },
      },
    ]);
    const result = await handler.query(new Request('http://academy.test/fr/course/9'));
    if (result instanceof Response) throw new Error('a redirect');
    expect(result.statusCode).toBe(404);
    const script = hydrationScript(result);
    const json = JSON.parse(script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>')));
    expect(json.errors.course).toMatchObject({
      status: 404,
      data: { fallback: '/fr/category' },
      __type: 'RouteErrorResponse',
    });
  });
});
