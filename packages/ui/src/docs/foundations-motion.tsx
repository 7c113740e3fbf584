import * as machines from '@academy/machines';
import { cn } from '../lib/cn';
import { Code, Frame, Table, td } from './foundations-parts';
import { kitSources, machineSources } from './foundations-sources';

/** The timings block: the machines' `*_MS` constants and where each is used. */

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
