import type { APIRequestContext } from '@playwright/test';
import { testPhoto } from '../apps/api/src/modules/back-office/images-test-fixtures';
import { uploadedImageSchema } from '../packages/contract/src/back-office/images';
import { expect, test } from './fixtures';

/**
 * Issue 27, images resized on upload: a 4000×3000 photo (~3.6 MB) an editor uploads as a course's
 * cover reaches a 375 px phone's catalogue as the card's WebP thumbnail, under 100 KB, with a
 * year's immutable caching. The cover is set through the courses API (the editor's upload, then
 * the course's save with its `image_id`), as the course page does.
 */
const EDITOR = { username: 'editor@academy.demo', password: 'Demo12345!' };

async function editorHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/token/login/', { data: EDITOR });
  expect(login.status(), await login.text()).toBe(200);
  return { Authorization: `Token ${((await login.json()) as { auth_token: string }).auth_token}` };
}

/** Saves the course's form as the editor's page sends it back, with a new cover. */
async function setCover(request: APIRequestContext, id: number, imageId: number) {
  const headers = await editorHeaders(request);
  const loaded = await request.get(`/api/admin/courses/${id}/`, { headers });
  expect(loaded.status(), await loaded.text()).toBe(200);
  // The course as the page loaded it, sent back whole (the form's fields; the rest is ignored).
  const course = (await loaded.json()) as Record<string, unknown>;
  const saved = await request.put(`/api/admin/courses/${id}/`, {
    headers,
    data: { ...course, image_id: imageId },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test('a 4000×3000 cover uploaded by an editor reaches a phone as a thumbnail under 100 KB @mobile', async ({
  page,
  request,
}, testInfo) => {
  // The projects run side by side: each gives a course of its own its cover (the phone the first).
  const index = testInfo.project.name === 'mobile' ? 0 : 1;
  await page.goto('/ro/category');
  const card = page.locator('[data-slot="course-card"]').nth(index);
  const href = await card.getByRole('link').first().getAttribute('href');
  const id = Number(/\/course\/(\d+)/.exec(href ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);

  const photo = await testPhoto();
  expect(photo.byteLength).toBeGreaterThan(2 * 1024 * 1024);
  const upload = await request.post('/api/admin/images/', {
    headers: await editorHeaders(request),
    multipart: {
      purpose: 'course_cover',
      file: { name: 'coperta.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const image = uploadedImageSchema.parse(await upload.json());
  expect(image).toMatchObject({ width: 4000, height: 3000 });
  const thumbnail = image.variants.find((variant) => variant.name === 'image_thumbnail');
  expect(thumbnail).toMatchObject({ width: 640, height: 480 });
  await setCover(request, id, image.id);

  // What the phone's catalogue loads for that card: the thumbnail, never the 3.6 MB original.
  const served = page.waitForResponse(
    (response) => new URL(response.url()).pathname === thumbnail?.url,
  );
  await page.goto('/ro/category');
  const cover = page
    .locator('[data-slot="course-card"]')
    .filter({ has: page.locator(`a[href$="/course/${id}"]`) })
    .locator('img');
  await cover.scrollIntoViewIfNeeded();
  const response = await served;
  expect(response.headers()['content-type']).toBe('image/webp');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await response.body()).byteLength).toBeLessThan(100 * 1024);
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(640);
  const transferred = await cover.evaluate((img: HTMLImageElement) => {
    const [entry] = performance.getEntriesByName(img.currentSrc) as PerformanceResourceTiming[];
    return { path: new URL(img.currentSrc).pathname, bytes: entry?.encodedBodySize ?? -1 };
  });
  expect(transferred.path).toBe(thumbnail?.url);
  expect(transferred.bytes).toBeGreaterThan(0);
  expect(transferred.bytes).toBeLessThan(100 * 1024);
});
