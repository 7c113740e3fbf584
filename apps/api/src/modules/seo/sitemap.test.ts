import { LANGUAGES } from '@academy/contract/languages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { serverBesideWeb } from '../../test/web-server';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let server: ReturnType<typeof serverBesideWeb>;
beforeAll(async () => {
  ctx = await createTestApp();
  server = serverBesideWeb(ctx, { publicUrl: 'https://academy.md' });
});
afterAll(() => ctx.database.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('sitemap.xml', () => {
  it('lists every public page in the five languages, each with its alternates', async () => {
    const res = await server.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    const urls = locs(xml);
    for (const language of LANGUAGES) {
      for (const path of ['', '/about', '/author', '/category', '/blog', '/promotions', '/experts'])
        expect(urls).toContain(`https://academy.md/${language}${path}`);
      expect(urls).toContain(`https://academy.md/${language}/course/1`);
    }
    expect(urls.some((url) => /\/article\/\d+$/.test(url ?? ''))).toBe(true);
    expect(urls.some((url) => /\/promotion\/\d+$/.test(url ?? ''))).toBe(true);
    expect(urls.some((url) => /\/expert\/\d+$/.test(url ?? ''))).toBe(true);
    // Each page once per language, and nothing behind the login.
    expect(urls.length % LANGUAGES.length).toBe(0);
    expect(new Set(urls).size).toBe(urls.length);
    expect(
      urls.filter((url) => /dashboard|checkout|payment|login|course-inner/.test(url ?? '')),
    ).toEqual([]);
    const entry = xml
      .split('<url>')
      .find((part) => part.includes('<loc>https://academy.md/fr/course/1</loc>'));
    for (const language of LANGUAGES)
      expect(entry).toContain(
        `hreflang="${language}" href="https://academy.md/${language}/course/1"`,
      );
    expect(entry).toContain('hreflang="x-default" href="https://academy.md/ro/course/1"');
  });

  it('follows the data: a course taken off the catalogue leaves it', async () => {
    await ctx.database.db.update(courses).set({ isActive: false }).where(eq(courses.id, 2));
    const urls = locs(await (await server.request('/sitemap.xml')).text());
    expect(urls).not.toContain('https://academy.md/ro/course/2');
    expect(urls).toContain('https://academy.md/ro/course/1');
    await ctx.database.db.update(courses).set({ isActive: true }).where(eq(courses.id, 2));
  });
});

describe('robots.txt', () => {
  it('keeps the dashboard, checkout, payment and the API out, and names the sitemap', async () => {
    const text = await (await server.request('/robots.txt')).text();
    for (const path of ['/api/', '/*/dashboard', '/*/checkout', '/*/payment', '/*/course-inner/'])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).not.toMatch(/Disallow: \/\*\/(course|blog|about)(\/|$)/m);
    expect(text).toContain('Sitemap: https://academy.md/sitemap.xml');
  });
});
