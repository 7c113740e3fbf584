import { ArrowRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';

export interface StatTileProps {
  /** The figure, formatted by the page (a count, an amount). */
  value: ReactNode;
  label: string;
  /** Where the figure's records are (the list, filtered); the whole tile is then the link. */
  href?: string;
  /** The tile asks for action (pending accounts, failed jobs): drawn in the accent colour. */
  attention?: boolean;
  LinkComponent?: LinkComponent;
  className?: string;
}

/** One count of the staff home: a large number, what it counts, and the way to those records. */
export function StatTile({
  value,
  label,
  href,
  attention = false,
  LinkComponent = PlainLink,
  className,
}: StatTileProps) {
  const body = (
    <>
      <span className="font-display text-display-sm leading-none font-semibold tabular-nums">
        {value}
      </span>
      <span className="text-muted-foreground flex items-center justify-between gap-2 text-sm">
        {label}
        {href ? <ArrowRightIcon className="size-4 shrink-0" aria-hidden="true" /> : null}
      </span>
    </>
  );
  const classes = cn(
    'bg-surface flex flex-col gap-2 rounded-xl border p-4 shadow-sm',
    attention && 'border-l-accent border-l-4',
    href &&
      'hover:border-primary focus-visible:outline-ring transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
    className,
  );
  return href ? (
    <LinkComponent href={href} data-slot="stat-tile" className={classes}>
      {body}
    </LinkComponent>
  ) : (
    <div data-slot="stat-tile" className={classes}>
      {body}
    </div>
  );
}
