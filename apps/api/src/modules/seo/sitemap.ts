import { DEFAULT_LANGUAGE, LANGUAGES } from '@academy/contract/languages';
import { PAGES, type PageDeclaration } from '@academy/contract/pages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogArticles, courses, profiles, promotions } from '../../db/schema';
import { publicPages } from '../accounts/public-page';
import { publishedArticle, runningPromotion } from '../content/pages.service';

/** The ids behind each indexed route with an `:id`, by the same rules as the pages that show them. */
async function indexedIds(db: Db): Promise<Record<string, number[]>> {
  const [course, article, promotion, expert] = await Promise.all([
    db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.isActive, true))
      .orderBy(courses.id),
    db
      .select({ id: blogArticles.id })
      .from(blogArticles)
      .where(publishedArticle)
      .orderBy(blogArticles.id),
    db
      .select({ id: promotions.id })
      .from(promotions)
      .where(runningPromotion)
      .orderBy(promotions.id),
    db.select({ id: profiles.userId }).from(profiles).where(publicPages()).orderBy(profiles.userId),
  ]);
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
  return {
    course: ids(course),
    article: ids(article),
    promotion: ids(promotion),
    expert: ids(expert),
  };
}

/** Every indexed page as a path under a language (`course/3`, `` for Home). */
export async function indexedPaths(db: Db): Promise<string[]> {
  const ids = await indexedIds(db);
  return Object.entries(PAGES as Record<string, PageDeclaration>).flatMap(([name, page]) => {
    if (!page.indexed) return [];
    if (!page.pattern.includes(':id')) return [page.pattern];
    return (ids[name] ?? []).map((id) => page.pattern.replace(':id', String(id)));
  });
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * sitemap.xml: every indexed page in every language, each with its alternates in the other four
 * and `x-default` (the default language), as search engines read hreflang from a sitemap.
 */
export function sitemapXml(origin: string, paths: string[]): string {
  const url = (language: string, path: string) =>
    escapeXml(`${origin}/${language}${path ? `/${path}` : ''}`);
  const entries = paths.flatMap((path) => {
    const alternates = [
      ...LANGUAGES.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${url(language, path)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(DEFAULT_LANGUAGE, path)}"/>`,
    ].join('');
    return LANGUAGES.map((language) => `<url><loc>${url(language, path)}</loc>${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: every page not in the sitemap stays out (everything behind the login, the account
 * forms, the personal links: a visit's cancel link, a certificate's code, the shop links a
 * specialist sends), and the API; the sitemap is named.
 */
export function robotsTxt(origin: string): string {
  const closed = Object.values(PAGES as Record<string, PageDeclaration>).filter((p) => !p.indexed);
  // A page under a closed one (the dashboard's) is closed by its rule.
  const hidden = closed.filter(
    (page) => !closed.some((other) => page.pattern.startsWith(`${other.pattern}/`)),
  );
  return [
    'User-agent: *',
    'Disallow: /api/',
    ...hidden.map((page) => `Disallow: /*/${page.pattern.replace(/\/:.*$/, '/')}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
