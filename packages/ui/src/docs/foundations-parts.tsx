import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import type { Theme } from './tokens';

/** What the foundations blocks share: the frame, inline code and a table. */

export const THEMES: readonly Theme[] = ['light', 'dark'];

export function Frame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('sb-unstyled not-prose text-foreground my-6 font-sans', className)}>
      {children}
    </div>
  );
}

export function Code({ children }: { children: ReactNode }) {
  return (
    <code className="bg-muted text-foreground rounded-sm px-1.5 py-0.5 font-mono text-[0.8125rem]">
      {children}
    </code>
  );
}

export const th =
  'text-muted-foreground border-b px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide';
export const td = 'border-b px-3 py-2 align-middle';

export function Table({
  label,
  head,
  children,
}: {
  label: string;
  head: string[];
  children: ReactNode;
}) {
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
