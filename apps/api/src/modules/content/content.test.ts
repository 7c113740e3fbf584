import {
  aboutPageListSchema,
  articleListSchema,
  articleSchema,
  authorListSchema,
  countryListSchema,
  faqListSchema,
  heroSlideListSchema,
  promotionListSchema,
  promotionSchema,
  regionInfoListSchema,
  reviewSlideListSchema,
  usefulInfoListSchema,
  usefulInfoSchema,
} from '@academy/contract';
import { LANGUAGES } from '@academy/contract/languages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogArticles, promotions } from '../../db/schema';
import { DEMO, json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.database.close());

describe('home and about content', () => {
  it('answers every list in the language of the path, fr included', async () => {
    const faq = faqListSchema.parse(await json(send(ctx.app, 'GET', '/fr/get-faq/')));
    expect(faq[0]?.name).toBe('Comment accéder à un cours ?');
    const hero = heroSlideListSchema.parse(
      await json(send(ctx.app, 'GET', '/es/get-general-home-page-slider/')),
    );
    expect(hero[0]?.title).toBe('Belleza que perdura');
    const reviews = reviewSlideListSchema.parse(
      await json(send(ctx.app, 'GET', '/ru/get-review-slider/')),
    );
    expect(reviews.length).toBeGreaterThanOrEqual(4);
    const author = authorListSchema.parse(
      await json(send(ctx.app, 'GET', '/en/about-author-slider/')),
    );
    expect(author[0]?.gallery_about_author).toHaveLength(4);
    const about = aboutPageListSchema.parse(await json(send(ctx.app, 'GET', '/ro/about-page/')));
    expect(about[0]?.title).toBe('Despre academie');
    const region = regionInfoListSchema.parse(await json(send(ctx.app, 'GET', '/get-phone/')));
    expect(region[0]?.phone_md).toMatch(/^\+373/);
    const countries = countryListSchema.parse(await json(send(ctx.app, 'GET', '/countries/')));
    expect(countries.slice(0, 3).map((c) => c.code)).toEqual(['MD', 'RO', 'RU']);
  });

  it('answers 404 for an unknown language prefix', async () => {
    expect((await send(ctx.app, 'GET', '/de/get-faq/')).status).toBe(404);
  });

  it('saves a contact request', async () => {
    const res = await send(ctx.app, 'POST', '/get-feedback/', {
      body: { name: 'Ioana Pop', contact_data: '+37360000000', country: 'Moldova' },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ detail: 'Your application has been sent!' });
    const short = await send(ctx.app, 'POST', '/get-feedback/', {
      body: { name: 'Ion', contact_data: '', country: 'Moldova' },
    });
    expect(Object.keys(await json(short)).sort()).toEqual(['contact_data', 'name']);
  });
});

describe('blog, promotions and useful info', () => {
  it('pages the blog and answers an article', async () => {
    const list = articleListSchema.parse(await json(send(ctx.app, 'GET', '/ro/blog/?page_size=2')));
    expect(list.count).toBe(4);
    expect(list.next).not.toBeNull();
    const article = articleSchema.parse(
      await json(send(ctx.app, 'GET', `/en/blog/${list.results[0]?.id}/`)),
    );
    expect(article.body).toContain('<h2>');
    expect((await send(ctx.app, 'GET', '/en/blog/999/')).status).toBe(404);
  });

  it('lists running promotions and one promotion', async () => {
    const list = promotionListSchema.parse(await json(send(ctx.app, 'GET', '/ro/promotions/')));
    expect(list.count).toBe(3);
    promotionSchema.parse(
      await json(send(ctx.app, 'GET', `/ro/promotions/${list.results[0]?.id}/`)),
    );
  });

  it('pages both lists newest first, with the links of the other pages', async () => {
    const blog = articleListSchema.parse(
      await json(send(ctx.app, 'GET', '/ro/blog/?page=2&page_size=3')),
    );
    expect(blog).toMatchObject({ count: 4, next: null });
    expect(blog.results).toHaveLength(1);
    expect(blog.previous).toMatch(/\/ro\/blog\/\?page=1&page_size=3$/);
    const all = articleListSchema.parse(await json(send(ctx.app, 'GET', '/ro/blog/')));
    const dates = all.results.map((a) => a.published_at);
    expect(dates).toEqual([...dates].sort().reverse());

    const promos = promotionListSchema.parse(
      await json(send(ctx.app, 'GET', '/en/promotions/?page_size=2')),
    );
    expect(promos).toMatchObject({ count: 3, previous: null });
    expect(promos.next).toMatch(/\/en\/promotions\/\?page_size=2&page=2$/);
    const starts = promos.results.map((p) => p.starts_at);
    expect(starts).toEqual([...starts].sort().reverse());
    expect((await send(ctx.app, 'GET', '/ro/promotions/?page_size=0')).status).toBe(400);
  });

  it('hides articles not yet published and promotions not running, in the list and by id', async () => {
    const { db } = ctx.database;
    const text = { ro: 'x', ru: 'x', en: 'x', fr: 'x', es: 'x' };
    const [future] = await db
      .insert(blogArticles)
      .values({
        slug: 'tomorrow',
        title: text,
        excerpt: text,
        body: text,
        image: '',
        publishedAt: sql`now() + interval '1 day'`,
      })
      .returning();
    const [ended] = await db
      .insert(promotions)
      .values({
        title: text,
        description: text,
        body: text,
        image: '',
        discount: 10,
        courseId: null,
        startsAt: sql`now() - interval '30 days'`,
        endsAt: sql`now() - interval '1 day'`,
      })
      .returning();
    try {
      const blog = articleListSchema.parse(await json(send(ctx.app, 'GET', '/ro/blog/')));
      expect(blog.count).toBe(4);
      expect(blog.results.map((a) => a.id)).not.toContain(future?.id);
      expect((await send(ctx.app, 'GET', `/ro/blog/${future?.id}/`)).status).toBe(404);
      const promos = promotionListSchema.parse(await json(send(ctx.app, 'GET', '/ro/promotions/')));
      expect(promos.count).toBe(3);
      expect((await send(ctx.app, 'GET', `/ro/promotions/${ended?.id}/`)).status).toBe(404);
    } finally {
      if (future) await db.delete(blogArticles).where(eq(blogArticles.id, future.id));
      if (ended) await db.delete(promotions).where(eq(promotions.id, ended.id));
    }
  });

  it('needs a login for useful info', async () => {
    expect((await send(ctx.app, 'GET', '/ro/useful-info/')).status).toBe(401);
    const token = await login(ctx.app, DEMO.client);
    const list = usefulInfoListSchema.parse(
      await json(send(ctx.app, 'GET', '/ro/useful-info/', { token })),
    );
    usefulInfoSchema.parse(
      await json(send(ctx.app, 'GET', `/ro/useful-info/${list[0]?.id}/`, { token })),
    );
  });
});

