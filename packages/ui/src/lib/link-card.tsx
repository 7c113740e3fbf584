import { ArrowRightIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * The frame of a card that opens one page: its title's link covers it (`relative`), it lifts on
 * hover and rings when that link has focus. The article, course and specialist cards share it.
 */
export function LinkCard({ className, ...props }: ComponentProps<'article'>) {
  return (
    <article
      className={cn(
        'group bg-surface text-surface-foreground relative flex h-full flex-col rounded-xl border shadow-sm',
        'hover:border-primary/40 transition-[box-shadow,border-color] duration-200 hover:shadow-md',
        'focus-within:outline-ring focus-within:outline-2 focus-within:outline-offset-2',
        className,
      )}
      {...props}
    />
  );
}

/** The card's closing 'read more →': a label only (the title is the link), its arrow nudged on hover. */
export function LinkCardMore({ className, children, ...props }: ComponentProps<'span'>) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'text-primary mt-auto inline-flex items-center gap-1.5 text-sm font-medium',
        className,
      )}
      {...props}
    >
      {children}
      <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
    </span>
  );
}
