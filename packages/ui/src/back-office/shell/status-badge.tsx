import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export const statusBadgeVariants = cva(
  'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      tone: {
        neutral: 'bg-muted text-foreground border-transparent',
        info: 'bg-secondary text-secondary-foreground border-transparent',
        success: 'bg-success/8 border-success/30 text-success',
        warning: 'bg-accent/15 border-accent/50 text-foreground',
        danger: 'bg-danger/8 border-danger/30 text-danger',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

/** The dot's colour: the tone is also said by the text, never by colour alone. */
const dot: Record<StatusTone, string> = {
  neutral: 'bg-muted-foreground',
  info: 'bg-primary',
  success: 'bg-success',
  warning: 'bg-accent',
  danger: 'bg-danger',
};

export interface StatusBadgeProps {
  tone?: StatusTone;
  /** The status in words (translated by the page: "paid", "pending review"). */
  children: ReactNode;
  className?: string;
}

/** A record's status in a list or on its page: a tinted pill with a dot. */
export function StatusBadge({ tone = 'neutral', children, className }: StatusBadgeProps) {
  return (
    <span
      data-slot="status-badge"
      data-tone={tone}
      className={cn(statusBadgeVariants({ tone }), className)}
    >
      <span className={cn('size-1.5 shrink-0 rounded-full', dot[tone])} aria-hidden="true" />
      {children}
    </span>
  );
}
