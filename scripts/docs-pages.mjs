#!/usr/bin/env node
/**
 * The docs pages' test: Storybook built with its docs (the story tests build with `--test`, which
 * drops them), then every docs page (the introduction, the foundations, each component's, block's,
 * flow's and page's docs) opened in Chromium in light and in dark: it must render without an error
 * and axe must find no violation. Writes a jest-style JSON report for the test command.
 *
 *   node scripts/docs-pages.mjs [--out=DIR] [--no-build] [--json=FILE] [patterns...]
 *
 * The build goes to `reports/storybook-docs` unless `--out` says otherwise; `--no-build` tests the
 * last build again (while iterating on a page, after one build).
 *
 * A pattern keeps the pages whose id, title or file contains it
 * (`node scripts/docs-pages.mjs introduction foundations`).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { log, run } from './lib/run.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './lib/setup.mjs';
import { reportResults, withStaticServer } from './lib/suites.mjs';

process.chdir(resolve(import.meta.dirname, '..'));
const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const out = option('out') ?? 'reports/storybook-docs';
const jsonFile = option('json');
const patterns = args.filter((a) => !a.startsWith('--'));

const THEMES = ['light', 'dark'];
const WORKERS = 2;
/** A component shown alone sits outside any landmark; the journeys check pages with it on. */
const DISABLED_RULES = ['region'];
/**
 * Rules about the page's outline: a docs page shows several stories of one component, each of
 * which the story tests check alone (a heading level or a landmark is right where the component
 * is used, and appears once there). These rules check the docs page around its story previews.
 */
