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
/** How many times the page is opened until its first frame reaches the journey in time. */
const FRAME_ATTEMPTS = 3;
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

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where the page draws each target (its box), each found after clicking the one before (the
 * language menu's link shows once its trigger is clicked), and a frame of the page before any
 * click: what the screen shows around the first target once it is drawn. Measured on the page as
 * the server drew it, the app held back: before the app, text is in the web fonts' local
 * stand-ins (the app loads the fonts), and a title can wrap otherwise in them, moving a button.
 */
async function placesOf(page: Page, cdp: CDPSession, path: string, targets: Target[]) {
  await page.route(APP_ENTRY, (route) => route.abort());
  // The frame's own goto: the fixture's page.goto waits for the app.
  await page.mainFrame().goto(path);
  const drawn = await nextFrame(cdp);
  const boxes: Box[] = [];
  for (const { selector, text } of targets) {
    const target = page
      .locator(selector)
      .filter(text ? { hasText: text } : {})
      .first();
    const box = await target.boundingBox();
    if (!box) throw new Error(`${selector} is not drawn on ${path}`);
    boxes.push(box);
    if (boxes.length < targets.length) await target.click();
  }
  await page.unroute(APP_ENTRY);
  return { boxes, drawn };
}

/** What the documents of this tab saw, read from whichever page is shown (or null meanwhile). */
async function seenIn(page: Page): Promise<Seen[] | null> {
  try {
    return await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]'), SEEN_KEY);
  } catch {
    return null; // between two documents
  }
}

/** A screencast frame: a small picture of the screen, and when the compositor drew it. */
interface Frame {
  sessionId: number;
  data: string;
  metadata: { timestamp?: number; deviceWidth: number };
}

/** Frames a quarter of the screen's width: enough to tell a drawn button from a bare background. */
const SCREENCAST = { format: 'png', maxWidth: 360, maxHeight: 225 } as const;

/** The next frame the screen shows (the current one, when nothing moves). */
async function nextFrame(cdp: CDPSession) {
  const frame = new Promise<Frame>((resolve) => cdp.once('Page.screencastFrame', resolve));
  await cdp.send('Page.startScreencast', SCREENCAST);
  const { sessionId, data, metadata } = await frame;
  await cdp.send('Page.screencastFrameAck', { sessionId });
  await cdp.send('Page.stopScreencast');
  return { picture: PNG.sync.read(Buffer.from(data, 'base64')), width: metadata.deviceWidth };
}

type Picture = Awaited<ReturnType<typeof nextFrame>>;

/** The lightness of each pixel of a picture inside `box` (CSS pixels of the page). */
function lightness({ picture, width }: Picture, box: Box) {
  const scale = picture.width / width;
  const [top, bottom] = [box.y, box.y + box.height].map((y) => clamp(y * scale, picture.height));
  const [left, right] = [box.x, box.x + box.width].map((x) => clamp(x * scale, picture.width));
  const values: number[] = [];
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const at = (y * picture.width + x) * 4;
      values.push((picture.data[at] * 2 + picture.data[at + 1] * 5 + picture.data[at + 2]) / 8);
    }
  }
  return values;
}

const clamp = (value: number, most: number) => Math.min(Math.max(Math.round(value), 0), most);

/** Whether a picture shows content (text, a picture) anywhere, not only a background. */
function showsContent(frame: Picture) {
  const values = lightness(frame, { x: 0, y: 0, width: frame.width, height: frame.width });
  return Math.max(...values) - Math.min(...values) > 64;
}

/** Whether a picture shows `box` as the drawn page does (the first target drawn). */
function showsAsDrawn(frame: Picture, drawn: Picture, box: Box) {
  const [now, then] = [lightness(frame, box), lightness(drawn, box)];
  const difference = now.reduce((sum, value, index) => sum + Math.abs(value - then[index]), 0);
  return difference / now.length < 16;
}

/** The first paint of a document and the frame showing its first target (ms since the epoch). */
interface FirstFrames {
  /** When the compositor drew the first frame with content: the page's first paint. */
  paintedAt: number;
  /** When the frame showing the first target reached the journey: the finger touches. */
  seenAt: number;
}

