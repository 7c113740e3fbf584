import type { CDPSession, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expect, test } from './fixtures';

/**
 * Issue 29: a slow phone can use a public page at once. On a CPU throttled 4× (Chromium's own
 * throttling), the visitor clicks at the first paint (within 100 ms of it, asserted), before the
 * app has started: a header category link and the language menu work as plain HTML, and the
 * course's Buy button, kept by index.html's click keeper, is clicked again once the app answers
 * (apps/web/src/app/early-clicks.ts). Each reaches its next step.
 */

const SLOW_PHONE_CPU = 4;
/** Issue 29: how soon after the first paint a press must land (and work). */
const WITHIN_MS = 100;
/** The app's entry script, held on the network until the presses are sent. */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;
/** Where the page keeps what it saw (session storage outlives the navigations the clicks make). */
const SEEN_KEY = 'first-paint-clicks';

/** What a document saw: its time origin, its first contentful paint, its clicks (ms from origin). */
interface Seen {
  origin: number;
  paint?: number;
  clicks: { at: number; appReady: boolean }[];
}

/** An element to click: the first matching `selector` (and holding `text`). */
interface Target {
  selector: string;
  text?: string;
}

/**
 * Where the page draws each target (its centre), each found after clicking the one before (the
 * language menu's link shows once its trigger is clicked).
 */
async function placesOf(page: Page, path: string, targets: Target[]) {
  await page.goto(path);
  const places: { x: number; y: number }[] = [];
  for (const { selector, text } of targets) {
    const target = page
      .locator(selector)
      .filter(text ? { hasText: text } : {})
      .first();
    const box = await target.boundingBox();
    if (!box) throw new Error(`${selector} is not drawn on ${path}`);
    places.push({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
    if (places.length < targets.length) await target.click();
  }
  return places;
}

/** What the documents of this tab saw, read from whichever page is shown (or null meanwhile). */
async function seenIn(page: Page): Promise<Seen[] | null> {
  try {
    return await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]'), SEEN_KEY);
  } catch {
    return null; // between two documents
  }
}

/** The first frame the screen showed of a document (both ms since the epoch). */
interface FirstFrame {
  /** When the compositor produced it: the page's first paint, as the screen showed it. */
  shownAt: number;
  /** When it reached the journey, the moment the finger touches. */
  seenAt: number;
}

/**
 * Whether a frame shows content (text, a picture), not only a background: its lightest and
 * darkest pixels are far apart. A page can be painted before its body is parsed, all background.
 */
function showsContent(pngBase64: string) {
  const { data } = PNG.sync.read(Buffer.from(pngBase64, 'base64'));
  let [darkest, lightest] = [255, 0];
  for (let index = 0; index < data.length; index += 4) {
    const light = (data[index] * 2 + data[index + 1] * 5 + data[index + 2]) / 8;
    [darkest, lightest] = [Math.min(darkest, light), Math.max(lightest, light)];
  }
  return lightest - darkest > 64;
}

/**
 * Resolves at the first frame the screen shows with content of the document `path` loads: its
 * first contentful paint, as the compositor drew it. Chromium's lifecycle news of the paint (and
 * the page's own paint timing) wait for the page's main thread, which at 4x is still parsing and
 * laying out the rest of the page (their news came 190-510 ms after Home's paint, traced); the
 * compositor's frame does not, and its time agrees with the page's paint timing within a few
 * ms. The page left before is blank, so none of its frames shows content.
 */
function firstFrameOf(cdp: CDPSession, path: string) {
  return new Promise<FirstFrame>((resolve) => {
    let committed = false;
    const onNavigated = ({ frame }: { frame: { parentId?: string; url: string } }) => {
      if (!frame.parentId && new URL(frame.url).pathname === path) committed = true;
    };
    const onFrame = (frame: {
      data: string;
      sessionId: number;
      metadata: { timestamp?: number };
    }) => {
      const seenAt = Date.now();
      void cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => {});
      if (!committed || !showsContent(frame.data)) return;
      cdp.off('Page.screencastFrame', onFrame);
      cdp.off('Page.frameNavigated', onNavigated);
      void cdp.send('Page.stopScreencast').catch(() => {});
      resolve({ shownAt: (frame.metadata.timestamp ?? seenAt / 1000) * 1000, seenAt });
    };
    cdp.on('Page.frameNavigated', onNavigated);
    cdp.on('Page.screencastFrame', onFrame);
    // A small picture: enough to tell text from a plain background.
    void cdp.send('Page.startScreencast', { format: 'png', maxWidth: 360, maxHeight: 225 });
  });
}

