import { type PageName, pageModule, pagePath } from '@academy/contract/pages';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes/router';
import { PAGES, pathsFor } from './paths';

/** Every path of the route table under /:lang (index routes as their parent's path). */
function routePatterns(children: RouteObject[], parent = ''): string[] {
  return children.flatMap((route) => {
    const path = route.index ? parent : [parent, route.path].filter(Boolean).join('/');
    const own = route.index || route.path ? [path] : [];
    return [...own, ...routePatterns(route.children ?? [], path)];
  });
}

const languageRoute = routes.find((route) => route.path === '/:lang');
const tablePatterns = new Set(
  routePatterns(languageRoute?.children ?? []).filter((path) => path !== '*'),
);
const namedPatterns = new Set(Object.values(PAGES).map((page) => page.pattern));
const names = Object.keys(PAGES) as PageName[];
/** A path of each page, its parameters filled with samples. */
const sample = (name: PageName) =>
  PAGES[name].pattern.replace(/:(\w+)/g, (_, key: string) => (key === 'id' ? '7' : `${key}-x`));

/** The pattern of the deepest route a path matches, under /:lang. */
function matchedPattern(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const leaf = matches.at(-1);
  return leaf?.route.path === '*' ? '*' : (leaf?.pathnameBase ?? '');
}

describe('typed route paths', () => {
  it('name every route of the route table, and no route that is not in it', () => {
    expect([...namedPatterns].sort()).toEqual([...tablePatterns].sort());
  });

  it('give for each page a path that the router matches to that page', () => {
    for (const name of names) {
      const path = `/ro${sample(name) ? `/${sample(name)}` : ''}`;
      expect(matchedPattern(path), name).not.toBe('*');
      expect(matchedPattern(path), name).toBe(path);
    }
    const paths = pathsFor('ro');
    expect(paths.product(7, 8)).toBe('/ro/product/7/8');
    expect(paths.visitCancel(41, 'a/b')).toBe('/ro/visit-cancel/41/a%2Fb');
    expect(paths.dashboard.requestsList()).toBe('/ro/dashboard/requests-list');
    expect(pagePath('ro', 'certificate', { code: 'K7Q4' })).toBe('/ro/certificate/K7Q4');
  });

  it('find each page module by its pattern', () => {
    const modules = Object.keys(import.meta.glob('../routes/*/*-{page,layout}.tsx'));
    for (const name of names)
      expect(modules, name).toContain(`../routes/${pageModule(PAGES[name])}.tsx`);
  });

  it('build the queries and tails the pages use', () => {
    const paths = pathsFor('en');
    expect(paths.home()).toBe('/en');
    expect(paths.course(4, '?utm_source=ig')).toBe('/en/course/4?utm_source=ig');
    expect(paths.category('#longevity')).toBe('/en/category#longevity');
    expect(paths.login({ redirect: '/en/course/4?a=1' })).toBe(
      '/en/login?redirect=%2Fen%2Fcourse%2F4%3Fa%3D1',
    );
    expect(paths.login({ redirect: null })).toBe('/en/login');
    expect(paths.checkout({ course: 4 })).toBe('/en/checkout?course=4');
    expect(paths.dashboard.certificates()).toBe('/en/dashboard/certificates');
    expect(paths.dashboard.item('change-pass')).toBe('/en/dashboard/change-pass');
  });

  it('put exactly the pages for members behind the login guard', () => {
    const guard = languageRoute?.children?.find((route) => !route.path && !route.index);
    const guarded = [...new Set(routePatterns(guard?.children ?? []))];
    const members = names.filter((name) => PAGES[name].access === 'member');
    expect(guarded.sort()).toEqual(members.map((name) => PAGES[name].pattern).sort());
  });
});

describe('page paths', () => {
  it('are built from the declarations only: none is written by hand after a language', async () => {
    const { execFileSync } = await import('node:child_process');
    const { readFileSync } = await import('node:fs');
    const root = execFileSync('git', ['rev-parse', '--show-toplevel']).toString().trim();
    const notProduction = /(\.test\.|\.stories\.|\/mocks\/|\/e2e\/|fixtures|\/test\/|\.d\.ts$)/;
    const files = execFileSync('git', ['ls-files', 'apps', 'packages'], { cwd: root })
      .toString()
      .split('\n')
      .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !notProduction.test(file));
    // `${lang}/orders`, `${languageOf(args)}/${…}`: a path after a language, written by hand.
    const handWritten = /\$\{(?:lang|language|languageOf\([^)]*\))\}\/(?:[a-z]|\$\{)/;
    const offenders = files.filter((file) =>
      handWritten.test(readFileSync(`${root}/${file}`, 'utf8')),
    );
    expect(offenders).toEqual([]);
    expect(files.length).toBeGreaterThan(100);
  });
});
