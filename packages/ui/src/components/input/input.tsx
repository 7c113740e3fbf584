import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * The look every text-like control shares (input, textarea, select trigger, phone parts):
 * a calm bordered surface, the ring on keyboard focus, and red when `aria-invalid`.
 */
export const controlClasses = [
  'bg-surface text-foreground border-input w-full min-w-0 rounded-md border shadow-sm',
  'placeholder:text-muted-foreground transition-[color,border-color,box-shadow] duration-150',
  'hover:border-foreground/40 focus-visible:border-ring focus-visible:ring-ring/25 focus-visible:ring-4',
  'focus-visible:outline-ring focus-visible:outline-1 focus-visible:outline-offset-0',
  'aria-invalid:border-danger aria-invalid:ring-danger/15 aria-invalid:focus-visible:outline-danger',
  'disabled:bg-muted disabled:cursor-not-allowed disabled:opacity-60',
].join(' ');

/** The heights and paddings of the text-like controls (input, select trigger), by size. */
export const controlSizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-3.5 text-[0.9375rem]',
  lg: 'h-13 px-4 text-base',
} as const;

export const inputVariants = cva(controlClasses, {
  variants: { size: controlSizes },
  defaultVariants: { size: 'md' },
});

export interface InputProps
  extends Omit<ComponentProps<'input'>, 'size'>,
    VariantProps<typeof inputVariants> {}

/** A text input; mark it invalid with `aria-invalid` (a Field does it from its error). */
export function Input({ className, size, type = 'text', ...props }: InputProps) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(inputVariants({ size }), className)}
      {...props}
    />
  );
}
