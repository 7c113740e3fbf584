import { resolve } from 'node:path';
import { iconsDrawnIn } from './icons-drawn-only-in.ts';

/** A lucide icon's module, its name captured: `…/icons/arrow-up.mjs` → `arrow-up`. */
export const LUCIDE_ICON = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.mjs$/;

/**
 * The kit parts of Home that draw icons: the shell's header (and its language list), cookie
 * notice, scroll-to-top button and cart bar (these two load just after the first render, and
 * must not fetch `page-icons` then), and Home's tabs, carousels and course cards. Their icons (and
 * lucide's own code) form `icons`, which Home loads; the icons of the other pages go to
 * `page-icons`, so that Home no longer downloads them. One missing here puts `page-icons` into
 * Home's first load, which the budgets check (scripts/budgets.mjs) reports.
 */
const FIRST_SCREEN_PARTS =
  /ui[\\/]src[\\/](blocks[\\/](site-header[\\/](?!mobile-menu-sheet)|scroll-to-top[\\/]|floating-cart-bar[\\/]|category-tabs[\\/]|course-card[\\/]|hero-slider[\\/])|components[\\/]carousel[\\/]|flows[\\/]cookie-notice[\\/])/;
const FIRST_SCREEN_ICONS = iconsDrawnIn(resolve(import.meta.dirname, '..'), FIRST_SCREEN_PARTS);
const LUCIDE = /node_modules[\\/]lucide-react[\\/]/;
/** A lucide module of `icons`: its shared code or an icon Home's first paint draws. */
export const isFirstScreenIcon = (id: string) => {
  if (!LUCIDE.test(id)) return false;
  const icon = LUCIDE_ICON.exec(id)?.[1];
  return icon === undefined || FIRST_SCREEN_ICONS.has(icon);
};
