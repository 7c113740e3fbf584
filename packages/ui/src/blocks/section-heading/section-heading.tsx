import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface SectionHeadingProps extends Omit<ComponentProps<'div'>, 'title'> {
  title: ReactNode;
  /** A small line above the title. */
  eyebrow?: ReactNode;
  /** Controls on the right (arrows, a "see all" link). */
  actions?: ReactNode;
  /** The heading's id, for `aria-labelledby` on the section. */
  titleId?: string;
}

/** The title row shared by the home and catalogue sections. */
export function SectionHeading({
  title,
  eyebrow,
  actions,
  titleId,
  className,
  ...props
}: SectionHeadingProps) {
  return (
    <div
      data-slot="section-heading"
      className={cn('mb-8 flex flex-wrap items-end justify-between gap-4', className)}
      {...props}
    >
      <div className="flex flex-col gap-2">
        {eyebrow ? (
          <p className="text-accent text-sm font-semibold tracking-[0.14em] uppercase">{eyebrow}</p>
        ) : null}
        <h2 id={titleId} className="font-display text-display-md font-semibold text-balance">
          {title}
        </h2>
      </div>
      {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
    </div>
  );
}
