import { getStoryContext, type TestRunnerConfig, waitForPageReady } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { compareWithBaseline } from './visual';

/**
 * After each story has rendered and its `play` function passed: the visual check in light, then
 * axe in light and in dark. A violation in either theme fails the story.
 */
const config: TestRunnerConfig = {
  async preVisit(page) {
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);
    if (!story.parameters?.visual?.disable) await compareWithBaseline(page, context.id);

    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate(
        (dark) => document.documentElement.classList.toggle('dark', dark),
        theme === 'dark',
      );
      await checkA11y(page, 'body', {
        detailedReport: true,
        detailedReportOptions: { html: true },
        axeOptions: {
          // A component shown alone sits outside any landmark; pages are checked with it on (e2e).
          rules: { region: { enabled: false } },
        },
      });
    }
  },
};

export default config;
