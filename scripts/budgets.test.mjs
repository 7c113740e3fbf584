import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgetsFrom, check, measure, readBuild } from './budgets.mjs';

/**
 * A fake web build on disk, as scripts/budgets.mjs reads it: index.html's boot template (the
 * entry and one modulepreload link), route-preloads.json, chunks of `kb` KB importing each other
 * statically (and one dynamically, which is not followed), and source maps naming the modules.
 */
function fakeBuild() {
  const dist = mkdtempSync(join(tmpdir(), 'budgets-test-'));
  mkdirSync(join(dist, 'assets'));
  const chunk = (name, kb, { imports = [], sources = [], tail = '' } = {}) => {
    const code = `${imports.map((i) => `import{a}from"./${i}";`).join('')}${tail}/*${'x'.repeat(kb * 1024)}*/`;
    writeFileSync(join(dist, 'assets', name), code);
    writeFileSync(join(dist, 'assets', `${name}.map`), JSON.stringify({ sources }));
  };
  chunk('index.js', 20, {
    imports: ['framework.js'],
    sources: ['../../src/main.tsx', '../../src/routes/language-layout.tsx'],
    // The router's lazy pages: dynamic imports, not part of Home.
    tail: 'import(`./blog-page.js`);import(`./orders-page.js`);',
  });
  chunk('framework.js', 100);
  chunk('shared.js', 10);
  chunk('ro.js', 6, { sources: ['../../src/i18n/languages/ro.ts'] });
  chunk('home-page.js', 2, {
    imports: ['framework.js', 'page-data.js'],
    sources: ['../../src/routes/home/home-page.tsx'],
    tail: 'import(`./below-fold.js`);',
  });
  chunk('below-fold.js', 50);
  chunk('page-data.js', 30, { imports: ['framework.js'] });
  chunk('rich-text.js', 12);
  chunk('blog-page.js', 3, {
    imports: ['page-data.js', 'rich-text.js'],
    sources: ['../../src/routes/blog/blog-page.tsx', '../../src/routes/blog/blog-list.tsx'],
  });
  chunk('orders-page.js', 4, {
    imports: ['shared.js'],
    sources: ['../../src/routes/dashboard/orders-page.tsx'],
  });
  writeFileSync(
    join(dist, 'index.html'),
    `<html><body><template id="boot-scripts">
      <script type="module" crossorigin src="/assets/index.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/shared.js">
    </template></body></html>`,
  );
  writeFileSync(
    join(dist, 'route-preloads.json'),
    JSON.stringify({
      pages: [
        { pattern: '/:lang', files: ['assets/home-page.js', 'assets/page-data.js'] },
        {
          pattern: '/:lang/blog',
          files: ['assets/blog-page.js', 'assets/page-data.js', 'assets/rich-text.js'],
        },
      ],
      languages: { ro: ['assets/ro.js'], ru: ['assets/ru.js'] },
    }),
  );
  return readBuild(dist);
}

/** Bytes as KB, whole: the fake chunks are `kb` KB of comment and a few bytes of code. */
const inKb = (code) => Math.floor(code.length / 1024) * 1024;

describe('measure', () => {
  it("counts Home's first paint: the entry, its static imports and preloads, the texts, Home's files", () => {
    const figures = measure(fakeBuild(), inKb);
    // index 20 + framework 100 + shared 10 + ro 6 + home-page 2 + page-data 30; not below-fold
    expect(figures.home).toEqual({
      kb: 168,
      files: [
        'assets/framework.js',
        'assets/home-page.js',
        'assets/index.js',
        'assets/page-data.js',
        'assets/ro.js',
        'assets/shared.js',
      ],
    });
  });

  it("counts each route's own files beyond Home's, public or behind login", () => {
    const { routes } = measure(fakeBuild(), inKb);
    expect(routes).toEqual({
      'blog/blog-page': {
        kb: 15,
        files: ['assets/blog-page.js', 'assets/rich-text.js'],
        pattern: '/:lang/blog',
      },
      'dashboard/orders-page': { kb: 4, files: ['assets/orders-page.js'], pattern: null },
    });
  });

  it('measures gzip (level 9) by default', () => {
    const { home } = measure(fakeBuild());
    expect(home.kb).toBeGreaterThan(0);
    expect(home.kb).toBeLessThan(5);
  });

  it('fails on a file the build lists but does not hold', () => {
    const build = fakeBuild();
    build.preloads.pages[0].files.push('assets/gone.js');
    expect(() => measure(build, inKb)).toThrow(/gone\.js is named but not in the build/);
  });
});

