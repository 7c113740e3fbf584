import {
  ARTICLE_FORM_ERRORS,
  type ArticleBody,
  adminArticleSchema,
  articleBodySchema,
  articleFormErrorOf,
  articleListSchema,
} from '@academy/contract/back-office/articles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLines } from '../../test/audit';
import { login, send } from '../../test/helpers';
import { uploadedImage } from '../../test/images';
import { createTestApp } from '../../test/test-app';
import { texts } from '../../test/texts';
import { serverBesideWeb } from '../../test/web-server';
import { staffCall, tag } from './articles-test-fixtures';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let editor: string;
let server: ReturnType<typeof serverBesideWeb>;
beforeAll(async () => {
  // A long cache life: what shows a scheduled article in time is the publication clock, not the TTL.
  ctx = await createTestApp({ CACHE_TTL_MS: '600000' });
  editor = await login(ctx.app, 'editor@academy.demo');
  server = serverBesideWeb(ctx, { publicUrl: 'https://academy.md' });
});
afterAll(() => ctx.database.close());

const call = (method: string, path: string, body?: unknown) =>
  staffCall(ctx, editor, method, path, body);

async function createdArticle(title = `Articol ${tag()}`) {
  const slug = `articol-${tag()}`;
  const res = await call('POST', '/admin/articles/', { slug, title: { ro: title } });
  expect(res.status).toBe(201);
  return adminArticleSchema.parse(res.body);
}

/** The whole form of `article` with `patch` over it, as the editor saves it. */
function form(article: ReturnType<typeof adminArticleSchema.parse>, patch: Partial<ArticleBody>) {
  const { slug, title, excerpt, body, published_at, draft } = article;
  return { slug, title, excerpt, body, published_at, draft, ...patch };
}

const save = (id: number, body: unknown) => call('PUT', `/admin/articles/${id}/`, body);

async function published(patch: Partial<ArticleBody> = {}) {
  const article = await createdArticle();
  const cover = await uploadedImage(ctx.database.db, 'article_cover');
  const res = await save(
    article.id,
    form(article, {
      image_id: cover.id,
      draft: false,
      published_at: new Date().toISOString(),
      ...patch,
    }),
  );
  expect(res.status).toBe(200);
  return adminArticleSchema.parse(res.body);
}

const publicList = async (lang = 'ro') =>
  (
    (await (await send(ctx.app, 'GET', `/${lang}/blog/?page_size=100`)).json()) as {
      results: { id: number }[];
    }
  ).results.map((a) => a.id);
const publicItem = (id: number, lang = 'ro') => send(ctx.app, 'GET', `/${lang}/blog/${id}/`);
const sitemapHas = async (id: number) =>
  (await (await server.request('/sitemap.xml')).text()).includes(`/ro/article/${id}</loc>`);

