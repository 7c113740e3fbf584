import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface DetailListProps {
  items: { term: string; description: ReactNode }[];
  className?: string;
}

/** A record's fields as a description list: term over value on a phone, side by side from sm. */
export function DetailList({ items, className }: DetailListProps) {
  return (
    <dl
      data-slot="detail-list"
      className={cn('bg-surface divide-y rounded-xl border text-sm', className)}
    >
      {items.map((item) => (
        <div
          key={item.term}
          className="grid gap-1 px-4 py-3 sm:grid-cols-[minmax(8rem,14rem)_minmax(0,1fr)] sm:gap-4"
        >
          <dt className="text-muted-foreground font-medium">{item.term}</dt>
          <dd className="min-w-0 break-words">{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}