describe('check', () => {
  const figures = measure(fakeBuild(), inKb);
  const failures = (budgets) => check(figures, budgets).filter((r) => r.failure);

  it('passes every figure at its budget', () => {
    const results = check(figures, {
      home: 168,
      routes: { 'blog/blog-page': 15, 'dashboard/orders-page': 4 },
    });
    expect(results).toHaveLength(3);
    expect(results.filter((r) => r.failure)).toEqual([]);
  });

  it('fails a figure over its budget, a route without one, a budget without a route', () => {
    expect(
      failures({ home: 167.9, routes: { 'blog/blog-page': 14.9, 'gone/gone-page': 1 } }),
    ).toEqual([
      {
        name: "Home's JavaScript: 168 KB gzip in 6 files, budget 167.9 KB",
        failure: 'over its budget',
      },
      {
        name: 'blog/blog-page (/:lang/blog) own JavaScript: 15 KB gzip in 2 files, budget 14.9 KB',
        failure: 'over its budget',
      },
      {
        name: 'dashboard/orders-page (behind login) own JavaScript: 4 KB gzip in 1 files',
        failure: 'no budget in budgets.json',
      },
      {
        name: 'budget for gone/gone-page',
        failure: 'gone/gone-page is no route of the build: remove its budget',
      },
    ]);
  });

  it("holds a route without its own line to its folder's ceiling", () => {
    const budgets = (ceiling) => ({
      home: 168,
      ceilings: { dashboard: ceiling },
      routes: { 'blog/blog-page': 15 },
    });
    expect(failures(budgets(4))).toEqual([]);
    expect(failures(budgets(3.9))).toEqual([
      {
        name: "dashboard/orders-page (behind login) own JavaScript (its folder's ceiling): 4 KB gzip in 1 files, budget 3.9 KB",
        failure: 'over its budget',
      },
    ]);
    expect(
      failures({ ...budgets(3.9), routes: { ...budgets(3.9).routes, 'dashboard/orders-page': 4 } }),
    ).toEqual([]);
  });

  it("fails Home past its limit, whatever Home's budget says", () => {
    const routes = { 'blog/blog-page': 15, 'dashboard/orders-page': 4 };
    expect(failures({ home: 170, homeLimit: 168, routes })).toEqual([]);
    expect(failures({ home: 170, homeLimit: 167.9, routes })).toEqual([
      {
        name: "Home's JavaScript: 168 KB gzip in 6 files, budget 167.9 KB",
        failure: 'over its budget',
      },
    ]);
  });

  it('fails without a budget file', () => {
    expect(failures({ routes: {} })).toHaveLength(3);
  });
});

describe('budgetsFrom', () => {
  it('is today’s figures plus 2 %, rounded up to 0.1 KB, and they pass', () => {
    const budgets = budgetsFrom(figures(), 'note');
    expect(budgets).toEqual({
      $comment: 'note',
      home: 171.4,
      routes: { 'blog/blog-page': 15.3, 'dashboard/orders-page': 4.1 },
    });
    expect(check(figures(), budgets).filter((r) => r.failure)).toEqual([]);
  });

  it("keeps the folders' ceilings", () => {
    expect(budgetsFrom(figures(), 'note', { ceilings: { admin: 80 } }).ceilings).toEqual({
      admin: 80,
    });
  });

  it("keeps Home's limit, and Home's budget never past it", () => {
    const budgets = budgetsFrom(figures(), 'note', { homeLimit: 170 });
    expect([budgets.home, budgets.homeLimit]).toEqual([170, 170]);
    expect(budgetsFrom(figures(), 'note', { homeLimit: 180 }).home).toBe(171.4);
  });
});

function figures() {
  return measure(fakeBuild(), inKb);
}
