import { setupPage } from '@storybook/test-runner';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';

/**
 * The test-runner's environment, with one browser page per Jest worker instead of one per story
 * file. The stock one connects to the browser, opens a fresh context and loads Storybook's preview
 * cold for each of the ~130 files (about 3 of the 4.5 s a file cost on a 2-core machine). Here the
 * page keeps its loaded preview for the worker's life and switches stories as a person does in
 * Storybook; between files its cookies and storage are emptied, and page stories reset the mock
 * server and the app's per-tab answers themselves (`freshVisit`, apps/web/src/mocks).
 *
 * This module is loaded once per worker process, outside the test files' sandbox: `kept` lives
 * as long as the worker.
 */
let kept = null;

/** Jest's node environment, which the test-runner's extends: its setup and teardown alone. */
const nodeEnvironment = Object.getPrototypeOf(PlaywrightEnvironment.prototype);

/** A page whose bindings are exposed once: setting the page up again after a reset re-exposes them. */
function onceBindings(page) {
  const bound = new Set();
  const exposeBinding = page.exposeBinding.bind(page);
  page.exposeBinding = async (name, callback) => {
    if (bound.has(name)) return;
    bound.add(name);
    await exposeBinding(name, callback);
  };
  return page;
}

export default class KeptPageEnvironment extends PlaywrightEnvironment {
  async setup() {
    if (!kept) {
      await super.setup();
      kept = { browser: this.global.browser, context: this.global.context };
      kept.page = onceBindings(this.global.page);
    } else {
      await nodeEnvironment.setup.call(this);
      this._jestPlaywrightConfig = this._config.testEnvironmentOptions['jest-playwright'];
      this.global.browserName = 'chromium';
      this.global.deviceName = null;
      await kept.context.clearCookies();
      await kept.page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    Object.assign(this.global, kept);
    this.global.jestPlaywright = {
      // The test-runner's retry after a navigation: a new page, set up like the first.
      resetPage: async () => {
        await kept.page.close();
        kept.page = onceBindings(await kept.context.newPage());
        this.global.page = kept.page;
        kept.ready = false;
      },
    };
    if (!kept.ready) await setupPage(kept.page, kept.context);
    kept.ready = true;
  }

  /** The page outlives the file; Jest ends the worker, and the browser, after the run. */
  async teardown() {
    await nodeEnvironment.teardown.call(this);
  }
}