/**
 * Resolves at the first frame that shows the first target as the drawn page does, with the
 * time of the first frame with any content: the page's first contentful paint, as the
 * compositor drew it. Chromium's lifecycle news of the paint (and the page's own paint timing)
 * wait for the page's main thread, which at 4x is still parsing and laying out the rest of the
 * page (their news came 190-510 ms after Home's paint, traced); the compositor's frames do not,
 * and their time agrees with the page's paint timing within a few ms. The page can be painted
 * before the parser reaches the target (a header alone), and a finger presses what it sees.
 */
function framesOf(cdp: CDPSession, path: string, drawn: Picture, box: Box) {
  return new Promise<FirstFrames>((resolve) => {
    let committed = false;
    let paintedAt: number | undefined;
    const onNavigated = ({ frame }: { frame: { parentId?: string; url: string } }) => {
      if (!frame.parentId && new URL(frame.url).pathname === path) committed = true;
    };
    const onFrame = ({ sessionId, data, metadata }: Frame) => {
      const seenAt = Date.now();
      void cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => {});
      if (!committed) return;
      const frame = {
        picture: PNG.sync.read(Buffer.from(data, 'base64')),
        width: metadata.deviceWidth,
      };
      if (paintedAt === undefined && showsContent(frame)) {
        paintedAt = (metadata.timestamp ?? seenAt / 1000) * 1000;
      }
      if (paintedAt === undefined || !showsAsDrawn(frame, drawn, box)) return;
      cdp.off('Page.screencastFrame', onFrame);
      cdp.off('Page.frameNavigated', onNavigated);
      void cdp.send('Page.stopScreencast').catch(() => {});
      resolve({ paintedAt, seenAt });
    };
    cdp.on('Page.frameNavigated', onNavigated);
    cdp.on('Page.screencastFrame', onFrame);
    void cdp.send('Page.startScreencast', SCREENCAST);
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
  const cdp = await page.context().newCDPSession(page);
  const { boxes, drawn } = await placesOf(page, cdp, path, targets);
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
    // A try the journey gave up (below) has left its page, and this request with it.
    await route.continue().catch(() => {});
  });
  const presses = (touchedAt: number) =>
    boxes.flatMap((box) =>
      (['mousePressed', 'mouseReleased'] as const).map((type) =>
        cdp.send('Input.dispatchMouseEvent', {
          type,
          x: box.x + box.width / 2,
          y: box.y + box.height / 2,
          button: 'left',
          clickCount: 1,
          timestamp: touchedAt / 1000,
        }),
      ),
    );
  await cdp.send('Page.enable');
  let paintedAt = 0;
  let seenAt = 0;
  let opened = 0;
  while (opened < FRAME_ATTEMPTS) {
    opened++;
    await page.goto('about:blank');
    const frames = framesOf(cdp, path, drawn, boxes[0]);
    // Not waiting for the app (the fixture's goto would): the presses come long before it.
    void page.goto(path, { waitUntil: 'commit' }).catch(() => undefined);
    ({ paintedAt, seenAt } = await frames);
    // The frame showing the target reached the journey too late to press in time (on a busy
    // machine the journey's own work, or the page's parse, waits for other processes): such an
    // opening proves nothing either way, so the page is opened again, at most FRAME_ATTEMPTS
    // times. The press must still come within WITHIN_MS of the first paint, and work.
    if (seenAt - paintedAt <= WITHIN_MS) break;
  }
  await Promise.all(presses(seenAt));
  sent();
  let seen: Seen | undefined;
  await expect
    .poll(async () => {
      seen = (await seenIn(page))?.find((each) => each.clicks.length > 0);
      return seen?.clicks.length ?? 0;
    }, 'the clicks, as the page saw them')
    .toBe(targets.length);
  const origin = seen?.origin ?? 0;
  const afterPaint = (seen?.clicks ?? []).map((click) => origin + click.at - paintedAt);
  // The page's own paint timing, when it came before a link left the page: it agrees with the frame.
  const ownPaint =
    seen?.paint === undefined
      ? ''
      : `; its paint timing says ${Math.round(origin + seen.paint - paintedAt)} ms after that frame`;
  test.info().annotations.push({
    type: 'first paint',
    description: `pressed ${afterPaint.map(Math.round).join(', ')} ms after the first frame with content${ownPaint} (page opened ${opened} ${opened === 1 ? 'time' : 'times'})`,
  });
  for (const delay of afterPaint) {
    expect(delay, 'a press within 100 ms of the first paint').toBeLessThanOrEqual(WITHIN_MS);
  }
  expect(
    seen?.clicks.some((click) => click.appReady),
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
