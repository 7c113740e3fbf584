import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes/router';
import { DASHBOARD_PATTERNS, PROTECTED_ROUTES, pathsFor, ROUTE_PATTERNS } from './paths';

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
const namedPatterns = new Set([
  ...Object.values(ROUTE_PATTERNS),
  ...Object.values(DASHBOARD_PATTERNS).map((path) => `${ROUTE_PATTERNS.dashboard}/${path}`),
]);

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

  it('give for each named route a path that the router matches to that route', () => {
    const paths = pathsFor('ro');
    const samples: Record<keyof typeof ROUTE_PATTERNS, string> = {
      home: paths.home(),
      login: paths.login(),
      registration: paths.registration(),
      reset: paths.reset('tok'),
      viber: paths.viber(),
      about: paths.about(),
      author: paths.author(),
      category: paths.category(),
      course: paths.course(3),
      blog: paths.blog(),
      article: paths.article(2),
      promotions: paths.promotions(),
      promotion: paths.promotion(1),
      certificate: paths.certificate('K7Q4M2X9PEEL3ZTA'),
      shop: paths.shop(5),
      product: paths.product(7, 8),
      expert: paths.expert(9),
      experts: paths.experts(),
      visitCancel: paths.visitCancel(41, 'signed-token'),
      checkout: paths.checkout(),
      payment: paths.payment(),
      checkoutSuccess: paths.checkoutSuccess(),
      shopCategory: paths.shopCategory(),
      shopItem: paths.shopItem(4),
      courseInner: paths.courseInner(6),
      usefulInfo: paths.usefulInfo(1),
      dashboard: paths.dashboard(),
    };
    for (const [name, path] of Object.entries(samples)) {
      expect(matchedPattern(path), name).not.toBe('*');
      expect(path, name).toMatch(/^\/ro(\/|$)/);
    }
    for (const name of Object.keys(DASHBOARD_PATTERNS) as (keyof typeof DASHBOARD_PATTERNS)[]) {
      const path = paths.dashboard[name]();
      expect(path).toBe(`/ro/dashboard/${DASHBOARD_PATTERNS[name]}`);
      expect(matchedPattern(path), name).toBe(path);
    }
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

  it('list as protected exactly the routes under the login guard', () => {
    const guard = languageRoute?.children?.find((route) => !route.path && !route.index);
    expect(guard?.children?.map((route) => route.path)).toEqual(
      PROTECTED_ROUTES.map((name) => ROUTE_PATTERNS[name]),
    );
  });
});
