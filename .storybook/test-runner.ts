import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import type { Page } from 'playwright';
import { COLOUR_RULES } from '../packages/ui/src/test/axe-rules';
import { closeVisualWorker, compareWithBaseline } from './visual';

/** Jest's hook, a global in the test file that runs `setup`. */
declare const afterAll: (hook: () => Promise<void>) => void;

/**
 * After each story has rendered and its `play` function passed:
 * - axe over the whole story in its own theme is the a11y addon's run (`a11y.test: 'error'` in
 *   preview.tsx), which the test-runner reports and fails the story on; it is not repeated here;
 * - here, the other theme: in dark only the colour rules (the rest does not depend on the theme),
 *   and a story that draws itself dark gets the full pass in light;
 * - then the visual check, in light (the baselines are light).
 */
const config: TestRunnerConfig = {
  setup() {
    afterAll(closeVisualWorker);
  },
  /**
   * Each story starts at the top of the page, as a visitor arriving does. The page is kept from
   * story to story (test-environment.mjs), and the one before may have scrolled it, or left a
   * smooth scroll running (a FAQ link, back to top); an instant scroll ends that. A story whose
   * play scrolls (a focused button below the screen) then always ends at the same place: the
   * gate once drew `HomeContentView Filled` at the top instead: 6.29 % of pixels changed, and a
   * screenshot at the top differs from its baseline by 6.23 %; a smooth scroll left running by a
   * tall story before it was seen to end that story at the top.
   */
  async preVisit(page) {
    await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
  },
  async postVisit(page, context) {
    // A story that already failed keeps its own error; checks after it would only hide it.
    if (context.hasFailure) return;
    const story = await getStoryContext(page, context);
    await loaded(page);

    // The addon's run loads axe into the page, which the test-runner keeps for the whole test
    // file: inject it only where that did not happen (an addon run switched off).
    if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);

    const drawnDark = await page.evaluate(() =>
      document.documentElement.classList.contains('dark'),
    );
    try {
      await setMotion(page, false);
      await setDark(page, !drawnDark);
      await axe(page, drawnDark ? 'all' : 'colours');
    } finally {
      // Light for the visual check, and for the next story even when this one failed.
      await setDark(page, false);
      await setMotion(page, true);
    }

    if (!story.parameters?.visual?.disable) await compareWithBaseline(page, context.id);
  },
};

/**
 * The story's fonts and images have arrived (or failed) and no carousel is moving (the kit's
 * `data-moving`, set until embla's settle event): what the checks look at is final. Waits on the
 * page's own signals, not on a quiet network, which a slow machine makes a guess. A lazy image is
 * made eager first: on a loaded machine one scrolled in by the play function was still on its way
 * when two equal screenshots called the picture final (a card without its photo, 5 % of pixels).
 * Each wait is bounded, so a page that never settles fails with what it waited for, not with
 * Jest's timeout.
 */
async function loaded(page: Page) {
  const waitedFor = await page.evaluate(async (limitMs) => {
    const deadline = performance.now() + limitMs;
    const inTime = <T>(work: Promise<T>) =>
      Promise.race([
        work,
        new Promise<'late'>((late) => setTimeout(() => late('late'), deadline - performance.now())),
      ]);

    if ((await inTime(document.fonts.ready)) === 'late') return 'fonts';
    const pending = [...document.images].filter((image) => !image.complete);
    for (const image of pending) image.loading = 'eager';
    const images = Promise.all(
      pending.map(
        (image) =>
          new Promise((settled) => {
            image.addEventListener('load', settled, { once: true });
            image.addEventListener('error', settled, { once: true });
          }),
      ),
    );
    if ((await inTime(images)) === 'late') {
      const late = pending
        .filter((image) => !image.complete)
        .map((image) => image.currentSrc || image.src);
      return `images ${late.join(', ')}`;
    }
    while (document.querySelector('[data-moving]')) {
      if (performance.now() > deadline) return 'a carousel to stop moving ([data-moving])';
      await new Promise((frame) => requestAnimationFrame(frame));
    }
    return null;
  }, LOADED_LIMIT_MS);
  if (waitedFor)
    throw new Error(
      `The story did not settle in ${LOADED_LIMIT_MS / 1000} s: waited for ${waitedFor}.`,
    );
}

/** Well inside Jest's 30 s per story, which also covers the play function and axe. */
const LOADED_LIMIT_MS = 10_000;

/** Fails the story on any violation, with the elements and how to fix them in the report. */
async function axe(page: Page, rules: 'all' | 'colours') {
  await checkA11y(page, 'body', {
    detailedReport: true,
    detailedReportOptions: { html: true },
    verbose: false,
    axeOptions:
      rules === 'colours'
        ? { runOnly: { type: 'rule', values: COLOUR_RULES } }
        : // A component shown alone sits outside any landmark; pages are checked with it on (e2e).
          { rules: { region: { enabled: false } } },
  });
}

async function setDark(page: Page, dark: boolean) {
  await page.evaluate((on) => {
    document.documentElement.classList.toggle('dark', on);
    // Style now, while transitions are off: no colour change is left to animate afterwards.
    void document.body.offsetHeight;
  }, dark);
}

/**
 * CSS transitions and animations off while the theme switches and axe runs: the switch otherwise
 * fades the colours in, and axe measured them half-way (input text at 1.07:1 for 16–50 ms).
 */
async function setMotion(page: Page, on: boolean) {
  await page.evaluate((allowed) => {
    const id = 'test-runner-no-motion';
    if (allowed) {
      document.getElementById(id)?.remove();
      return;
    }
    const style = document.createElement('style');
    style.id = id;
    style.textContent =
      '*, ::before, ::after { transition: none !important; animation: none !important; }';
    document.head.append(style);
  }, on);
}

export default config;
