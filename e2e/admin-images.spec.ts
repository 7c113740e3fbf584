import { testPhoto } from '../apps/api/src/modules/back-office/images-test-fixtures';
import { expect, logIn, STAFF, test, waitingForTheApp } from './fixtures';

/**
 * Issue 27, images resized on upload: a 4000×3000 photo (~3.6 MB) an editor uploads as a course's
 * cover on the course's page reaches a 375 px phone's catalogue as the card's WebP thumbnail,
 * under 100 KB, with a year's immutable caching; the original never leaves the server.
 */
const EDITOR = STAFF.editor;

test('a 4000×3000 cover uploaded by an editor reaches a phone as a thumbnail under 100 KB @mobile', async ({
  page,
  browser,
}, testInfo) => {
  // The projects run side by side: each gives a course of its own its cover (the phone the first).
  const index = testInfo.project.name === 'mobile' ? 0 : 1;
  await page.goto('/ro/category');
  const href = await page
    .locator('[data-slot="course-card"]')
    .nth(index)
    .getByRole('link')
    .first()
    .getAttribute('href');
  const id = Number(/\/course\/(\d+)/.exec(href ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);

  // The editor, in a browser of their own, replaces the cover on the course's page and saves.
  const photo = await testPhoto();
  expect(photo.byteLength).toBeGreaterThan(2 * 1024 * 1024);
  const context = await browser.newContext();
  const editor = waitingForTheApp(await context.newPage());
  await logIn(editor, EDITOR, `/ro/admin/course/${id}`);
  const field = editor.locator('[data-slot="image-field"]');
  await expect(field).toHaveAccessibleName('Coperta cursului');
  await field
    .locator('input[type="file"]')
    .setInputFiles({ name: 'coperta.jpg', mimeType: 'image/jpeg', buffer: photo });
  // Resized on the server: seconds for a 12-megapixel photo on a busy machine.
  await expect(field).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  await expect(field.getByRole('status')).toHaveText(
    'Imaginea a fost încărcată. Salvați pentru a o păstra.',
  );
  const preview = field.getByRole('img', { name: 'Imaginea actuală: Coperta cursului' });
  await expect(preview).toHaveAttribute('width', '640');
  await expect(preview).toHaveAttribute('height', '480');
  const thumbnail = await preview.getAttribute('src');
  expect(thumbnail).toMatch(/^\/media\/images\/[0-9a-f-]{36}\/image_thumbnail\.webp$/);
  await editor.getByRole('button', { name: 'Salvează' }).click();
  // Saved and loaded again: the field starts afresh from the course's cover, now that file.
  await expect(field).toHaveAttribute('data-state', 'idle');
  await expect(preview).toHaveAttribute('src', thumbnail ?? '');
  await context.close();

  // What the phone's catalogue loads for that card: the thumbnail, never the 3.6 MB original.
  const served = page.waitForResponse((response) => new URL(response.url()).pathname === thumbnail);
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
  expect(transferred.path).toBe(thumbnail);
  expect(transferred.bytes).toBeGreaterThan(0);
  expect(transferred.bytes).toBeLessThan(100 * 1024);
});
