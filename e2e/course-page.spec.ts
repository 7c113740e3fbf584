import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, expect, skipCourseUpdates, test } from './fixtures';

/**
 * Issue 25: a course page never offers its owner "Buy". The server draws the page for anyone (it
 * sees no session: that lives in the browser's storage), so what a signed-in reader sees before
 * the app has drawn their own page is a neutral placeholder, never the visitor's "Buy".
 */

interface Listed {
  id: number;
  title: string;
  is_free: boolean;
}

/** The first paid course of the demo data. */
async function aPaidCourse(request: APIRequestContext): Promise<Listed> {
  const { results } = (await (await request.get('/api/en/courses/course/')).json()) as {
    results: Listed[];
  };
  const course = results.find((listed) => !listed.is_free);
  if (!course) throw new Error('no paid course in the demo data');
  return course;
}

/** The page as the server's HTML alone shows it: the app's scripts are held back. */
async function serverHtmlOnly(page: Page) {
  await page.route('**/*', (route) =>
    route.request().resourceType() === 'script' ? route.abort() : route.continue(),
  );
}

test('an owner never sees "Buy", neither on the server\'s page nor on the app\'s @wide', async ({
  browser,
  page,
  request,
}) => {
  const course = await aPaidCourse(request);
  const owner = await createAccount(request, { courses: [course.id] });
  const path = `/en/course/${course.id}`;
  const buy = { name: 'Buy the course' };

  // A visitor: the server's page offers "Buy" at once.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await serverHtmlOnly(visitor);
  await visitor.goto(path);
  await expect(visitor.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await expect(visitor.getByRole('button', buy)).toBeVisible();
  await visitorContext.close();

  // The owner, on the same server's page: a placeholder where a visitor has "Buy".
  const context = page.context();
  await context.addInitScript((token) => {
    sessionStorage.setItem('session', JSON.stringify({ token, remember: false }));
  }, owner.token);
  const early = await context.newPage();
  await serverHtmlOnly(early);
  await early.goto(path);
  await expect(early.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await expect(
    early.getByRole('status').filter({ hasText: 'Checking your access to the course' }),
  ).toBeVisible();
  await expect(early.getByRole('button', buy)).toBeHidden();
  await early.close();

  // Then the app draws the owner's page: their course to watch.
  await skipCourseUpdates(page);
  await page.goto(path);
  await expect(page.getByRole('link', { name: 'Continue watching' })).toBeVisible();
  await expect(page.getByRole('button', buy)).toHaveCount(0);
});

test("a visitor plays a course's free lesson, and only that one @wide", async ({
  page,
  request,
}) => {
  type Video = { title: string; free_preview: boolean };
  type Detail = { videos: Video[]; course_content: { name: string; videos: Video[] }[] };
  // A demo course with a free lesson: the catalogue may open with a course another journey
  // published meanwhile, which has none.
  const { results } = (await (await request.get('/api/en/courses/course/')).json()) as {
    results: Listed[];
  };
  const details = await Promise.all(
    results
      .filter((listed) => !listed.is_free)
      .map(async (listed) => ({
        course: listed,
        detail: (await (
          await request.get(`/api/en/courses/course/${listed.id}/`)
        ).json()) as Detail,
      })),
  );
  const found = details.find(({ detail }) => detail.videos.some((video) => video.free_preview));
  if (!found) throw new Error('no demo course has a free lesson');
  const { course, detail } = found;
  const free = detail.videos.find((video) => video.free_preview) as Video;

  await page.goto(`/en/course/${course.id}`);
  await page.getByRole('button', { name: 'Watch a free lesson' }).click();
  const dialog = page.getByRole('dialog', { name: free.title });
  const video = dialog.locator('video');
  // Frames decoded: the lesson streams for someone who has not bought the course.
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // In its chapter the free lesson has its button; a paid one has none.
  const chapter = detail.course_content.find((c) => c.videos.some((v) => v.free_preview));
  if (!chapter) throw new Error('the free lesson is in no chapter');
  await page
    .getByRole('button', { name: new RegExp(chapter.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .click();
  await expect(page.getByRole('button', { name: `Watch free: ${free.title}` })).toBeVisible();
  for (const paid of chapter.videos.filter((v) => !v.free_preview)) {
    await expect(page.getByRole('button', { name: `Watch free: ${paid.title}` })).toHaveCount(0);
  }
});