describe('an article written in the back office', () => {
  it('starts as a draft from its Romanian title and address, audited', async () => {
    const article = await createdArticle('Îngrijirea pielii');
    expect(article).toMatchObject({ status: 'draft', draft: true, image: '' });
    expect(article.title).toEqual(texts({ ro: 'Îngrijirea pielii' }));
    const [line] = await auditLines(ctx.database.db, { entity: 'article', entityId: article.id });
    expect(line).toMatchObject({ action: 'article.create', before: null });
  });

  it('refuses an address that is not lowercase latin words joined by hyphens, the same on both sides', async () => {
    for (const slug of ['Două Cuvinte', 'ședință', 'a--b', '-a', 'a_b']) {
      const body = { slug, title: { ro: 'T' } };
      const browser = articleBodySchema.shape.slug.safeParse(slug);
      expect(articleFormErrorOf(browser.error?.issues[0]?.message ?? '')).toBe('slugFormat');
      const res = await call('POST', '/admin/articles/', body);
      expect(res.status).toBe(400);
      expect(res.body.slug).toEqual([ARTICLE_FORM_ERRORS.slugFormat]);
    }
  });

  it('refuses an address another article has, on creation and on save', async () => {
    const first = await createdArticle();
    const second = await createdArticle();
    const taken = await call('POST', '/admin/articles/', { slug: first.slug, title: { ro: 'T' } });
    expect(taken.body.slug).toEqual([ARTICLE_FORM_ERRORS.slugTaken]);
    const saved = await save(second.id, form(second, { slug: first.slug }));
    expect(saved.status).toBe(400);
    expect(saved.body.slug).toEqual([ARTICLE_FORM_ERRORS.slugTaken]);
    // Its own address is not "taken" by itself.
    expect((await save(second.id, form(second, {}))).status).toBe(200);
  });

  it('sanitizes the body in every language: scripts and event handlers are removed', async () => {
    const article = await createdArticle();
    const dirty =
      '<p onclick="steal()">Bun venit</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>';
    const res = await save(article.id, form(article, { body: texts({ ro: dirty, ru: dirty }) }));
    expect(res.status).toBe(200);
    const { body } = adminArticleSchema.parse(res.body);
    for (const html of [body.ro, body.ru]) {
      expect(html).toContain('Bun venit');
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
    }
  });

  it('refuses a date that is not one, and a title over one line, at their fields', async () => {
    const article = await createdArticle();
    const res = await save(
      article.id,
      form(article, { published_at: 'tomorrow', title: texts({ ro: 'Două\nrânduri' }) }),
    );
    expect(res.status).toBe(400);
    expect(res.body.published_at).toEqual([ARTICLE_FORM_ERRORS.date]);
    expect(res.body['title.ro']).toBeDefined();
  });

  it('publishes only with a cover uploaded as an article cover', async () => {
    const article = await createdArticle();
    const live = form(article, { draft: false });
    expect((await save(article.id, live)).body.image_id).toEqual([
      ARTICLE_FORM_ERRORS.coverRequired,
    ]);
    const wrong = await uploadedImage(ctx.database.db, 'avatar');
    expect((await save(article.id, { ...live, image_id: wrong.id })).status).toBe(400);
    expect((await save(article.id, { ...live, image_id: 999_999 })).body.image_id).toBeDefined();
    const cover = await uploadedImage(ctx.database.db, 'article_cover');
    const res = await save(article.id, { ...live, image_id: cover.id });
    expect(adminArticleSchema.parse(res.body)).toMatchObject({
      image: cover.url('image'),
      status: 'published',
    });
    // A later save without an image keeps the cover.
    const again = await save(article.id, form(adminArticleSchema.parse(res.body), {}));
    expect(adminArticleSchema.parse(again.body).image).toBe(cover.url('image'));
  });

  it('audits a save with the fields it changed only', async () => {
    const article = await createdArticle();
    await save(article.id, form(article, { excerpt: texts({ ro: 'Pe scurt' }) }));
    const lines = await auditLines(ctx.database.db, { entity: 'article', entityId: article.id });
    expect(lines.at(-1)).toMatchObject({
      action: 'article.update',
      before: { excerpt: texts({}) },
      after: { excerpt: texts({ ro: 'Pe scurt' }) },
    });
  });

  it('lists with search, a status filter, sort and paging', async () => {
    const word = `cuvant${tag()}`;
    const draft = await createdArticle(`Ciornă ${word}`);
    const live = await published({
      title: texts({ ro: `Publicat ${word}`, ru: `Опубликовано ${word}` }),
    });
    const soon = await published({
      title: texts({ ro: `Programat ${word}` }),
      published_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const list = async (query: string, lang = 'ro') =>
      articleListSchema.parse(
        (await call('GET', `/${lang}/admin/articles/?q=${word}&${query}`)).body,
      );
    expect((await list('sort=published_at&order=desc')).results.map((a) => a.id)).toEqual([
      soon.id,
      live.id,
      draft.id,
    ]);
    for (const [status, id] of [
      ['draft', draft.id],
      ['scheduled', soon.id],
      ['published', live.id],
    ] as const)
      expect((await list(`status=${status}`)).results.map((a) => a.id)).toEqual([id]);
    const page = await list('sort=title&order=asc&page=2&page_size=1');
    expect(page).toMatchObject({ count: 3, results: [{ id: soon.id }] });
    expect((await list('status=published', 'ru')).results[0]?.title).toBe(`Опубликовано ${word}`);
    expect((await call('GET', '/ro/admin/articles/?status=ended')).status).toBe(400);
  });
});

describe('the public side of articles', () => {
  it('shows a published article in its list, page and sitemap; a draft is absent and answers 404', async () => {
    const live = await published({ title: texts({ ro: 'Despre piele', ru: 'О коже' }) });
    expect(await publicList()).toContain(live.id);
    expect(await (await publicItem(live.id, 'ru')).json()).toMatchObject({ title: 'О коже' });
    expect(await sitemapHas(live.id)).toBe(true);

    const hidden = await save(live.id, form(live, { draft: true }));
    expect(hidden.status).toBe(200);
    expect(await publicList()).not.toContain(live.id);
    expect((await publicItem(live.id)).status).toBe(404);
    expect(await sitemapHas(live.id)).toBe(false);
  });

  it('keeps a scheduled article off until its moment, then shows it without a write', async () => {
    const at = new Date(Date.now() + 1500);
    const soon = await published({ published_at: at.toISOString() });
    expect(soon.status).toBe('scheduled');
    // Read (and cached) before its moment.
    expect(await publicList()).not.toContain(soon.id);
    expect((await publicItem(soon.id)).status).toBe(404);
    expect(await sitemapHas(soon.id)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 1600));
    expect(await publicList()).toContain(soon.id);
    expect((await publicItem(soon.id)).status).toBe(200);
    expect(await sitemapHas(soon.id)).toBe(true);
  });

  it('a deleted article leaves the blog and answers 404; the audit keeps it', async () => {
    const live = await published();
    expect(await publicList()).toContain(live.id);
    expect((await call('DELETE', `/admin/articles/${live.id}/`)).status).toBe(204);
    expect(await publicList()).not.toContain(live.id);
    expect((await publicItem(live.id)).status).toBe(404);
    expect((await call('GET', `/admin/articles/${live.id}/`)).status).toBe(404);
    expect(
      (await auditLines(ctx.database.db, { entity: 'article', entityId: live.id })).at(-1),
    ).toMatchObject({
      action: 'article.delete',
      after: null,
    });
  });
});
