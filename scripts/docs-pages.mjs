#!/usr/bin/env node
/**
 * The docs pages' test: every docs page of the Storybook build (the introduction, the foundations,
 * each component's, block's, flow's and page's docs) shown in Chromium: it must render without an
 * error, each of its stories must render, no error may go uncaught, it must show in the asked
 * theme with no dialog over it, and axe must find no violation on the page around its story
 * previews. Writes a jest-style JSON report for the test command.
 *
 *   node scripts/docs-pages.mjs [--out=DIR] [--no-build] [--full] [--json=FILE] [patterns...]
 *
 * Storybook is built with its docs (`storybook build` without `--test`, which drops them) to
 * `reports/storybook-docs` unless `--out` says otherwise; `--no-build` tests that build as it is
 * (the test command builds once for the story tests and this test). A pattern keeps the pages
 * whose id, title or file contains it (`node scripts/docs-pages.mjs introduction foundations`).
 *
 * Each page is shown in light, and the Foundations pages (the tokens, drawn for both themes) in
 * dark too; `--full` shows every page in both themes. The story tests check each story alone, in
 * both themes, with axe: here axe checks the docs page around the previews (its text, outline and
 * landmarks), and the whole page, previews included, for ids used twice (two stories on one page
 * can each bring the same id).
 *
 * How: two workers, each with one browser context (reduced motion, transitions and animations off)
 * and one page opened once on `iframe.html`. The page switches docs pages the way the Storybook
 * manager does, over the preview's channel (`setCurrentStory`, `updateGlobals`), and waits for the
 * preview's own signals: `docsRendered` for the page, then each inline story's render phases, a
 * flow's diagram drawn, each preview box sized to its story, no request unanswered; a page that
 * does not get there in time fails, saying what it waited for. After a page its docs are unmounted
 * and its stories torn down before the next one is shown, so that an error is charged to the page
 * that raised it. A page that leaves the preview broken (it did not render or settle, or its
 * stories would not tear down) still fails, and the worker opens a new context for the next page:
 * reloading the same page would race the stories' mock service worker, which unregisters itself
 * when the last page of its context goes ("Failed to update a ServiceWorker …: Not found", an
 * uncaught error).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { log, run } from './lib/run.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './lib/setup.mjs';
import { reportResults, withStaticServer } from './lib/suites.mjs';

process.chdir(resolve(import.meta.dirname, '..'));
const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const out = option('out') ?? 'reports/storybook-docs';
const jsonFile = option('json');
const full = args.includes('--full');
const patterns = args.filter((a) => !a.startsWith('--'));

const WORKERS = 2;
const VIEWPORT = { width: 1280, height: 900 };
/** Until a page's `docsRendered`. */
const RENDER_TIMEOUT = 30_000;
/** Until its stories have settled (a flow's page took over ten seconds on a loaded machine). */
const SETTLE_TIMEOUT = 45_000;
const TEARDOWN_TIMEOUT = 10_000;
/** axe's two runs on one page (a second or two; far more means the page hangs). */
const AXE_TIMEOUT = 60_000;
/**
 * Frames in a row with nothing pending before the page counts as settled: an answered request or a
 * resized story reaches the preview box through React's scheduler and a ResizeObserver, a frame or
 * two later.
 */
const SETTLED_FRAMES = 3;
/** The pages shown in both themes without `--full`: the tokens' own pages. */
const BOTH_THEMES = (entry) => entry.title.startsWith('Foundations');
/** A component shown alone sits outside any landmark; the journeys check pages with it on. */
const DISABLED_RULES = ['region'];
/**
 * Ids used twice on the whole page, previews included (two stories on one docs page can each bring
 * the same id). axe 4.14 still has its three rules, but `duplicate-id-aria` only ever asks for a
 * review (`reviewOnFail`), never fails, so the ids that a label's `for` or an aria attribute refers
 * to (ID_REFERENCES) are counted here; axe's `duplicate-id-active` (focusable elements' ids,
 * deprecated with WCAG 4.1.1 and off by default) runs too. Its `duplicate-id`, for every other
 * element, is left off: each whole-page story brings the app's own `main` and `contact-form`
 * targets, as it brings its landmarks (see the outline note at `audit`).
 */
const DUPLICATE_ID_RULES = ['duplicate-id-active'];
const ID_REFERENCES = [
  'for',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-owns',
  'aria-activedescendant',
  'aria-errormessage',
  'aria-details',
  'aria-flowto',
];
/**
 * Storybook's a11y addon adds its colour-vision filters (an aria-hidden <svg> of <filter>s) to the
 * body once per story rendered, each copy with the same ids: its markup, not the kit's.
 */
