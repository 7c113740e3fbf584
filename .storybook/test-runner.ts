import { getStoryContext, type TestRunnerConfig, waitForPageReady } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { compareWithBaseline } from './visual';

/**
 * After each story has rendered and its `play` function passed: axe in dark and in light (a
 * violation in either theme fails the story), then the visual check in light.
 */
const config: TestRunnerConfig = {
  async preVisit(page) {
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);

    for (const dark of [true, false]) {
      await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
      await checkA11y(
        page,
        'body',
        {
          detailedReport: true,
          detailedReportOptions: { html: true },
          verbose: false,
          axeOptions: {
            // A component shown alone sits outside any landmark; pages are checked with it on (e2e).
            rules: { region: { enabled: false } },
          },
        },
        false,
        'default',
        { verbose: false },
      );
    }

    if (!story.parameters?.visual?.disable) await compareWithBaseline(page, context.id);
  },
};

export default config;
