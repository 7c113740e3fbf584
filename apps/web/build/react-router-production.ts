import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';

/**
 * react-router's package exports only its development files under every condition (its
 * production files sit beside them, in dist/production, and differ by ENABLE_DEV_WARNINGS):
 * a build aliases the package and its `dom` entry to them, so the dev-only warnings' code does
 * not ship. The dev server and the tests keep the warnings.
 */
export function reactRouterProduction(root: string): Alias[] {
  const fromWeb = createRequire(join(root, 'package.json'));
  const fromDom = createRequire(fromWeb.resolve('react-router-dom/package.json'));
  const production = join(dirname(fromDom.resolve('react-router/package.json')), 'dist/production');
  return [
    { find: /^react-router$/, replacement: join(production, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
  ];
}