const VISION_FILTERS = ['[id="storybook-a11y-vision-filters"]'];
/** The box of each story preview on a docs page (Storybook's Canvas/Preview block). */
const STORY_PREVIEW = '.docs-story';
const NO_MOTION = '*,*::before,*::after{transition:none!important;animation:none!important}';
/** The preview's channel events recorded per page (storybook/internal/core-events). */
const RECORDED_EVENTS = [
  'docsRendered',
  'storyThrewException',
  'storyErrored',
  'storyMissing',
  'storyFinished',
  'playFunctionThrewException',
  'unhandledErrorsWhilePlaying',
];
/** Events that end a docs page's render without `docsRendered`: the page itself failed. */
const RENDER_FAILED_EVENTS = ['storyThrewException', 'storyErrored', 'storyMissing'];

if (!args.includes('--no-build')) {
  log('building Storybook with its docs pages');
  if ((await run('pnpm', ['exec', 'storybook', 'build', '--quiet', '-o', out])) !== 0) {
    reportResults(
      'docs pages',
      [{ name: 'storybook build (docs)', failure: 'the build failed' }],
      jsonFile,
    );
    process.exit(1);
  }
}

const results = await withStaticServer(out, (url) => checkAll(url));
reportResults('docs pages', results, jsonFile);
process.exit(results.some((r) => r.failure) ? 1 : 0);

