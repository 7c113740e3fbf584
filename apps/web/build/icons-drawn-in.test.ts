import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isFirstScreenIcon } from './first-screen-icons.ts';
import { iconsDrawnIn, iconsDrawnOnlyIn } from './icons-drawn-only-in.ts';

const WEB_ROOT = resolve(import.meta.dirname, '..');

describe('icons drawn by source files', () => {
  it('names the icons some file of a folder draws, by their lucide module', () => {
    const icons = iconsDrawnIn(WEB_ROOT, /[\\/]blocks[\\/]scroll-to-top[\\/]/);
    expect([...icons]).toEqual(['arrow-up']);
  });

  it('keeps an icon drawn elsewhere too out of the icons drawn only in a folder', () => {
    const header = /[\\/]blocks[\\/]site-header[\\/]/;
    expect(iconsDrawnIn(WEB_ROOT, header).has('shopping-bag')).toBe(true);
    // The cart bar draws it too.
    expect(iconsDrawnOnlyIn(WEB_ROOT, header).has('shopping-bag')).toBe(false);
    expect(iconsDrawnOnlyIn(WEB_ROOT, header).has('globe')).toBe(true);
  });
});

describe("Home's icons", () => {
  const icon = (name: string) => `/x/node_modules/lucide-react/dist/esm/icons/${name}.mjs`;

  it('keeps lucide code and the icons Home draws in `icons`, not those of other pages', () => {
    expect(isFirstScreenIcon('/x/node_modules/lucide-react/dist/esm/Icon.mjs')).toBe(true);
    expect(isFirstScreenIcon(icon('chevron-down'))).toBe(true);
    expect(isFirstScreenIcon(icon('arrow-up'))).toBe(true);
    expect(isFirstScreenIcon(icon('receipt'))).toBe(false);
    expect(isFirstScreenIcon(icon('eye-off'))).toBe(false);
  });
});
