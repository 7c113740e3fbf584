import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface DashboardLayoutProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** The dashboard menu: a sticky aside from md, on top of the content below. */
  menu: ReactNode;
  /** The page heading, if the page has no own. */
  title?: ReactNode;
  children: ReactNode;
}

/** The dashboard shell (spec 2.9): menu beside the content on desktop, above it on mobile. */
export function DashboardLayout({
  menu,
  title,
  children,
  className,
  ...props
}: DashboardLayoutProps) {
  return (
    <div
      data-slot="dashboard-layout"
      className={cn(
        'max-w-content px-gutter mx-auto grid gap-6 py-8 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-8 md:py-12 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-12',
        className,
      )}
      {...props}
    >
      <aside className="md:sticky md:top-24 md:self-start">{menu}</aside>
      <div className="flex min-w-0 flex-col gap-6">
        {title ? <h1 className="font-display text-display-sm font-semibold">{title}</h1> : null}
        {children}
      </div>
    </div>
  );
}
