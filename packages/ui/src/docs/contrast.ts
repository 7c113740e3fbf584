/**
 * WCAG 2.x contrast of the tokens' colours (relative luminance of sRGB, translucent colours
 * composited over what they sit on), and the text/background pairs the kit uses.
 */
export type Rgba = readonly [number, number, number, number];

/** `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb(r g b / a)` and `rgb(r, g, b)` / `rgba(...)`. */
export function parseColour(value: string): Rgba {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,8})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    const channel = (i: number) => Number.parseInt(full.slice(i * 2, i * 2 + 2), 16);
    return [channel(0), channel(1), channel(2), full.length === 8 ? channel(3) / 255 : 1];
  }
  const rgb = /^rgba?\(([^)]+)\)$/.exec(text)?.[1];
  if (rgb) {
    const parts = rgb.split(/[\s,/]+/).filter(Boolean);
    const [r = 0, g = 0, b = 0] = parts.slice(0, 3).map(Number);
    const alphaText = parts[3];
    const alpha = alphaText === undefined ? 1 : Number.parseFloat(alphaText);
    return [r, g, b, alphaText?.endsWith('%') ? alpha / 100 : alpha];
  }
  throw new Error(`not a colour the docs can read: ${value}`);
}

/** A translucent colour over an opaque one. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const [r, g, b, a] = top;
  return [r * a + bottom[0] * (1 - a), g * a + bottom[1] * (1 - a), b * a + bottom[2] * (1 - a), 1];
}

export function relativeLuminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio (1 to 21) of a text colour on a background; both may be translucent over `base`. */
export function contrastRatio(text: string, background: string, base = '#ffffff'): number {
  const under = composite(parseColour(background), parseColour(base));
  const over = composite(parseColour(text), under);
  const [lighter, darker] = [relativeLuminance(over), relativeLuminance(under)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

export type WcagLevel = 'AAA' | 'AA' | 'AA large' | 'fail';

/** The level a ratio reaches for normal text (AA 4.5:1, AAA 7:1); 3:1 is AA for large text only. */
export function wcagLevel(ratio: number): WcagLevel {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA large';
  return 'fail';
}

export interface ColourPair {
  /** Token name of the text colour (`muted-foreground`). */
  text: string;
  /** Token name of the colour under it (`muted`). */
  background: string;
  /** Where the kit shows this pair. */
  use: string;
}

/**
 * Every text colour the kit sets (`text-<token>`) on every surface it sets text on (`bg-<token>`
 * of the page, cards, muted panels and the secondary tint), plus each filled colour's own
 * foreground (a primary button's label on primary, also when hovered). All are normal text, so
 * all must reach AA (4.5:1) in both themes; `contrast.test.ts` checks it and that this list
 * keeps up with the classes the kit uses.
 */
export const TEXT_COLOURS = [
  'foreground',
  'surface-foreground',
  'muted-foreground',
  'primary',
  'primary-hover',
  'accent',
  'success',
  'danger',
] as const;
export const SURFACES = ['background', 'surface', 'muted'] as const;
const SURFACE_USE: Record<(typeof SURFACES)[number], string> = {
  background: 'text on the page',
  surface: 'text on a card, field or dialog',
  muted: 'text on a muted panel',
};

export const FILLED_PAIRS: readonly ColourPair[] = [
  { text: 'primary-foreground', background: 'primary', use: 'primary button, badge' },
  { text: 'primary-foreground', background: 'primary-hover', use: 'primary button, hovered' },
  { text: 'secondary-foreground', background: 'secondary', use: 'secondary button, tint' },
  {
    text: 'secondary-foreground',
    background: 'secondary-hover',
    use: 'secondary button, hovered',
  },
  { text: 'accent-foreground', background: 'accent', use: 'accent badge' },
  { text: 'success-foreground', background: 'success', use: 'success badge, toast' },
  { text: 'danger-foreground', background: 'danger', use: 'destructive button' },
  { text: 'background', background: 'foreground', use: 'tooltip (inverted)' },
  { text: 'muted-foreground', background: 'secondary', use: 'hint on a secondary tint' },
  { text: 'foreground', background: 'secondary', use: 'text on a secondary tint' },
];

/**
 * Fills that never hold text: the dialog's overlay, a switch track, a divider line, a status
 * badge's dot (its status is said in words beside it).
 */
export const NON_TEXT_FILLS = ['overlay', 'input', 'border', 'muted-foreground'] as const;

export const TEXT_PAIRS: readonly ColourPair[] = [
  ...TEXT_COLOURS.flatMap((text) =>
    SURFACES.map((background) => ({ text, background, use: SURFACE_USE[background] })),
  ),
  ...FILLED_PAIRS,
];

/** AA for user-interface parts (WCAG 1.4.11): input borders and the focus ring against surfaces. */
export const UI_PAIRS: readonly ColourPair[] = [
  ...SURFACES.map((background) => ({
    text: 'input',
    background,
    use: 'a field’s border (3:1 needed)',
  })),
  ...SURFACES.map((background) => ({
    text: 'ring',
    background,
    use: 'the focus ring (3:1 needed)',
  })),
];
