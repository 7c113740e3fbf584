import type { APIRequestContext, Page } from '@playwright/test';
import { testPhoto } from '../apps/api/src/modules/back-office/images-test-fixtures';
import { auditedActions } from './audit';
import { expect, logIn, STAFF, test } from './fixtures';

/**
 * Issue 27, courses: an editor creates a course, writes its Romanian and Russian texts, sets its
 * category, price and cover, previews the page as the server draws it, and publishes it; a visitor
 * finds it in the Romanian and Russian catalogue, on its server-drawn page and in the sitemap;
 * unpublished, it answers 404 again. Its lesson is added through the content API (the content
 * journey uploads videos through the page).
 */
const EDITOR = STAFF.editor;
const tag = Math.random().toString(36).slice(2, 8);
const RO = { name: `Peeling chimic ${tag}`, description: 'Acizii potriviți fiecărui ten.' };
const RU = { name: `Химический пилинг ${tag}`, description: 'Кислоты для каждого типа кожи.' };

const form = (page: Page) => page.locator('[data-slot="course-form"]');

/** Types into a language tab's fields: the name and the rich-text description. */
async function writeTexts(page: Page, language: RegExp, texts: typeof RO) {
  await form(page).getByRole('tab', { name: language }).click();
  const panel = form(page).getByRole('tabpanel');
  await panel.getByRole('textbox', { name: /^Name/ }).fill(texts.name);
  const description = panel.getByRole('textbox', { name: /^Description/ });
  await description.click();
  await description.pressSequentially(texts.description);
}

async function editorHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/token/login/', {
    data: { username: EDITOR.email, password: EDITOR.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return { Authorization: `Token ${((await login.json()) as { auth_token: string }).auth_token}` };
}

/** A chapter and a lesson waiting for its file, as the content page adds them. */
async function addLesson(request: APIRequestContext, courseId: number) {
  const headers = await editorHeaders(request);
  const title = { ro: 'Lecția 1', ru: 'Урок 1' };
  const chapter = await request.post(`/api/admin/courses/${courseId}/chapters/`, {
    headers,
    data: { name: title },
  });
  expect(chapter.status(), await chapter.text()).toBe(201);
  const { id } = (await chapter.json()) as { id: number };
  const video = await request.post(`/api/admin/courses/${courseId}/videos/`, {
    headers,
    data: { title, kind: 'theoretical', chapter: id },
  });
  expect(video.status(), await video.text()).toBe(201);
}

const catalogueIds = async (request: APIRequestContext, language: string) => {
  const answer = await request.get(`/api/${language}/courses/course/?page_size=100`);
  return ((await answer.json()) as { results: { id: number }[] }).results.map((c) => c.id);
};

test('an editor creates, previews and publishes a course in Romanian and Russian; unpublished it is gone', async ({
  page,
  request,
}) => {
  await logIn(page, EDITOR, '/en/admin/courses');
  await page.getByRole('button', { name: 'New course' }).click();
  const dialog = page.getByRole('dialog', { name: 'New course' });
  await dialog.getByRole('textbox', { name: 'Name in Romanian' }).fill(RO.name);
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Cosmetology' }).click();
  await dialog.getByRole('button', { name: 'Create the course' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/course\/\d+$/);
  const id = Number(/\/course\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(RO.name);
  await expect(form(page).getByText('Draft', { exact: true })).toBeVisible();

  await writeTexts(page, /Română/, RO);
  await writeTexts(page, /Русский/, RU);
  await expect(form(page).getByRole('tab', { name: /Русский/ })).toHaveAccessibleName(/2 of 3/);
  await form(page).getByRole('textbox', { name: 'Price (EUR)' }).fill('149.5');
  await form(page).getByRole('textbox', { name: 'Discount (%)' }).fill('10');
  const cover = form(page).locator('[data-slot="image-field"]');
  await cover.locator('input[type="file"]').setInputFiles({
    name: 'coperta.jpg',
    mimeType: 'image/jpeg',
    buffer: await testPhoto(1600, 1200),
  });
  await expect(cover).toHaveAttribute('data-state', 'ready');
  const saving = page.waitForResponse(
    (answer) => answer.request().method() === 'PUT' && answer.url().endsWith(`/courses/${id}/`),
  );
  await form(page).getByRole('button', { name: 'Save' }).click();
  const saved = await saving;
  expect(saved.status(), await saved.text()).toBe(200);
  await expect(page.locator('[data-slot="course-save-status"]')).toHaveText('Saved');

  // Publishing asks for a lesson first: said in the dialog.
  await form(page).getByRole('button', { name: 'Publish' }).click();
  const publish = page.getByRole('dialog', { name: `Publish “${RO.name}”?` });
  await publish.getByRole('button', { name: 'Publish' }).click();
  await expect(publish.getByText(/Add at least one video/)).toBeVisible();
  await publish.getByRole('button', { name: 'Cancel' }).click();
  await addLesson(request, id);

  // The preview: the server's drawing of the unpublished page, never indexed.
  await form(page).getByRole('button', { name: 'Preview' }).click();
  const link = form(page).getByRole('link', { name: /Open the preview/ });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(new RegExp(`/en/course/${id}\\?preview=`));
  const preview = await request.get(href);
  expect(preview.status()).toBe(200);
  expect(preview.headers()['x-robots-tag']).toContain('noindex');
  // The English page shows the Russian name: an empty text falls back on Russian first (spec 4).
  expect(await preview.text()).toContain(RU.name);
  expect((await request.get(`/ro/course/${id}`)).status()).toBe(404);

  await form(page).getByRole('button', { name: 'Publish' }).click();
  await publish.getByRole('button', { name: 'Publish' }).click();
  await expect(publish).toBeHidden();
  await expect(form(page).getByText('Published', { exact: true })).toBeVisible();

  // A visitor finds it in both catalogues, on its server-drawn page and in the sitemap.
  expect(await catalogueIds(request, 'ro')).toContain(id);
  expect(await catalogueIds(request, 'ru')).toContain(id);
  for (const [language, texts] of [
    ['ro', RO],
    ['ru', RU],
  ] as const) {
    const drawn = await request.get(`/${language}/course/${id}`);
    expect(drawn.status()).toBe(200);
    expect(await drawn.text()).toContain(texts.name);
  }
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/ro/course/${id}</loc>`);

  // Taken off the site: its page and answer are 404, the catalogue and sitemap leave it.
  await form(page).getByRole('button', { name: 'Take off the site' }).click();
  const unpublish = page.getByRole('dialog', { name: `Take “${RO.name}” off the site?` });
  await unpublish.getByRole('button', { name: 'Take off the site' }).click();
  await expect(unpublish).toBeHidden();
  await expect(form(page).getByText('Draft', { exact: true })).toBeVisible();
  expect((await request.get(`/ro/course/${id}`)).status()).toBe(404);
  expect((await request.get(`/api/ro/courses/course/${id}/`)).status()).toBe(404);
  expect(await catalogueIds(request, 'ro')).not.toContain(id);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/ro/course/${id}<`);

  expect(await auditedActions(request, 'course', id)).toEqual(
    expect.arrayContaining([
      'course.create',
      'course.update',
      'course.publish',
      'course.unpublish',
    ]),
  );
});