/**
 * Opens `path` with the CPU throttled and presses, at its first paint, where a first visit saw
 * each target (a server-drawn page does not move once painted), as a finger does: pressed and
 * released at once, without the mouse moves Playwright's click waits on. The touch is stamped
 * when the first frame reaches the journey, as a phone's system stamps a touch and queues it
 * until the browser takes it. The app's entry is held on the network until the presses are
 * sent, as a slow phone network holds it, so that they always land before the app starts. The
 * page records its clicks (their events' times) and its own paint timing in its session
 * storage, which the navigations the clicks start keep.
 */
async function clickAtFirstPaint(page: Page, path: string, targets: Target[]) {
  const places = await placesOf(page, path, targets);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE_CPU });
  await page.addInitScript((key) => {
    const seen: Seen = { origin: performance.timeOrigin, clicks: [] };
    const keep = () => {
      const all: Seen[] = JSON.parse(sessionStorage.getItem(key) ?? '[]');
      const others = all.filter((other) => other.origin !== seen.origin);
      sessionStorage.setItem(key, JSON.stringify([...others, seen]));
    };
    addEventListener(
      'pointerdown',
      (event) => {
        const appReady = 'appReady' in document.documentElement.dataset;
        seen.clicks.push({ at: event.timeStamp, appReady });
        keep();
      },
      true,
    );
    new PerformanceObserver(() => {
      seen.paint ??= performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      keep();
    }).observe({ type: 'paint', buffered: true });
  }, SEEN_KEY);
  let sent = () => {};
  const pressesSent = new Promise<void>((resolve) => {
    sent = resolve;
  });
  await page.route(APP_ENTRY, async (route) => {
    await pressesSent;
    await route.continue();
  });
  const presses = (touchedAt: number) =>
    places.flatMap((place) =>
      (['mousePressed', 'mouseReleased'] as const).map((type) =>
        cdp.send('Input.dispatchMouseEvent', {
          type,
          ...place,
          button: 'left',
          clickCount: 1,
          timestamp: touchedAt / 1000,
        }),
      ),
    );
  await page.goto('about:blank');
  await cdp.send('Page.enable');
  const firstFrame = firstFrameOf(cdp, path);
  // Not waiting for the app (the fixture's goto would): the presses come long before it.
  void page.goto(path, { waitUntil: 'commit' }).catch(() => undefined);
  const { shownAt, seenAt } = await firstFrame;
  await Promise.all(presses(seenAt));
  sent();
  let document: Seen | undefined;
  await expect
    .poll(async () => {
      document = (await seenIn(page))?.find((seen) => seen.clicks.length > 0);
      return document?.clicks.length ?? 0;
    }, 'the clicks, as the page saw them')
    .toBe(targets.length);
  const origin = document?.origin ?? 0;
  const afterPaint = (document?.clicks ?? []).map((click) => origin + click.at - shownAt);
  // The page's own paint timing, when it came before a link left the page: it agrees with the frame.
  const ownPaint =
    document?.paint === undefined
      ? ''
      : `; its paint timing says ${Math.round(origin + document.paint - shownAt)} ms after the frame`;
  test.info().annotations.push({
    type: 'first paint',
    description: `pressed ${afterPaint.map(Math.round).join(', ')} ms after the first frame${ownPaint}`,
  });
  for (const delay of afterPaint) {
    expect(delay, 'a press within 100 ms of the first paint').toBeLessThanOrEqual(WITHIN_MS);
  }
  expect(
    document?.clicks.some((click) => click.appReady),
    'a press after the app had started',
  ).toBe(false);
}

test('a category link works at the first paint, before the app has started', async ({ page }) => {
  await clickAtFirstPaint(page, '/en', [{ selector: 'header nav a[href="/en/category"]' }]);
  await expect(page).toHaveURL(/\/en\/category$/);
  await expect(page.getByRole('button', { name: 'Massage', exact: true })).toBeVisible();
});

test('the language menu opens and a language is chosen at the first paint', async ({ page }) => {
  await clickAtFirstPaint(page, '/en/about', [
    { selector: 'summary[data-slot="language-menu-trigger"]' },
    { selector: '[data-slot="language-menu"] a[hreflang="fr"]' },
  ]);
  await expect(page).toHaveURL(/\/fr\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("À propos de l'académie");
});

test("a course's Buy pressed at the first paint opens its dialog once the app answers", async ({
  page,
  request,
}) => {
  const courses = (await (await request.get('/api/en/courses/course/')).json()) as {
    results: { id: number; is_free: boolean }[];
  };
  const paid = courses.results.find((course) => !course.is_free);
  if (!paid) throw new Error('no paid course in the demo data');
  await clickAtFirstPaint(page, `/en/course/${paid.id}`, [
    { selector: 'button', text: 'Buy the course' },
  ]);
  const dialog = page.getByRole('dialog', { name: 'Buying the course' });
  await expect(dialog).toBeVisible();
  // Its next step: a visitor logs in, and comes back to this course.
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/login\\?redirect=.*course.*${paid.id}`));
});
