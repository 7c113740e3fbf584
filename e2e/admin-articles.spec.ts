import type { APIRequestContext, Page } from '@playwright/test';
import { testPhoto } from '../apps/api/src/modules/back-office/images-test-fixtures';
import { auditedActions } from './audit';
import { expect, logIn, STAFF, test, waitingForTheApp } from './fixtures';

/**
 * Issue 27, articles: an editor writes an article in Romanian and Russian with a cover and
 * publishes it; a visitor reads it in both languages (the server's first HTML too) and finds it
 * in the blog and the sitemap. A draft stays off all three and answers 404.
 */
const EDITOR = STAFF.editor;
const tag = Math.random().toString(36).slice(2, 8);
const RO = { title: `Îngrijirea pielii ${tag}`, body: 'Curățarea blândă vine prima.' };
const RU = { title: `Уход за кожей ${tag}`, body: 'Сначала мягкое очищение.' };

const editor = (page: Page) => page.locator('[data-slot="article-editor"]');

/** Types into the active language tab's fields: the title and the rich-text body. */
async function writeTexts(page: Page, language: RegExp, texts: { title: string; body: string }) {
  await editor(page).getByRole('tab', { name: language }).click();
  const panel = editor(page).getByRole('tabpanel');
  await panel.getByRole('textbox', { name: /^Title/ }).fill(texts.title);
  const body = panel.getByRole('textbox', { name: /^Content/ });
  await body.click();
  await body.pressSequentially(texts.body);
}

async function editorToken(request: APIRequestContext) {
  const login = await request.post('/api/auth/token/login/', {
    data: { username: EDITOR.email, password: EDITOR.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { auth_token: string }).auth_token;
}

const sitemap = async (request: APIRequestContext) => (await request.get('/sitemap.xml')).text();

test('an editor publishes an article in Romanian and Russian with a cover; a draft stays off the site', async ({
  page,
  request,
  browser,
}) => {
  await logIn(page, EDITOR, '/en/admin/articles');
  await page.getByRole('button', { name: 'New article' }).click();
  const dialog = page.getByRole('dialog', { name: 'New article' });
  await dialog.getByRole('textbox', { name: /Title in Romanian/ }).fill(RO.title);
  // The address is offered from the title.
  await expect(dialog.getByRole('textbox', { name: /Address/ })).toHaveValue(
    `ingrijirea-pielii-${tag}`,
  );
  await dialog.getByRole('button', { name: 'Create the draft' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/article\/\d+$/);
  const id = Number(/\/article\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Draft');

  await writeTexts(page, /Română/, RO);
  await writeTexts(page, /Русский/, RU);
  const cover = editor(page).locator('[data-slot="image-field"]');
  await cover.locator('input[type="file"]').setInputFiles({
    name: 'coperta.jpg',
    mimeType: 'image/jpeg',
    buffer: await testPhoto(1600, 1000),
  });
  await expect(cover).toHaveAttribute('data-state', 'ready');
  await editor(page)
    .getByRole('checkbox', { name: /Keep as a draft/ })
    .uncheck();
  await editor(page).getByRole('button', { name: 'Save' }).click();
  await expect(editor(page)).toHaveAttribute('data-state', 'saved');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Published');

  // A visitor reads it in both languages, in the blog first.
  const context = await browser.newContext();
  const visitor = waitingForTheApp(await context.newPage());
  await visitor.goto('/ro/blog');
  await visitor.getByRole('link', { name: RO.title }).first().click();
  await expect(visitor).toHaveURL(new RegExp(`/ro/article/${id}$`));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(RO.title);
  await expect(visitor.getByText(RO.body)).toBeVisible();
  await expect(visitor.locator('main img').first()).toHaveAttribute('src', /\/media\/images\//);
  await visitor.goto(`/ru/article/${id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(RU.title);
  await expect(visitor.getByText(RU.body)).toBeVisible();
  await context.close();

  // The server's first HTML holds it, in each language.
  for (const [language, texts] of [
    ['ro', RO],
    ['ru', RU],
  ] as const) {
    const drawn = await request.get(`/${language}/article/${id}`);
    expect(drawn.status()).toBe(200);
    const html = await drawn.text();
    expect(html).toContain(texts.title);
    expect(html).toContain(texts.body);
  }
  expect(await sitemap(request)).toContain(`/ro/article/${id}</loc>`);

  // A draft: not in the blog's answer, the sitemap, and its page and API answer 404.
  const draft = await request.post('/api/admin/articles/', {
    headers: { Authorization: `Token ${await editorToken(request)}` },
    data: { slug: `ciorna-${tag}`, title: { ro: `Ciornă ${tag}` } },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const draftId = ((await draft.json()) as { id: number }).id;
  expect((await request.get(`/api/ro/blog/${draftId}/`)).status()).toBe(404);
  expect((await request.get(`/ro/article/${draftId}`)).status()).toBe(404);
  const blog = (await (await request.get('/api/ro/blog/?page_size=100')).json()) as {
    results: { id: number }[];
  };
  expect(blog.results.map((article) => article.id)).toContain(id);
  expect(blog.results.map((article) => article.id)).not.toContain(draftId);
  expect(await sitemap(request)).not.toContain(`/ro/article/${draftId}</loc>`);

  expect(await auditedActions(request, 'article', id)).toEqual(
    expect.arrayContaining(['article.create', 'article.update']),
  );
});
