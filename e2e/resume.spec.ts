import type { Page } from '@playwright/test';
import { createAccount, expect, logIn, test, waitingForTheApp } from './fixtures';

/**
 * Issue 25, item 4: where a lesson was left and the speed chosen are kept on the server, so a
 * second device (here a second browser context: no storage shared) resumes there.
 */

/** A seeded paid course (apps/api/src/seed/data/courses-*.ts, seeded by courses.seed.ts), owned by the journey's student. */
const COURSE = { id: 5, name: 'Ultrasonic facial cleansing' };

/** The player's element once its metadata (the duration) is known. */
async function loadedVideo(page: Page) {
  const video = page.locator('video');
  await video.evaluate(async (element: HTMLVideoElement) => {
    if (element.readyState >= 1 && Number.isFinite(element.duration)) return;
    await new Promise((resolve) =>
      element.addEventListener('loadedmetadata', resolve, { once: true }),
    );
  });
  return video;
}

test.describe('the resume position kept on the server (issue 25)', () => {
  test('a second browser continues the lesson within 2 s of where the first stopped, at its speed', async ({
    page,
    browser,
    request,
  }) => {
    const student = await createAccount(request, { courses: [COURSE.id] });
    const list = await request.get('/api/en/courses/access_list/', {
      headers: { authorization: `Token ${student.token}` },
    });
    const [record] = (await list.json()) as { id: number }[];
    if (!record) throw new Error('the student owns no course');
    const playerPath = `/en/course-inner/${record.id}`;

    // The laptop: plays the first lesson at 1.5× from 60 % of it, and pauses.
    await logIn(page, student, playerPath);
    await expect(page.getByRole('heading', { level: 1, name: COURSE.name })).toBeVisible();
    const laptopVideo = await loadedVideo(page);
    // The answer to the report that keeps the position (a keepalive request shows no body here).
    const reported = page.waitForResponse(
      async (response) =>
        response.url().includes('/api/courses/access-course-video/') &&
        ((await response.json()) as { position: number }).position > 0,
    );
    const stoppedAt = await laptopVideo.evaluate(async (video: HTMLVideoElement) => {
      video.muted = true;
      video.playbackRate = 1.5;
      video.currentTime = video.duration * 0.6;
      await video.play();
      video.pause();
      return video.currentTime;
    });
    expect((await reported).ok()).toBe(true);

    // The phone: its own context, nothing in common with the laptop but the account.
    const phone = await browser.newContext();
    const phonePage = waitingForTheApp(await phone.newPage());
    await logIn(phonePage, student, playerPath);
    await expect(phonePage.getByRole('heading', { level: 1, name: COURSE.name })).toBeVisible();
    const phoneVideo = await loadedVideo(phonePage);
    await expect
      .poll(() => phoneVideo.evaluate((video: HTMLVideoElement) => video.currentTime))
      .toBeGreaterThan(stoppedAt - 2);
    const resumed = await phoneVideo.evaluate((video: HTMLVideoElement) => ({
      time: video.currentTime,
      rate: video.playbackRate,
    }));
    expect(Math.abs(resumed.time - stoppedAt)).toBeLessThan(2);
    expect(resumed.rate).toBe(1.5);
    await phone.close();
  });
});
