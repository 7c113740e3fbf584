import { PlusIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '../../components/button/button';

export interface ContentSectionProps {
  title: string;
  /** The section's add button ("Add a chapter"). */
  addLabel: string;
  onAdd: () => void;
  /** Shown when `children` is empty. */
  emptyText: string;
  isEmpty: boolean;
  children?: ReactNode;
  slot: string;
}

/** One part of a course's content (chapters, protocols, banners): its heading, add button, list. */
export function ContentSection({
  title,
  addLabel,
  onAdd,
  emptyText,
  isEmpty,
  children,
  slot,
}: ContentSectionProps) {
  const heading = useId();
  return (
    <section
      data-slot={slot}
      aria-labelledby={heading}
      className="bg-card flex flex-col gap-4 rounded-xl border p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={heading} className="font-display text-xl font-semibold">
          {title}
        </h2>
        <Button type="button" size="sm" onClick={onAdd}>
          <PlusIcon aria-hidden="true" />
          {addLabel}
        </Button>
      </div>
      {isEmpty ? <p className="text-muted-foreground">{emptyText}</p> : children}
    </section>
  );
}
