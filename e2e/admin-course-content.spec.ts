import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { auditedActions } from './audit';
import { createAccount, expect, logIn, STAFF, test, waitingForTheApp } from './fixtures';

/**
 * Issue 27, a course's content in the back office: an editor builds a draft course's chapters
 * (names in Romanian and Russian) and uploads a short video to each, following the upload and the
 * processing on the page; once the course is published a buyer purchases it and plays it; the
 * editor adds a third video, and the buyer gets the course-update notice (spec 4).
 */
const EDITOR = STAFF.editor;

/** A 3-second 360p lesson (a test pattern and a tone), made once by ffmpeg. */
let clip: Buffer | undefined;
function lessonClip(): Buffer {
  if (clip) return clip;
  const file = join(mkdtempSync(join(tmpdir(), 'academy-content-')), 'lesson.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=3'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', file],
  ]);
  clip = readFileSync(file);
  return clip;
}

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post('/api/auth/token/login/', {
    data: { username: email, password: EDITOR.password },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).auth_token;
}

/**
 * A course of the journey's own, as a draft with nothing in it: the fixture's course (cover,
 * price, published) taken off the site, its placeholder lesson and chapter deleted.
 */
async function emptyDraftCourse(request: APIRequestContext, headers: Record<string, string>) {
  const created = await request.post('/api/test/courses/', { data: { videos: 1 } });
  expect(created.status(), await created.text()).toBe(201);
  const course: { id: number; name: string; videos: number[] } = await created.json();
  const off = await request.post(`/api/admin/courses/${course.id}/unpublish/`, { headers });
  expect(off.status(), await off.text()).toBe(200);
  for (const id of course.videos)
    expect((await request.delete(`/api/admin/videos/${id}/`, { headers })).status()).toBe(204);
  const content = await (
    await request.get(`/api/admin/courses/${course.id}/content/`, { headers })
  ).json();
  for (const chapter of content.chapters as { id: number }[])
    expect((await request.delete(`/api/admin/chapters/${chapter.id}/`, { headers })).status()).toBe(
      204,
    );
  return course;
}

/** Fills a text in five languages: Romanian, then Russian in its own tab. */
async function fillRoRu(dialog: Locator, field: string, ro: string, ru: string) {
  await dialog.locator(`input[name="${field}.ro"]`).fill(ro);
  await dialog.getByRole('tab', { name: /Русский/ }).click();
  await dialog.locator(`input[name="${field}.ru"]`).fill(ru);
}

async function addChapter(page: Page, ro: string, ru: string) {
  await page.getByRole('button', { name: 'Adaugă un capitol' }).click();
  const dialog = page.getByRole('dialog', { name: 'Capitol nou' });
  await fillRoRu(dialog, 'name', ro, ru);
  await dialog.getByRole('button', { name: 'Adaugă capitolul' }).click();
  await expect(dialog).toBeHidden();
  const chapter = page.getByRole('region', { name: ro });
  await expect(chapter).toBeVisible();
  return chapter;
}

/**
 * Adds a video to the chapter, chooses its file and follows it on the page: the upload, then
 * the processing, until the page says it is ready (its own signal, `data-state`).
 */
async function addVideo(page: Page, chapter: Locator, ro: string, ru: string) {
  await chapter.getByRole('button', { name: 'Adaugă un videoclip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Videoclip nou' });
  await fillRoRu(dialog, 'title', ro, ru);
  await dialog.getByRole('button', { name: 'Adaugă videoclipul' }).click();
  await expect(dialog).toBeHidden();
  const entry = chapter.locator('[data-slot="video-entry"]').filter({ hasText: ro });
  const status = entry.locator('[data-slot="video-upload-status"]');
  await expect(status).toHaveAttribute('data-state', 'idle');
  await entry.locator('input[type="file"]').setInputFiles({
    name: `${ro}.mp4`,
    mimeType: 'video/mp4',
    buffer: lessonClip(),
  });
  await expect(status).toHaveAttribute('data-state', /uploading|processing|ready/);
  await expect(status).toHaveAttribute('data-state', 'ready', { timeout: 120_000 });
  await expect(entry.getByText(/^Durată: 00:00:0[23]/)).toBeVisible();
  return entry;
}

