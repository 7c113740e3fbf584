import { useEffect, useState } from 'react';
import tailwindConfig from '../../../../tailwind.config';
import { cn } from '../lib/cn';
import { Code, Frame, Table, td } from './foundations-parts';

/** The breakpoints block, read from the Tailwind config. */

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
