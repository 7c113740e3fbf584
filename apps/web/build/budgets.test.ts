import { describe, expect, it } from 'vitest';
import { type Budgets, measureSizes, overBudget } from './budgets.ts';

const chunk = (fileName: string, kb: number, imports: string[], page?: string) => ({
  fileName,
  code: 'x'.repeat(kb * 1024),
  imports,
  facadeModuleId: page ? `/repo/apps/web/src/${page}` : null,
  isEntry: fileName === 'index.js',
});

const BUILD = [
  chunk('index.js', 20, ['framework.js']),
  chunk('framework.js', 100, []),
  chunk('ro.js', 6, [], 'i18n/languages/ro.ts'),
  chunk('home-page.js', 2, ['framework.js', 'page-data.js'], 'routes/home/home-page.tsx'),
  chunk('page-data.js', 30, ['framework.js']),
  chunk('blog-page.js', 3, ['page-data.js'], 'routes/blog/blog-page.tsx'),
];

describe('measureSizes', () => {
  it("counts Home's files once each, and each page's beyond the entry", () => {
    const sizes = measureSizes(BUILD, (text) => text.length);
    // entry 20 + framework 100 + Home's page 2 and page data 30 + the ro texts 6
    expect(sizes).toEqual({
      home: 158,
      routes: { 'home/home-page': 32, 'blog/blog-page': 33 },
    });
  });

  it('measures gzip by default', () => {
    expect(measureSizes(BUILD).routes['blog/blog-page']).toBeLessThan(1);
  });
});

describe('overBudget', () => {
  const sizes = { home: 150, routes: { 'blog/blog-page': 30, 'home/home-page': 32 } };
  const budgets: Budgets = { home: 150, routes: { 'blog/blog-page': 30, 'home/home-page': 32 } };

  it('accepts figures at their budget', () => {
    expect(overBudget(sizes, budgets)).toEqual([]);
  });

  it('names what grew past its budget, and a page without one', () => {
    const grown = { home: 150.1, routes: { ...sizes.routes, 'blog/blog-page': 31, 'x/x-page': 1 } };
    expect(overBudget(grown, budgets)).toEqual([
      'Home loads 150.1 KB gzip of JavaScript, budget 150 KB',
      'blog/blog-page: 31 KB gzip, budget 30 KB',
      'x/x-page (1 KB gzip) has no budget',
    ]);
  });
});
