import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type ColourPair,
  contrastRatio,
  FILLED_PAIRS,
  NON_TEXT_FILLS,
  parseColour,
  SURFACES,
  TEXT_COLOURS,
  TEXT_PAIRS,
  UI_PAIRS,
  wcagLevel,
} from './contrast';
import { colour, colourNames, parseTokenFile } from './tokens';

/** Vitest hands CSS over empty, so the test reads the tokens file itself. */
const sets = parseTokenFile(readFileSync(join(__dirname, '../styles/tokens.css'), 'utf8'));
const names = colourNames(sets);

/** Every `.tsx` of the kit and of the web app, the places that set text and surface colours. */
function sources(): string[] {
  return [join(__dirname, '..'), join(__dirname, '../../../../apps/web/src')].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => readFileSync(join(dir, file), 'utf8')),
  );
}

/** The colour tokens used with a prefix (`text`, `bg`), opaque uses only (`bg-muted/60` is a tint). */
function usedColours(prefix: 'text' | 'bg', code: string[]): string[] {
  const pattern = new RegExp(`\\b${prefix}-(${names.join('|')})(?![\\w/-])`, 'g');
  return [...new Set(code.flatMap((text) => [...text.matchAll(pattern)].map((m) => m[1] ?? '')))];
}

describe('the contrast maths', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #767676 on white is the classic lightest grey that passes AA.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(wcagLevel(4.54)).toBe('AA');
    expect(wcagLevel(4.49)).toBe('AA large');
    expect(wcagLevel(7)).toBe('AAA');
    expect(wcagLevel(2.9)).toBe('fail');
  });

  it('reads the token file’s colour notations', () => {
    expect(parseColour('#1d5d58')).toEqual([29, 93, 88, 1]);
    expect(parseColour('rgb(16 24 23 / 0.55)')).toEqual([16, 24, 23, 0.55]);
    // Half-transparent black on white is a mid grey.
    expect(contrastRatio('#ffffff', 'rgb(0 0 0 / 0.5)')).toBeCloseTo(
      contrastRatio('#fff', '#808080'),
      1,
    );
  });
});

/** The pairs under `minimum` in a theme, as `text on background: ratio`. */
function pairsBelow(pairs: readonly ColourPair[], theme: 'light' | 'dark', minimum: number) {
  return pairs
    .map((pair) => ({
      ...pair,
      ratio: contrastRatio(colour(pair.text, theme, sets), colour(pair.background, theme, sets)),
    }))
    .filter((pair) => pair.ratio < minimum)
    .map((pair) => `${pair.text} on ${pair.background}: ${pair.ratio.toFixed(2)}`);
}

describe('the foundations’ contrast table', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`has no text pair below AA (4.5:1) in ${theme}`, () => {
      expect(pairsBelow(TEXT_PAIRS, theme, 4.5)).toEqual([]);
    });

    it(`has no field border or focus ring below 3:1 in ${theme} (WCAG 1.4.11)`, () => {
      expect(pairsBelow(UI_PAIRS, theme, 3)).toEqual([]);
    });
  }

  it('names only tokens that exist', () => {
    const pairTokens = TEXT_PAIRS.flatMap((pair) => [pair.text, pair.background]);
    expect(pairTokens.filter((name) => !names.includes(name))).toEqual([]);
  });

  const code = sources();

  it('covers every text colour the kit and the app set', () => {
    expect(usedColours('text', code)).toContain('muted-foreground');
    const covered = new Set<string>([...TEXT_COLOURS, ...FILLED_PAIRS.map((pair) => pair.text)]);
    expect(usedColours('text', code).filter((name) => !covered.has(name))).toEqual([]);
  });

  it('covers every surface the kit and the app fill', () => {
    const covered = new Set<string>([
      ...SURFACES,
      ...FILLED_PAIRS.map((pair) => pair.background),
      ...NON_TEXT_FILLS,
    ]);
    expect(usedColours('bg', code).filter((name) => !covered.has(name))).toEqual([]);
  });
});
