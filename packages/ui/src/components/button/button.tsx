import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { Spinner } from '../spinner/spinner';

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 font-medium whitespace-nowrap',
    'focus-visible:outline-ring transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2',
    'disabled:cursor-not-allowed disabled:opacity-55 aria-busy:cursor-progress',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary-hover shadow-sm',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
        outline:
          'border-input text-foreground hover:border-primary hover:text-primary border bg-transparent',
        ghost: 'text-foreground hover:bg-muted bg-transparent',
        link: 'text-primary h-auto px-0 underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-9 rounded-md px-3.5 text-sm',
        md: 'h-11 rounded-md px-5 text-[0.9375rem]',
        lg: 'h-13 rounded-lg px-7 text-base tracking-wide',
        icon: 'size-11 rounded-full',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Renders the single child (a link, say) with the button's look, via Radix Slot. */
  asChild?: boolean;
  /** Busy: disables the button, shows a spinner and announces the label given in `loadingText`. */
  loading?: boolean;
  /** What a busy button says; defaults to the translated "Loading". */
  loadingText?: string;
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  loadingText,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const { t } = useTranslation('ui');
  const classes = cn(buttonVariants({ variant, size }), className);

  if (asChild) {
    return (
      <Slot.Root data-slot="button" className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }

  return (
    <button
      data-slot="button"
      data-state={loading ? 'loading' : 'idle'}
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? (
        <>
          <Spinner />
          <span>{loadingText ?? t('button.loading')}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