async function checkAll(url) {
  const { chromium } = await import('playwright');
  const require = createRequire(import.meta.url);
  const axeSource = readFileSync(
    createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
    'utf8',
  );
  const index = JSON.parse(readFileSync(`${out}/index.json`, 'utf8'));
  const pages = Object.values(index.entries)
    .filter((entry) => entry.type === 'docs')
    .filter(
      (entry) =>
        patterns.length === 0 ||
        patterns.some((p) =>
          [entry.id, entry.title, entry.importPath].some((field) =>
            field.toLowerCase().includes(p.toLowerCase()),
          ),
        ),
    );
  if (pages.length === 0) {
    // A build made with `--test` has no docs pages: nothing checked is no pass.
    const where = patterns.length > 0 ? ` matching ${patterns.join(', ')}` : '';
    const failure = `no docs page${where} in ${out}/index.json`;
    console.log(`✗ ${failure}`);
    return [{ name: 'docs pages', failure }];
  }
  // Every light page first, then the dark ones: a worker changes theme once.
  const jobs = [
    ...pages.map((entry) => ({ entry, theme: 'light' })),
    ...pages
      .filter((entry) => full || BOTH_THEMES(entry))
      .map((entry) => ({ entry, theme: 'dark' })),
  ];
  const dark = jobs.length - pages.length;
  log(
    `docs pages: ${pages.length} in light, ${dark} of them in dark too (render, axe) in Chromium`,
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const started = performance.now();
  const results = [];
  try {
    const worker = async () => {
      let session;
      try {
        for (let job = jobs.shift(); job; job = jobs.shift()) {
          const since = performance.now();
          let outcome;
          try {
            session ??= await openSession(browser, url, axeSource);
            outcome = await checkPage(session, job);
          } catch (error) {
            outcome = {
              result: {
                name: nameOf(job),
                failure: `the preview did not open: ${firstLine(error)}`,
              },
              broken: true,
            };
          }
          const { result } = outcome;
          const seconds = ((performance.now() - since) / 1000).toFixed(1);
          console.log(`${result.failure ? '✗' : '✓'} ${result.name} ${seconds} s`);
          if (result.failure) console.log(indent(result.failure));
          results.push(result);
          if (outcome.broken && session) {
            console.log('  (the preview is opened afresh for the next page)');
            await session.context.close();
            session = undefined;
          }
        }
      } finally {
        await session?.context.close();
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
  } finally {
    await browser.close();
  }
  log(`docs pages checked in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return results;
}

function nameOf({ entry, theme }) {
  return `${entry.title}/${entry.name} (${theme})`;
}

/**
 * A worker's browser context and its one page on `iframe.html` (no story chosen: the preview
 * waits for the channel). A navigation that never got its document (seen once in 280 on a loaded
 * machine: the static server's answer never came) is tried once more in a new context.
 */
async function openSession(browser, url, axeSource) {
  for (let attempt = 1; ; attempt++) {
    const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce' });
    await context.addInitScript(instrument, NO_MOTION);
    const page = await context.newPage();
    const session = { context, page, theme: 'light', errors: [], network: watchNetwork(page) };
    page.on('pageerror', (error) => session.errors.push(error.message));
    try {
      await page.goto(`${url}/iframe.html`, { waitUntil: 'domcontentloaded', timeout: 30_000 });
      await page.waitForFunction(
        () => window.__STORYBOOK_PREVIEW__?.storyStoreValue && window.__STORYBOOK_ADDONS_CHANNEL__,
        null,
        { timeout: 30_000 },
      );
      await page.evaluate(axeSource);
      await page.evaluate(`window.__docsSuitePending = ${pendingWork}`);
      await page.evaluate(listen, RECORDED_EVENTS);
      return session;
    } catch (error) {
      await context.close();
      if (attempt === 2 || !error.message.includes('Timeout')) throw error;
      console.log(`  (iframe.html did not load in time, opening it once more)`);
    }
  }
}

/**
 * Runs in the page before its own scripts (each document of the context): transitions and
 * animations off, and a count of the requests not yet answered (the stories' API calls, answered by
 * the mock service worker).
 */
function instrument(css) {
  const addStyle = () => {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  };
  if (document.head) addStyle();
  else document.addEventListener('DOMContentLoaded', addStyle, { once: true });
  let unanswered = 0;
  Object.defineProperty(window, '__docsSuiteRequests', { get: () => unanswered });
  const { fetch } = window;
  window.fetch = function (...request) {
    unanswered++;
    return fetch.apply(this, request).finally(() => unanswered--);
  };
  const { send } = XMLHttpRequest.prototype;
  XMLHttpRequest.prototype.send = function (...body) {
    unanswered++;
    this.addEventListener('loadend', () => unanswered--, { once: true });
    return send.apply(this, body);
  };
}

/** Records the preview's channel events for the page being checked. */
function listen(names) {
  const suite = { events: [], settledFrames: 0 };
  window.__docsSuite = suite;
  const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
  const message = (error) => String(error?.message ?? error).slice(0, 300);
  for (const name of names) {
    channel.on(name, (payload) => {
      if (name === 'docsRendered' || name === 'storyMissing') {
        suite.events.push({ name, id: payload });
      } else if (name === 'storyFinished') {
        if (payload?.status === 'error') {
          suite.events.push({ name, id: payload.storyId, message: 'its render or play failed' });
        }
      } else if (name === 'storyErrored') {
        suite.events.push({ name, message: `${payload?.title}: ${payload?.description}` });
      } else if (name === 'unhandledErrorsWhilePlaying') {
        suite.events.push({ name, message: [payload].flat().map(message).join('; ') });
      } else {
        suite.events.push({ name, message: message(payload) });
      }
    });
  }
}

/**
 * Why the docs page shown is not settled yet (nothing when it is): an inline story not through
 * its render phases (each story block's own render, matched by its element), a flow's diagram
 * still drawing, a preview box not yet sized to its story (Storybook sizes each box from a
 * ResizeObserver; until then it scrolls), a request unanswered, a font loading. Runs in the page.
 */
function pendingWork() {
  const done = ['finished', 'aborted', 'errored'];
  const renders = window.__STORYBOOK_PREVIEW__?.storyRenders ?? [];
  const docs = document.querySelector('#storybook-docs');
  const pending = new Set();
  for (const block of docs?.querySelectorAll('[data-story-block]') ?? []) {
    // The story's own element; a block without it shows the story's error instead.
    const canvas = block.querySelector(':scope > [id$="-inner"]');
    if (!canvas) continue;
    const render = renders.find((r) => r.canvasElement === canvas);
    if (!render) pending.add(`story "${canvas.dataset.name}" not started`);
    else if (!done.includes(render.phase)) {
      pending.add(`story "${canvas.dataset.name}" ${render.phase}`);
    }
  }
  for (const render of renders) {
    if (!done.includes(render.phase)) pending.add(`story "${render.story?.name}" ${render.phase}`);
  }
  if (document.querySelector('[data-flow-diagram="drawing"]')) {
    pending.add('the flow diagram still drawing');
  }
  for (const inner of docs?.querySelectorAll('.innerZoomElementWrapper') ?? []) {
    const box = inner.parentElement.getBoundingClientRect().height;
    const story = inner.getBoundingClientRect().height;
    if (Math.abs(box - story) > 1) {
      const name = inner.querySelector('[data-name]')?.dataset.name;
      pending.add(
        `the preview box of "${name}" ${Math.round(box)} px high for ${Math.round(story)} px`,
      );
    }
  }
  if (window.__docsSuiteRequests > 0)
    pending.add(`${window.__docsSuiteRequests} request(s) unanswered`);
  if (document.fonts.status !== 'loaded') pending.add('fonts loading');
  return [...pending];
}

/**
 * Checks one docs page in one theme on the worker's page. `broken` says the preview cannot be
 * trusted for the next page.
 */
async function checkPage(session, job) {
  const { page } = session;
  const { entry, theme } = job;
  const failures = [];
  let broken = false;
  try {
    const renderError = await show(session, entry.id, theme);
    if (renderError) {
      broken = true;
      failures.push(`did not render: ${renderError}`);
    } else {
      await settle(session);
      failures.push(...(await inspect(page, theme)));
      failures.push(...(await inTime(audit(page), AXE_TIMEOUT, 'axe')));
    }
  } catch (error) {
    broken = true;
    failures.push(firstLine(error));
  }
  if (!broken) {
    try {
      await tearDown(page);
    } catch (error) {
      broken = true;
      failures.push(`its stories were not torn down: ${firstLine(error)}`);
    }
  }
  if (broken) failures.push(...(await storyFailures(page).catch(() => [])));
  const errors = session.errors.splice(0);
  if (errors.length > 0) failures.unshift(`uncaught error: ${errors.join('; ')}`);
  const failure = [...new Set(failures)].join('\n') || undefined;
  return { result: { name: nameOf(job), failure }, broken };
}

/**
 * Shows a docs page over the preview's channel, as the manager does, and waits for its
 * `docsRendered` (a docs page that throws ends with `storyThrewException` instead). The theme is
 * changed with `updateGlobals` once the page is shown (before, it would render the last page
 * again), and the page renders once more. Returns the preview's error message if the page failed.
 */
async function show(session, storyId, theme) {
  const { page } = session;
  await page.evaluate((id) => {
    window.__docsSuite.events = [];
    window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
  }, storyId);
  await rendered(page, storyId, 1);
  if (session.theme !== theme) {
    await page.evaluate((value) => {
      window.__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: { theme: value } });
    }, theme);
    session.theme = theme;
    await rendered(page, storyId, 2);
  }
  return page.evaluate(
    ({ failedEvents }) => {
      const failed = window.__docsSuite.events.find((event) => failedEvents.includes(event.name));
      if (document.body.classList.contains('sb-show-errordisplay')) {
        return document.querySelector('#error-message')?.textContent || 'error display shown';
      }
      return failed ? `${failed.name} ${failed.message ?? failed.id ?? ''}` : null;
    },
    { failedEvents: RENDER_FAILED_EVENTS },
  );
}

async function rendered(page, storyId, times) {
  try {
    await page.waitForFunction(
      ({ id, times, failedEvents }) => {
        const { events } = window.__docsSuite;
        return (
          events.filter((event) => event.name === 'docsRendered' && event.id === id).length >=
            times || events.some((event) => failedEvents.includes(event.name))
        );
      },
      { id: storyId, times, failedEvents: RENDER_FAILED_EVENTS },
      { timeout: RENDER_TIMEOUT },
    );
  } catch (error) {
    if (!isTimeout(error)) throw error;
    throw new Error(`no docsRendered for ${storyId} within ${RENDER_TIMEOUT / 1000} s`);
  }
}

/**
 * Waits until the page has settled: nothing pending in the page (pendingWork) for a few frames in
 * a row, with no request of the page unanswered or started meanwhile. A story in a docs page does
 * not play (no autoplay), so its render phases end before a page story's lazy route module and
 * then its data have come; neither is a `fetch` the page could count while the module loads.
 * A page that has not settled in SETTLE_TIMEOUT fails, saying what it still waited for.
 */
async function settle(session) {
  const { page, network } = session;
  const deadline = performance.now() + SETTLE_TIMEOUT;
  const late = () => new Error(`not settled after ${SETTLE_TIMEOUT / 1000} s`);
  for (;;) {
    const started = network.started;
    try {
      await page.evaluate(() => {
        window.__docsSuite.settledFrames = 0;
      });
      await page.waitForFunction(
        (frames) => {
          const suite = window.__docsSuite;
          suite.settledFrames =
            window.__docsSuitePending().length === 0 ? suite.settledFrames + 1 : 0;
          return suite.settledFrames >= frames;
        },
        SETTLED_FRAMES,
        { timeout: Math.max(1, deadline - performance.now()), polling: 'raf' },
      );
    } catch (error) {
      if (!isTimeout(error)) throw error;
      const pending = await page.evaluate(() => window.__docsSuitePending());
      throw new Error(`${late().message}: ${pending.join('; ')}`);
    }
    if (network.pending.size === 0 && network.started === started) return;
    await network.answered(deadline - performance.now()).catch((error) => {
      throw new Error(`${late().message}: ${error.message}`);
    });
  }
}

/**
 * The page's requests (scripts, the stories' API calls answered by the mock service worker) as
 * the browser reports them: those unanswered, how many started, and a wait until none is
 * unanswered.
 */
function watchNetwork(page) {
  const network = { pending: new Set(), started: 0, waiting: new Set() };
  const done = (request) => {
    network.pending.delete(request);
    if (network.pending.size > 0) return;
    for (const resolve of network.waiting) resolve();
    network.waiting.clear();
  };
  page.on('request', (request) => {
    network.started++;
    network.pending.add(request);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  network.answered = (ms) => {
    if (network.pending.size === 0) return Promise.resolve();
    let timer;
    return new Promise((resolve, reject) => {
      network.waiting.add(resolve);
      timer = setTimeout(
        () => {
          network.waiting.delete(resolve);
          const urls = [...network.pending].map((request) => request.url()).slice(0, 3);
          reject(new Error(`${network.pending.size} request(s) unanswered: ${urls.join(', ')}`));
        },
        Math.max(0, ms),
      );
    }).finally(() => clearTimeout(timer));
  };
  return network;
}

/**
 * The stories that failed on this page: a story block showing its error instead of the story (a
 * render error caught by the renderer's error boundary ends with the phase `finished` and no
 * event), Storybook's error display inside the docs, and the preview's failure events (a play
 * function that threw, errors while playing, a story that finished with an error).
 */
async function storyFailures(page) {
  const failed = await page.evaluate((pageEvents) => {
    const names = new Map(
      (window.__STORYBOOK_PREVIEW__?.storyRenders ?? []).map((r) => [r.id, r.story?.name]),
    );
    const blocks = [...document.querySelectorAll('#storybook-docs [data-story-block]')]
      .filter((block) => !block.querySelector(':scope > [id$="-inner"]'))
      .map((block) => `${block.id.replace(/^story--/, '')}: ${block.textContent?.slice(0, 200)}`);
    const shown = [...document.querySelectorAll('#storybook-docs .sb-errordisplay')]
      .filter((node) => node.getClientRects().length > 0)
      .map((node) => node.textContent?.slice(0, 200));
    const events = window.__docsSuite.events
      .filter((event) => event.name !== 'docsRendered' && !pageEvents.includes(event.name))
      .map((event) => `${names.get(event.id) ?? event.id ?? event.name}: ${event.message}`);
    return [...blocks, ...shown, ...events];
  }, RENDER_FAILED_EVENTS);
  return failed.length > 0 ? [`a story failed to render: ${failed.join('; ')}`] : [];
}

/** What the settled page shows: its stories' failures, its theme, a dialog over it. */
async function inspect(page, theme) {
  const failures = await storyFailures(page);
  const shown = await page.evaluate(() => ({
    hidden: !document.querySelector('#storybook-docs')?.checkVisibility(),
    dark: document.documentElement.classList.contains('dark'),
    // A story that opens a dialog must show it in its own frame on the docs page: inline, the
    // dialog would cover the whole page (and trap its focus) as the reader arrives.
    dialogs: [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')]
      .filter((node) => node.getClientRects().length > 0)
      .map((node) => node.getAttribute('aria-label') ?? node.textContent?.slice(0, 40)),
  }));
  if (shown.hidden) failures.push('the docs page is hidden (the preview shows something else)');
  if (shown.dark !== (theme === 'dark')) failures.push(`not shown in ${theme}`);
  if (shown.dialogs.length > 0) {
    failures.push(`a dialog covers the page: ${shown.dialogs.join('; ')}`);
  }
  return failures;
}

/**
 * axe, injected once per page: ids used twice anywhere on the page, previews included (but
 * VISION_FILTERS); then every
 * rule but DISABLED_RULES over the docs page without its story previews, which the story tests
 * check story by story. Rules about the page's outline (heading order, landmarks) read the whole
 * document whatever is excluded, so the previews are hidden from the accessibility tree
 * (`aria-hidden`) for that run: a story's own <h1> followed by the page's <h3> is no skipped level.
 */
async function audit(page) {
  const violations = await page.evaluate(
    async ({ preview, disabled, duplicateIds, references, visionFilters }) => {
      const brief = (violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes
          .slice(0, 3)
          .map((node) => ({ target: node.target, summary: node.failureSummary })),
      });
      const ids = await window.axe.run(
        { exclude: visionFilters },
        {
          runOnly: { type: 'rule', values: duplicateIds },
          resultTypes: ['violations'],
        },
      );
      const referred = new Map();
      for (const attribute of references) {
        for (const node of document.querySelectorAll(`[${attribute}]`)) {
          for (const id of node.getAttribute(attribute).split(/\s+/).filter(Boolean)) {
            referred.set(id, [...(referred.get(id) ?? []), node]);
          }
        }
      }
      const twice = [...referred]
        .map(([id, nodes]) => ({
          id,
          nodes,
          count: document.querySelectorAll(`[id="${CSS.escape(id)}"]`).length,
        }))
        .filter(({ count }) => count > 1)
        .map(({ id, nodes, count }) => ({
          target: [`[id="${id}"]`],
          summary: `\n${count} elements have the id "${id}", which ${nodes.length} element(s) refer to (${nodes[0].outerHTML.slice(0, 80)})`,
        }));
      const referredTwice =
        twice.length > 0
          ? [
              {
                id: 'duplicate-referenced-id',
                impact: 'serious',
                help: 'An id that a label or an aria attribute refers to must be unique',
                nodes: twice.slice(0, 3),
              },
            ]
          : [];
      const boxes = [...document.querySelectorAll(`#storybook-docs ${preview}`)].filter(
        (box) => !box.hasAttribute('aria-hidden'),
      );
      for (const box of boxes) box.setAttribute('aria-hidden', 'true');
      try {
        const docs = await window.axe.run(
          { include: ['#storybook-docs'], exclude: [preview] },
          {
            rules: Object.fromEntries(disabled.map((rule) => [rule, { enabled: false }])),
            resultTypes: ['violations'],
          },
        );
        return [...referredTwice, ...[...ids.violations, ...docs.violations].map(brief)];
      } finally {
        for (const box of boxes) box.removeAttribute('aria-hidden');
      }
    },
    {
      preview: STORY_PREVIEW,
      disabled: DISABLED_RULES,
      duplicateIds: DUPLICATE_ID_RULES,
      references: ID_REFERENCES,
      visionFilters: VISION_FILTERS,
    },
  );
  return violations.map(describeViolation);
}

/**
 * Unmounts the docs page and waits until the preview has torn down every story it rendered, so
 * that whatever they throw while going is charged to this page, not the next.
 */
async function tearDown(page) {
  await inTime(
    page.evaluate(async () => {
      await window.__STORYBOOK_PREVIEW__.currentRender?.teardown?.({ viewModeChanged: true });
    }),
    TEARDOWN_TIMEOUT,
    'unmounting the docs page',
  );
  try {
    await page.waitForFunction(
      () =>
        window.__STORYBOOK_PREVIEW__.storyRenders.length === 0 &&
        !document.querySelector('#storybook-docs [data-story-block]'),
      null,
      { timeout: TEARDOWN_TIMEOUT, polling: 'raf' },
    );
  } catch (error) {
    if (!isTimeout(error)) throw error;
    throw new Error(`stories still rendered after ${TEARDOWN_TIMEOUT / 1000} s`);
  }
}

function describeViolation(violation) {
  const nodes = violation.nodes
    .map((node) => `    ${node.target.join(' ')}: ${node.summary?.split('\n').slice(1).join(' ')}`)
    .join('\n');
  return `${violation.id} (${violation.impact}): ${violation.help}\n${nodes}`;
}

/**
 * A page.evaluate has no timeout of its own: a page that hangs fails after `ms`, and its context is
 * closed (the worker goes on with a new one), which ends the evaluation.
 */
async function inTime(promise, ms, what) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

function isTimeout(error) {
  return error?.name === 'TimeoutError' || /Timeout \d+ms exceeded/.test(error?.message ?? '');
}

function firstLine(error) {
  return String(error?.message ?? error).split('\n')[0];
}

function indent(text) {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}
