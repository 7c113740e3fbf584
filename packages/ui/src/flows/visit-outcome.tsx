import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface VisitOutcomeProps extends Omit<ComponentProps<'div'>, 'title' | 'children'> {
  icon: LucideIcon;
  /** The icon's colour class (`text-success`, `text-danger`, `text-muted-foreground`). */
  tone: string;
  title: ReactNode;
  text: ReactNode;
}

/**
 * Where a visitor's mail link ended (the visit cancelled, confirmed or moved, the link refused…):
 * an icon, a title and a line, announced as a status. The cancel, confirm and reschedule pages
 * share it.
 */
export function VisitOutcome({
  icon: Icon,
  tone,
  title,
  text,
  className,
  ...props
}: VisitOutcomeProps) {
  return (
    <div role="status" className={cn('flex flex-col items-center gap-3', className)} {...props}>
      <Icon className={cn('size-10', tone)} aria-hidden="true" />
      <p className="font-display text-2xl font-semibold">{title}</p>
      <p className="text-muted-foreground max-w-md leading-relaxed">{text}</p>
    </div>
  );
}
