import { useEffect, useRef, useState } from 'react';
import { cn } from '../lib/cn';
import { Code, Frame, Table, THEMES, td } from './foundations-parts';
import { tokenNames, tokens } from './tokens';

/** The spacing, radius and shadow blocks, read from the tokens. */

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
