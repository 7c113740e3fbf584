import { cn } from '../lib/cn';
import { type ColourPair, contrastRatio, TEXT_PAIRS, UI_PAIRS, wcagLevel } from './contrast';
import { Code, Frame, Table, THEMES, td } from './foundations-parts';
import { colour, colourNames, type Theme } from './tokens';

/** The colour blocks: every token in both themes, and the contrast of the pairs the kit uses. */

function Swatch({ value }: { value: string }) {
  return (
    <span className="flex items-center gap-2">
      <span
        aria-hidden
        className="inline-block size-9 shrink-0 rounded-md border shadow-sm"
        style={{
          background: value,
          borderColor: 'color-mix(in srgb, var(--color-foreground) 18%, transparent)',
        }}
      />
      <span className="text-muted-foreground font-mono text-xs">{value}</span>
    </span>
  );
}

/** Every colour token, its light and its dark value side by side. */
export function ColourSwatches() {
  return (
    <Frame>
      <Table label="Colour tokens in light and dark" head={['Token', 'Variable', 'Light', 'Dark']}>
        {colourNames().map((name) => (
          <tr key={name}>
            <td className={td}>
              <span className="font-medium">{name}</span>
            </td>
            <td className={td}>
              <Code>--color-{name}</Code>
            </td>
            {THEMES.map((theme) => (
              <td key={theme} className={td}>
                <Swatch value={colour(name, theme)} />
              </td>
            ))}
          </tr>
        ))}
      </Table>
    </Frame>
  );
}

function LevelBadge({ level }: { level: string }) {
  const good = level === 'AAA' || level === 'AA' || level === '3:1 ✓';
  return (
    <span
      className={cn(
        'inline-block min-w-12 rounded-sm border px-1.5 py-0.5 text-center text-xs font-semibold',
        good ? 'text-foreground' : 'text-danger border-danger',
      )}
    >
      {level}
    </span>
  );
}

function PairCell({ pair, theme, ui }: { pair: ColourPair; theme: Theme; ui: boolean }) {
  const text = colour(pair.text, theme);
  const background = colour(pair.background, theme);
  const ratio = contrastRatio(text, background);
  const level = ui ? (ratio >= 3 ? '3:1 ✓' : 'below 3:1') : wcagLevel(ratio);
  return (
    <td className={td}>
      <span className="flex items-center gap-3">
        {ui ? (
          <span
            aria-hidden
            className="inline-block h-8 w-12 shrink-0 rounded-md border-2"
            style={{ background, borderColor: text }}
          />
        ) : (
          <span
            className="inline-flex h-8 w-12 shrink-0 items-center justify-center rounded-md text-sm font-medium"
            style={{
              background,
              color: text,
              boxShadow: `inset 0 0 0 1px ${colour('border', theme)}`,
            }}
          >
            Aa
          </span>
        )}
        <span className="tabular-nums">{ratio.toFixed(2)}:1</span>
        <LevelBadge level={level} />
      </span>
    </td>
  );
}

/**
 * The contrast of every text colour on every surface the kit sets text on (and of each filled
 * colour with its own foreground), in both themes, from contrast.ts; `contrast.test.ts` fails on a
 * pair below AA. With `ui`, the non-text pairs (field borders, focus ring), which need 3:1.
 */
export function ContrastTable({ ui = false }: { ui?: boolean }) {
  const pairs = ui ? UI_PAIRS : TEXT_PAIRS;
  return (
    <Frame>
      <Table
        label={ui ? 'Contrast of interface parts' : 'Contrast of text pairs'}
        head={['Foreground', 'Background', 'Where', 'Light', 'Dark']}
      >
        {pairs.map((pair) => (
          <tr key={`${pair.text}/${pair.background}/${pair.use}`}>
            <td className={td}>
              <Code>{pair.text}</Code>
            </td>
            <td className={td}>
              <Code>{pair.background}</Code>
            </td>
            <td className={cn(td, 'text-muted-foreground')}>{pair.use}</td>
            {THEMES.map((theme) => (
              <PairCell key={theme} pair={pair} theme={theme} ui={ui} />
            ))}
          </tr>
        ))}
      </Table>
    </Frame>
  );
}

/** The lowest text-pair ratio in each theme (the page's summary line). */
export function ContrastSummary() {
  const lowest = (theme: Theme) =>
    Math.min(
      ...TEXT_PAIRS.map((pair) =>
        contrastRatio(colour(pair.text, theme), colour(pair.background, theme)),
      ),
    );
  return (
    <Frame className="flex flex-wrap gap-3">
      {THEMES.map((theme) => (
        <p key={theme} className="bg-muted rounded-md px-4 py-2 text-sm">
          {TEXT_PAIRS.length} text pairs in {theme}: lowest{' '}
          <strong className="tabular-nums">{lowest(theme).toFixed(2)}:1</strong> (
          {wcagLevel(lowest(theme))})
        </p>
      ))}
    </Frame>
  );
}
