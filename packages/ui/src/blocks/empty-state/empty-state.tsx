import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** The list's own `data-slot`, so the empty list keeps the slot the filled one has. */
  slot: string;
  icon: LucideIcon;
  /** A short headline, when the message needs one. */
  title?: ReactNode;
  message: ReactNode;
  /** What the reader can do instead (a link to the catalogue). */
  action?: ReactNode;
}

/**
 * What a list shows when it has nothing yet: a calm dashed panel with an icon, a message and, at
 * most, one way on. `data-state="empty"` tells tests and styles apart from the filled list.
 */
export function EmptyState({
  slot,
  icon: Icon,
  title,
  message,
  action,
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot={slot}
      data-state="empty"
      className={cn(
        'bg-muted/60 flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center',
        className,
      )}
      {...props}
    >
      <span className="bg-secondary text-secondary-foreground inline-flex size-12 items-center justify-center rounded-full">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      {title ? <p className="font-display text-2xl font-semibold text-balance">{title}</p> : null}
      <p className="text-muted-foreground max-w-md">{message}</p>
      {action}
    </div>
  );
}