describe('files', () => {
  it('serves the static legal PDFs of spec 7.5', async () => {
    for (const path of [
      '/policy_md/policy_ro.pdf',
      '/policy_md/policy_fr.pdf',
      '/cookie_ro/cookie_ro.pdf',
      '/terms/terms_es.pdf',
    ]) {
      const res = await ctx.app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect((await res.text()).startsWith('%PDF-')).toBe(true);
    }
    expect((await ctx.app.request('/policy_md/policy_de.pdf')).status).toBe(404);
  });

  it('serves the footer documents of each region (spec 2.2): Moldova, Romania, Russia', async () => {
    for (const region of ['md', 'ro', 'ru']) {
      for (const path of [
        `/policy_${region}/policy_es.pdf`,
        `/docs/${region}/terms_ru.pdf`,
        `/docs/${region}/security_en.pdf`,
      ]) {
        const res = await ctx.app.request(path);
        expect(res.status, path).toBe(200);
        expect((await res.text()).startsWith('%PDF-')).toBe(true);
      }
    }
    // Terms and security exist in ru, ro and en only; the footer sends es and fr to en.
    expect((await ctx.app.request('/docs/md/terms_fr.pdf')).status).toBe(404);
    expect((await ctx.app.request('/docs/xx/terms_en.pdf')).status).toBe(404);
    expect((await ctx.app.request('/docs/md/../../package.json')).status).toBe(404);
  });

  it('serves every document the web app links, in each of its languages', async () => {
    // The links as apps/web and packages/ui build them: the registration consents
    // (registration-page.tsx), the cookie notice (site-shell.tsx) and the footer by region
    // (footer-region.ts: terms and security in ru, ro or en; es and fr read en).
    const documentLanguage = (lang: string) => (lang === 'ru' || lang === 'ro' ? lang : 'en');
    const links = LANGUAGES.flatMap((lang) => [
      `/payment_policy/payment_policy_${lang}.pdf`,
      `/policy_md/policy_${lang}.pdf`,
      `/terms/terms_${lang}.pdf`,
      ...['md', 'ro', 'ru'].flatMap((place) => [
        `/policy_${place}/policy_${lang}.pdf`,
        `/docs/${place}/terms_${documentLanguage(lang)}.pdf`,
        `/docs/${place}/security_${documentLanguage(lang)}.pdf`,
      ]),
    ]);
    const broken: string[] = [];
    for (const path of [...new Set(links), '/cookie_ro/cookie_ro.pdf']) {
      const res = await ctx.app.request(path);
      const pdf = res.status === 200 && (await res.text()).startsWith('%PDF-');
      if (!pdf || res.headers.get('content-type') !== 'application/pdf') broken.push(path);
    }
    expect(broken).toEqual([]);
  });

  it('serves demo media with nosniff and refuses path traversal', async () => {
    const svg = await ctx.app.request('/media/demo/courses/cosmetology-1.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('x-content-type-options')).toBe('nosniff');
    expect(svg.headers.get('content-security-policy')).toContain("default-src 'none'");
    const video = await ctx.app.request('/media/demo/trailer.mp4');
    expect(video.headers.get('content-type')).toBe('video/mp4');
    for (const path of [
      '/media/demo/../package.json',
      '/media/%2e%2e/%2e%2e/package.json',
      '/media/demo/..%2f..%2fpackage.json',
    ]) {
      expect((await ctx.app.request(path)).status, path).toBe(404);
    }
  });
});

describe('OpenAPI', () => {
  it('documents every route with its method, including the designed ones', async () => {
    const doc = await json<{
      paths: Record<string, Record<string, { requestBody?: unknown; 'x-designed'?: string }>>;
    }>(send(ctx.app, 'GET', '/openapi.json'));
    expect(doc.paths['/auth/token/login/']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/{lang}/orders/']?.post?.['x-designed']).toBeDefined();
    expect(doc.paths['/accounts/users/']?.post?.requestBody).toMatchObject({
      content: {
        'multipart/form-data': { schema: { properties: { 'profile.file': { format: 'binary' } } } },
      },
    });
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
  });

  it('puts the API under /api beside the web app, and media and PDFs at the root', async () => {
    const doc = await json<{
      servers: { url: string }[];
      paths: Record<string, { servers?: { url: string }[] }>;
    }>(send(ctx.app, 'GET', '/openapi.json'));
    expect(doc.servers.map((s) => s.url)).toEqual(['/api', '/']);
    for (const path of ['/media/{path}', '/payment_policy/payment_policy_{lang}.pdf']) {
      expect(
        doc.paths[path]?.servers?.map((s) => s.url),
        path,
      ).toEqual(['/']);
    }
    expect(doc.paths['/{lang}/get-faq/']).toBeDefined();
    expect(doc.paths['/{lang}/get-faq/']?.servers).toBeUndefined();
  });
});

describe('one origin (server.ts)', () => {
  it('serves the API under /api, media and PDFs at their paths, the SPA elsewhere', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { createServerApp } = await import('../../server');
    const { silentLogger } = await import('../../lib/logger');
    const web = mkdtempSync(join(tmpdir(), 'academy-web-'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Academy</title>');
    const server = createServerApp({
      config: { ...ctx.config, webDist: web },
      db: ctx.database.db,
      log: silentLogger,
      services: { outbox: ctx.jobs },
    });
    expect((await server.request('/api/ro/get-faq/')).status).toBe(200);
    expect((await server.request('/media/demo/trailer.mp4')).headers.get('content-type')).toBe(
      'video/mp4',
    );
    expect((await server.request('/policy_md/policy_en.pdf')).status).toBe(200);
    expect(await (await server.request('/ro/course/3')).text()).toContain('<title>Academy</title>');
  });

  it("sends the build's precompressed assets and compresses the page and API answers", async () => {
    const { mkdirSync, mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { brotliCompressSync, brotliDecompressSync } = await import('node:zlib');
    const { createServerApp } = await import('../../server');
    const { silentLogger } = await import('../../lib/logger');
    const web = mkdtempSync(join(tmpdir(), 'academy-web-'));
    const page = `<!doctype html><title>Academy</title>${'<p>text</p>'.repeat(200)}`;
    writeFileSync(join(web, 'index.html'), page);
    mkdirSync(join(web, 'assets'));
    const script = 'console.log("academy");'.repeat(100);
    writeFileSync(join(web, 'assets', 'app.js'), script);
    writeFileSync(join(web, 'assets', 'app.js.br'), brotliCompressSync(script));
    const server = createServerApp({
      config: { ...ctx.config, webDist: web },
      db: ctx.database.db,
      log: silentLogger,
      services: { outbox: ctx.jobs },
    });
    const accept = { 'Accept-Encoding': 'gzip, deflate, br' };

    const asset = await server.request('/assets/app.js', { headers: accept });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    // A page is stored with its brotli and gzip forms (issue 29): the smaller one it is offered.
    const html = await server.request('/ro', { headers: accept });
    expect(html.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await html.arrayBuffer())).toString()).toContain(
      '<title>Academy</title>',
    );
    const gzipped = await server.request('/ro', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    // A cached API answer was compressed once, when stored: brotli, and not compressed again.
    const api = await server.request('/api/ro/courses/course/', { headers: accept });
    expect(api.headers.get('content-encoding')).toBe('br');
    expect(
      JSON.parse(brotliDecompressSync(Buffer.from(await api.arrayBuffer())).toString()),
    ).toEqual(expect.objectContaining({ results: expect.any(Array) }));
    const missing = await server.request('/assets/old-build.js');
    expect([missing.status, missing.headers.get('cache-control')]).toEqual([404, null]);
    // A client that asks for nothing gets plain bytes.
    expect(await (await server.request('/assets/app.js')).text()).toBe(script);
  });
});