/** Romanian captions of the lesson, sent from the video's captions dialog. */
async function addCaptions(page: Page, entry: Locator, title: string) {
  await entry.getByRole('button', { name: `Subtitrări pentru „${title}”` }).click();
  const dialog = page.getByRole('dialog', { name: `Subtitrări pentru „${title}”` });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'lectia.ro.vtt',
    mimeType: 'text/vtt',
    buffer: Buffer.from('WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nBună ziua\n'),
  });
  await dialog.getByRole('button', { name: 'Salvează subtitrările' }).click();
  await expect(dialog).toBeHidden();
  await expect(entry.getByText('Subtitrări: Română')).toBeVisible();
}

test.describe('a course’s content in the back office (issue 27)', () => {
  test.describe.configure({ timeout: 360_000 });

  test('an editor adds chapters and videos; the buyer of the published course hears of a new one', async ({
    page,
    browser,
    request,
  }) => {
    const editorToken = await tokenOf(request, EDITOR.email);
    const headers = { Authorization: `Token ${editorToken}` };
    const course = await emptyDraftCourse(request, headers);

    // The editor builds the draft: two chapters, a video in each, Romanian and Russian texts.
    await logIn(page, EDITOR, `/ro/admin/course-content/${course.id}`);
    await expect(page.getByText('Ciornă')).toBeVisible();
    const first = await addChapter(page, 'Bazele', 'Основы');
    const second = await addChapter(page, 'Practica', 'Практика');
    const lesson = await addVideo(page, first, 'Lecția întâi', 'Первый урок');
    await addCaptions(page, lesson, 'Lecția întâi');
    await addVideo(page, second, 'Lecția a doua', 'Второй урок');
    const content = await (
      await request.get(`/api/admin/courses/${course.id}/content/`, { headers })
    ).json();
    expect(content.chapters.map((chapter: { name: { ru: string } }) => chapter.name.ru)).toEqual([
      'Основы',
      'Практика',
    ]);
    expect(await auditedActions(request, 'course_chapter', content.chapters[0].id)).toContain(
      'chapter.create',
    );

    // Published (the courses page's call), the course is bought and played.
    const published = await request.post(`/api/admin/courses/${course.id}/publish/`, { headers });
    expect(published.status(), await published.text()).toBe(200);
    const buyer = await createAccount(request);
    const buyerContext = await browser.newContext();
    const buyerPage = waitingForTheApp(await buyerContext.newPage());
    await logIn(buyerPage, buyer, `/en/course/${course.id}`);
    await buyerPage.getByRole('button', { name: 'Buy the course' }).click();
    await buyerPage.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await expect(buyerPage).toHaveURL(new RegExp(`/en/checkout\\?course=${course.id}$`));
    await buyerPage.getByLabel('Phone').fill('+37369123456');
    await buyerPage.getByRole('checkbox').check();
    await buyerPage.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(buyerPage.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await buyerPage.getByLabel('Card number').fill('4242424242424242');
    await buyerPage.getByLabel('Expiry date (MM/YY)').fill('12/30');
    await buyerPage.getByLabel('CVC').fill('123');
    await buyerPage.getByRole('button', { name: /^Pay/ }).click();
    await buyerPage.getByRole('link', { name: 'Start the course' }).click({ timeout: 15_000 });
    await expect(buyerPage).toHaveURL(/\/en\/course-inner\/\d+/);
    await expect(buyerPage.locator('media-controller')).toBeVisible();
    await buyerPage.locator('video').click();
    await expect
      .poll(() => buyerPage.locator('video').evaluate((video: HTMLVideoElement) => video.paused))
      .toBe(false);
    await buyerContext.close();

    // A third video, once ready, is news for the buyer: the course-update notice.
    await addVideo(page, second, 'Lecția a treia', 'Третий урок');
    const later = await browser.newContext();
    await later.addInitScript((token) => {
      sessionStorage.setItem('session', JSON.stringify({ token, remember: false }));
      // Last checked long ago: the notice is looked for on this visit.
      if (!localStorage.getItem('courseUpdatesCheckedAt'))
        localStorage.setItem('courseUpdatesCheckedAt', '1');
    }, buyer.token);
    // Home, not the courses page (visiting that marks the news seen).
    const back = waitingForTheApp(await later.newPage());
    await back.goto('/en');
    const notice = back.locator('[data-slot="course-updates-modal"]');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(course.name);
    await later.close();
  });
});
