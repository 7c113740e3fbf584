import { join } from 'node:path';
import type { Alias } from 'vite';

/**
 * The app's i18n instance is the kit's own core (packages/ui/src/i18n/core), so the only
 * runtime value left from 'i18next' is react-i18next's import of `keyFromSelector`. i18next's
 * module makes its default instance when loaded, which no tree-shaking can drop: importing that
 * one function kept i18next's whole runtime (~15 KB gzip) on every page. A build resolves
 * 'i18next' to the kit's copy of the function; anything else imported from it fails the build.
 * Types still come from i18next, and the tests run i18next itself (the core's parity test).
 */
export function i18nextSelectorOnly(root: string): Alias[] {
  const copy = join(root, '../../packages/ui/src/i18n/core/key-from-selector.ts');
  return [{ find: /^i18next$/, replacement: copy }];
}
