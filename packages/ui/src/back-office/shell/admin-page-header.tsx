import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface AdminPageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** The page's own buttons (export, create), beside the title from sm, under it below. */
  actions?: ReactNode;
  className?: string;
}

/** A back-office page's heading (its one h1), an optional line under it and its actions. */
export function AdminPageHeader({ title, description, actions, className }: AdminPageHeaderProps) {
  return (
    <header
      data-slot="admin-page-header"
      className={cn('flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between', className)}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="font-display text-display-sm font-semibold">{title}</h1>
        {description ? <p className="text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
