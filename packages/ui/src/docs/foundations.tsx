import * as machines from '@academy/machines';
import * as lucide from 'lucide-react';
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import tailwindConfig from '../../../../tailwind.config';
import { cn } from '../lib/cn';
import { type ColourPair, contrastRatio, TEXT_PAIRS, UI_PAIRS, wcagLevel } from './contrast';
import { colour, colourNames, type Theme, tokenNames, tokens } from './tokens';

/**
 * The blocks of the foundations pages. Each reads its values from where the product reads them
 * (styles/tokens.css through tokens.ts, tailwind.config.ts, the machines' constants.ts, the kit's
 * own imports of lucide-react), so the pages cannot drift from the kit.
 */

const THEMES: readonly Theme[] = ['light', 'dark'];

function Frame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('sb-unstyled not-prose text-foreground my-6 font-sans', className)}>
      {children}
    </div>
  );
}

function Code({ children }: { children: ReactNode }) {
  return (
    <code className="bg-muted text-foreground rounded-sm px-1.5 py-0.5 font-mono text-[0.8125rem]">
      {children}
    </code>
  );
}

const th =
  'text-muted-foreground border-b px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide';
const td = 'border-b px-3 py-2 align-middle';

function Table({ label, head, children }: { label: string; head: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table aria-label={label} className="w-full border-collapse text-sm">
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col" className={th}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

// Colours ----------------------------------------------------------------------------------------

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

// Typography -------------------------------------------------------------------------------------

function useComputed(property: 'fontSize' | 'lineHeight') {
  const ref = useRef<HTMLSpanElement>(null);
  const [value, setValue] = useState('');
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setValue(getComputedStyle(element)[property]);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [property]);
  return [ref, value] as const;
}

function Specimen({
  className,
  label,
  family,
}: {
  className: string;
  label: string;
  family: string;
}) {
  const [ref, size] = useComputed('fontSize');
  return (
    <tr>
      <td className={cn(td, 'w-40')}>
        <Code>{label}</Code>
        <span className="text-muted-foreground mt-1 block text-xs tabular-nums">{size}</span>
      </td>
      <td className={td}>
        <span ref={ref} className={cn('block', family, className)}>
          Cosmetologia modernă · Косметология
        </span>
      </td>
    </tr>
  );
}

/** The two families of the tokens, each with its full stack. */
export function FontFamilies() {
  return (
    <Frame className="grid gap-4 sm:grid-cols-2">
      {(['sans', 'display'] as const).map((family) => (
        <div key={family} className="bg-surface rounded-lg border p-5">
          <p className={cn('text-4xl', family === 'sans' ? 'font-sans' : 'font-display')}>
            Aa Ăă Șș Жж
          </p>
          <p className="mt-3 text-sm font-semibold">
            <Code>font-{family}</Code>
          </p>
          <p className="text-muted-foreground mt-2 text-xs">{tokens.light[`font-${family}`]}</p>
        </div>
      ))}
    </Frame>
  );
}

/**
 * The type scale: the display sizes of the tokens (fluid, `clamp()`, measured at this width) and
 * the text sizes the kit uses, each shown in its family with its computed size.
 */
export function TypeScale() {
  const display = tokenNames('text').map((name) => ({
    label: name,
    className: `${name}`,
    value: tokens.light[name] ?? '',
  }));
  // Written out in full so Tailwind generates them.
  const DISPLAY_CLASSES: Record<string, string> = {
    'text-display-lg': 'text-display-lg',
    'text-display-md': 'text-display-md',
    'text-display-sm': 'text-display-sm',
  };
  const TEXT_CLASSES = [
    'text-4xl',
    'text-3xl',
    'text-2xl',
    'text-xl',
    'text-lg',
    'text-base',
    'text-sm',
    'text-xs',
  ];
  return (
    <Frame>
      <Table label="Type scale" head={['Class and size', 'Specimen']}>
        {display.map((entry) => (
          <Specimen
            key={entry.label}
            label={entry.label}
            family="font-display font-semibold"
            className={DISPLAY_CLASSES[entry.className] ?? ''}
          />
        ))}
        {TEXT_CLASSES.map((name) => (
          <Specimen key={name} label={name} family="font-sans" className={name} />
        ))}
      </Table>
    </Frame>
  );
}

// Spacing, radii, shadows ------------------------------------------------------------------------

/** The layout tokens: gutter, section spacing, content width (fluid ones measured at this width). */
export function SpacingTokens() {
  return (
    <Frame>
      <Table label="Spacing tokens" head={['Token', 'Value', 'At this width']}>
        {[...tokenNames('space'), ...tokenNames('width')].map((name) => (
          <SpaceRow key={name} name={name} />
        ))}
      </Table>
    </Frame>
  );
}

function SpaceRow({ name }: { name: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [px, setPx] = useState('');
  useEffect(() => {
    const measure = () =>
      setPx(ref.current ? `${Math.round(ref.current.getBoundingClientRect().width)}px` : '');
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  const wide = name.startsWith('width');
  return (
    <tr>
      <td className={td}>
        <Code>--{name}</Code>
      </td>
      <td className={cn(td, 'text-muted-foreground font-mono text-xs')}>{tokens.light[name]}</td>
      <td className={td}>
        <span className="flex items-center gap-3">
          <span
            ref={ref}
            aria-hidden
            className="bg-primary/70 inline-block h-4 rounded-sm"
            style={{ width: wide ? `calc(var(--${name}) / 8)` : `var(--${name})` }}
          />
          <span className="text-muted-foreground text-xs tabular-nums">
            {wide && px ? `${Number.parseInt(px, 10) * 8}px (drawn at 1/8)` : px}
          </span>
        </span>
      </td>
    </tr>
  );
}

/** The radii and shadows of the tokens, each on a card. */
export function RadiiAndShadows({ kind }: { kind: 'radius' | 'shadow' }) {
  return (
    <Frame className="grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-5">
      {tokenNames(kind).map((name) => (
        <figure key={name} className="m-0">
          <div
            aria-hidden
            className={cn(
              'bg-surface h-24 border',
              kind === 'shadow' ? 'rounded-md' : 'bg-secondary',
            )}
            style={
              kind === 'radius'
                ? { borderRadius: `var(--${name})` }
                : { boxShadow: `var(--${name})` }
            }
          />
          <figcaption className="mt-3 text-sm">
            <Code>{name.replace('radius-', 'rounded-').replace(/^shadow-/, 'shadow-')}</Code>
            <span className="text-muted-foreground mt-1 block font-mono text-xs">
              {kind === 'radius'
                ? tokens.light[name]
                : THEMES.map((theme) => (
                    <span key={theme} className="block break-words">
                      {theme}: {tokens[theme][name]}
                    </span>
                  ))}
            </span>
          </figcaption>
        </figure>
      ))}
    </Frame>
  );
}

// Breakpoints ------------------------------------------------------------------------------------

/** The screens of tailwind.config.ts and the spec's breakpoints they start after. */
export function Breakpoints() {
  const screens = Object.entries(tailwindConfig.theme.screens).map(([name, min]) => ({
    name,
    min: Number.parseInt(min, 10),
  }));
  const widest = (screens.at(-1)?.min ?? 1681) + 240;
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const measure = () => setWidth(window.innerWidth);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return (
    <Frame>
      <Table
        label="Breakpoints"
        head={['Screen', 'Spec breakpoint', 'Range', 'From this width', 'Up to the breakpoint']}
      >
        {screens.map((screen, i) => {
          const next = screens[i + 1];
          return (
            <tr key={screen.name}>
              <td className={td}>
                <Code>{screen.name}</Code>
              </td>
              <td className={cn(td, 'tabular-nums')}>{screen.min - 1} px</td>
              <td className={cn(td, 'tabular-nums')}>
                {screen.min}
                {next ? `–${next.min - 1}` : '+'} px
              </td>
              <td className={td}>
                <Code>{screen.name}:</Code>
              </td>
              <td className={td}>
                <Code>max-{screen.name}:</Code>
              </td>
            </tr>
          );
        })}
      </Table>
      <div className="relative mt-8 h-16" aria-hidden>
        <div className="bg-muted absolute inset-x-0 top-6 h-3 rounded-full" />
        {screens.map((screen) => (
          <div
            key={screen.name}
            className="absolute top-0 flex -translate-x-1/2 flex-col items-center"
            style={{ left: `${(screen.min / widest) * 100}%` }}
          >
            <span className="text-xs font-semibold">{screen.name}</span>
            <span className="bg-primary mt-1 block h-5 w-0.5" />
            <span className="text-muted-foreground text-xs tabular-nums">{screen.min - 1}</span>
          </div>
        ))}
        {width > 0 && (
          <div
            className="bg-accent absolute top-5 size-5 -translate-x-1/2 rounded-full border-2 border-white"
            style={{ left: `${(Math.min(width, widest) / widest) * 100}%` }}
          />
        )}
      </div>
      <p className="text-muted-foreground text-sm">
        The round marker is this frame’s width now ({width} px); change the toolbar’s viewport to
        move it.
      </p>
    </Frame>
  );
}

// Icons ------------------------------------------------------------------------------------------

const kitSources = import.meta.glob<string>(
  [
    '../components/**/*.tsx',
    '../blocks/**/*.tsx',
    '../flows/**/*.tsx',
    '!../**/*.stories.tsx',
    '!../**/*.test.tsx',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** The lucide-react icons the kit imports, with the files that import each one. */
export function kitIcons(sources: Record<string, string> = kitSources): Map<string, string[]> {
  const icons = new Map<string, string[]>();
  for (const [file, code] of Object.entries(sources)) {
    // Type-only imports (`import type { … }`, `type LucideIcon`) draw nothing: left out.
    for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        if (/^\s*type\s/.test(part)) continue;
        const name = part.split(/\s+as\s+/)[0]?.trim() ?? '';
        if (!/^[A-Z]\w*Icon$/.test(name)) continue;
        const where = file
          .replace(/^\.\.\//, '')
          .split('/')
          .slice(0, 2)
          .join('/');
        icons.set(name, [...new Set([...(icons.get(name) ?? []), where])]);
      }
    }
  }
  return new Map([...icons].sort(([a], [b]) => a.localeCompare(b)));
}

/** Every lucide-react icon the kit uses, drawn at the kit's size, with where it is used. */
export function IconGallery() {
  const icons = kitIcons();
  const library = lucide as unknown as Record<string, ComponentType<{ className?: string }>>;
  return (
    <Frame>
      <p className="text-muted-foreground mb-4 text-sm">{icons.size} icons</p>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-3">
        {[...icons].map(([name, files]) => {
          const Icon = library[name];
          return (
            <li
              key={name}
              title={files.join(', ')}
              className="bg-surface flex flex-col items-center gap-2 rounded-md border px-2 py-4 text-center"
            >
              {Icon ? <Icon className="size-6" aria-hidden /> : null}
              <span className="text-xs font-medium break-all">{name.replace(/Icon$/, '')}</span>
              <span className="text-muted-foreground text-[0.6875rem]">
                {files.length} {files.length === 1 ? 'part' : 'parts'}
              </span>
            </li>
          );
        })}
      </ul>
    </Frame>
  );
}

// Motion and timings -----------------------------------------------------------------------------

const machineSources = import.meta.glob<string>(
  [
    '../../../machines/src/**/*.ts',
    '!../../../machines/src/**/*.test.ts',
    '!../../../machines/src/constants.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

function human(ms: number): string {
  if (ms >= 3_600_000) return `${ms / 3_600_000} h`;
  if (ms >= 1000) return `${ms / 1000} s`;
  return `${ms} ms`;
}

/** The timings of spec 9 (every `*_MS` of the machines' constants.ts) and the machines using each. */
export function Timings() {
  const timings = Object.entries(machines as Record<string, unknown>)
    .filter(
      (entry): entry is [string, number] =>
        entry[0].endsWith('_MS') && typeof entry[1] === 'number',
    )
    .sort(([, a], [, b]) => a - b);
  const usedBy = (name: string) =>
    Object.entries({ ...machineSources, ...kitSources })
      .filter(([, code]) => new RegExp(`\\b${name}\\b`).test(code))
      .map(
        ([file]) =>
          file
            .split('/')
            .at(-1)
            ?.replace(/\.tsx?$/, '') ?? file,
      );
  const longestShown = 6000;
  return (
    <Frame>
      <Table label="Timings" head={['Constant', 'Value', 'Used by', 'Length']}>
        {timings.map(([name, ms]) => (
          <tr key={name}>
            <td className={td}>
              <Code>{name}</Code>
            </td>
            <td className={cn(td, 'tabular-nums')}>{human(ms)}</td>
            <td className={cn(td, 'text-muted-foreground text-xs')}>
              {usedBy(name).join(', ') || '—'}
            </td>
            <td className={cn(td, 'w-48')}>
              <span aria-hidden className="bg-muted block h-2 w-40 overflow-hidden rounded-full">
                <span
                  className="bg-primary block h-full rounded-full"
                  style={{
                    width: `${Math.max(2, (Math.min(ms, longestShown) / longestShown) * 100)}%`,
                  }}
                />
              </span>
            </td>
          </tr>
        ))}
      </Table>
      <p className="text-muted-foreground mt-3 text-sm">
        Bars are drawn up to 6 s; longer timings fill the bar.
      </p>
    </Frame>
  );
}
