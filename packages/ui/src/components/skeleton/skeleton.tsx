import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A placeholder the size of content still loading, so the page does not jump when it arrives.
 * Decorative: the region that holds it says it is busy (`aria-busy`).
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('bg-muted animate-pulse rounded-md motion-reduce:animate-none', className)}
      {...props}
    />
  );
}

/** Lines of placeholder text; the last one shorter, as a paragraph ends. */
export function SkeletonText({
  lines = 3,
  lineClassName = 'h-4',
  className,
  ...props
}: ComponentProps<'div'> & { lines?: number; lineClassName?: string }) {
  return (
    <div aria-hidden="true" className={cn('flex flex-col gap-2', className)} {...props}>
      {Array.from({ length: lines }, (_, line) => (
        <Skeleton
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
          key={line}
          className={cn(lineClassName, line === lines - 1 && lines > 1 ? 'w-3/5' : 'w-full')}
        />
      ))}
    </div>
  );
}

/**
 * A card still loading: the card's frame with its picture, and the card's own placeholder lines
 * as children, so a grid keeps its height (course and product cards).
 */
export function CardSkeleton({
  className,
  bodyClassName,
  children,
  ...props
}: ComponentProps<'div'> & { bodyClassName?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('bg-surface flex h-full flex-col overflow-hidden rounded-xl border', className)}
      {...props}
    >
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className={cn('flex flex-1 flex-col p-5', bodyClassName)}>{children}</div>
    </div>
  );
}