const OUTLINE_RULES = [
  'heading-order',
  'landmark-unique',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
];
const STORY_PREVIEW = '.docs-story';

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
  const { default: AxeBuilder } = await import('@axe-core/playwright');
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
  log(`docs pages: ${pages.length} × ${THEMES.join(' and ')} (render, axe) in Chromium`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const jobs = pages.flatMap((entry) => THEMES.map((theme) => ({ entry, theme })));
  const results = [];
  try {
    const worker = async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const result = await checkPage(browser, AxeBuilder, url, job.entry, job.theme);
        console.log(`${result.failure ? '✗' : '✓'} ${result.name}`);
        if (result.failure) console.log(indent(result.failure));
        results.push(result);
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * Opens a docs page. A navigation that never got its document (seen once in 280 on a loaded
 * machine: the static server's answer never came) is tried once more in a new tab; what the page
 * then shows is checked as usual, so a page that fails to render still fails.
 */
async function openPage(context, address, errors) {
  for (let attempt = 1; ; attempt++) {
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(address, { waitUntil: 'domcontentloaded', timeout: 30_000 });
      return page;
    } catch (error) {
      await page.close();
      if (attempt === 2 || !error.message.includes('Timeout')) throw error;
      console.log(`  (navigation timed out, opening ${address} once more)`);
    }
  }
}

/**
 * Checks one docs page in a browser context of its own: the stories' mock service worker (MSW)
 * lives per context and unregisters itself when its last page closes, so a page opened in a
 * shared context could start it while it was going ("Failed to update a ServiceWorker …: Not
 * found", an uncaught error, about once in 278 pages).
 */
async function checkPage(browser, AxeBuilder, url, entry, theme) {
  const name = `${entry.title}/${entry.name} (${theme})`;
  const errors = [];
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  let page;
  try {
    page = await openPage(
      context,
      `${url}/iframe.html?id=${entry.id}&viewMode=docs&globals=theme:${theme}`,
      errors,
    );
    await page.waitForSelector('#storybook-docs .sbdocs-wrapper', { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    await settle(page);
    const shown = await page.evaluate(() => ({
      error: document.body.classList.contains('sb-show-errordisplay')
        ? (document.querySelector('#error-message')?.textContent ?? 'error display shown')
        : null,
      storyErrors: [...document.querySelectorAll('#storybook-docs .sb-errordisplay')]
        .filter((node) => node.getClientRects().length > 0)
        .map((node) => node.textContent?.slice(0, 200)),
      dark: document.documentElement.classList.contains('dark'),
      // A story that opens a dialog must show it in its own frame on the docs page: inline, the
      // dialog would cover the whole page (and trap its focus) as the reader arrives.
      dialogs: [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')]
        .filter((node) => node.getClientRects().length > 0)
        .map((node) => node.getAttribute('aria-label') ?? node.textContent?.slice(0, 40)),
    }));
    if (shown.error) return { name, failure: `did not render: ${shown.error}` };
    if (shown.storyErrors.length > 0) {
      return { name, failure: `a story failed to render: ${shown.storyErrors.join('; ')}` };
    }
    if (errors.length > 0) return { name, failure: `uncaught error: ${errors.join('; ')}` };
    if (shown.dark !== (theme === 'dark')) return { name, failure: `not shown in ${theme}` };
    if (shown.dialogs.length > 0) {
      return { name, failure: `a dialog covers the page: ${shown.dialogs.join('; ')}` };
    }
    const everything = await new AxeBuilder({ page })
      .include('#storybook-docs')
      .disableRules([...DISABLED_RULES, ...OUTLINE_RULES])
      .analyze();
    // axe orders headings over the whole document, excluded parts too: a story's own <h1> followed
    // by the docs page's <h3> would read as a skipped level. The previews were checked above and
    // each story alone by the story tests, so they leave the page before its outline is checked.
    await page.evaluate((selector) => {
      for (const node of document.querySelectorAll(selector)) node.replaceChildren();
    }, STORY_PREVIEW);
    const outline = await new AxeBuilder({ page })
      .include('#storybook-docs')
      .withRules(OUTLINE_RULES)
      .analyze();
    const violations = [...everything.violations, ...outline.violations];
    if (violations.length > 0) {
      return { name, failure: violations.map(describeViolation).join('\n') };
    }
    return { name };
  } catch (error) {
    return { name, failure: error.message.split('\n')[0] };
  } finally {
    await context.close();
  }
}

/**
 * Waits until the docs page has settled: every inline story rendered and played (Storybook renders
 * them one after another, and on a loaded machine a flow's page takes over ten seconds; the
 * preview keeps each one's phase), a flow's diagram drawn, and every preview box the same size for
 * five polls and half a second on end. Storybook sizes a box a moment after its story changes and
 * until then the box scrolls, which axe would report; a box that keeps scrolling is stable, and
 * axe judges it.
 */
async function settle(page) {
  await page
    .waitForFunction(
      ({ selector, polls, quietMs }) => {
        const boxes = [...document.querySelectorAll(selector)];
        const rendered =
          document.querySelector('[data-flow-diagram="drawing"]') === null &&
          (window.__STORYBOOK_PREVIEW__?.storyRenders ?? []).every((render) =>
            ['finished', 'aborted', 'errored'].includes(render.phase),
          );
        const sizes = JSON.stringify(
          boxes.map((b) => [b.scrollHeight, b.clientHeight, b.scrollWidth, b.clientWidth]),
        );
        const now = performance.now();
        const last = window.docsSettle;
        window.docsSettle =
          rendered && last?.sizes === sizes
            ? { ...last, polls: last.polls + 1 }
            : { sizes, since: now, polls: rendered ? 1 : 0 };
        return window.docsSettle.polls >= polls && now - window.docsSettle.since >= quietMs;
      },
      { selector: STORY_PREVIEW, polls: 5, quietMs: 500 },
      { timeout: 30_000, polling: 100 },
    )
    .catch(() => console.log(`  (${page.url()} still changing after 30 s; checked as it is)`));
}

function describeViolation(violation) {
  const nodes = violation.nodes
    .slice(0, 3)
    .map(
      (node) =>
        `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ')}`,
    )
    .join('\n');
  return `${violation.id} (${violation.impact}): ${violation.help}\n${nodes}`;
}

function indent(text) {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}
