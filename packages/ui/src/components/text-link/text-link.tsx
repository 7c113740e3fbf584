import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import type { LinkComponent } from '../../lib/link-component';

export const textLinkVariants = cva(
  [
    'cursor-pointer rounded-xs font-medium underline-offset-4 transition-colors',
    'focus-visible:outline-ring focus-visible:outline-2 focus-visible:outline-offset-2',
  ],
  {
    variants: {
      variant: {
        primary:
          'text-primary hover:text-primary-hover decoration-primary/30 underline hover:decoration-current',
        muted: 'text-muted-foreground hover:text-foreground underline',
        inherit: 'text-current underline hover:decoration-2',
      },
    },
    defaultVariants: { variant: 'primary' },
  },
);

export interface TextLinkProps extends ComponentProps<'a'>, VariantProps<typeof textLinkVariants> {
  /** Renders the single child (a router link) with the link's look. */
  asChild?: boolean;
  /**
   * Renders through the app's link component (a router link wrapper taking `href`) instead of
   * `<a>`; the same shape as the blocks' `LinkComponent`.
   */
  LinkComponent?: LinkComponent;
}

/** An inline link in running text or under a form. */
export function TextLink({
  className,
  variant,
  asChild = false,
  LinkComponent,
  href,
  ...props
}: TextLinkProps) {
  const classes = cn(textLinkVariants({ variant }), className);
  if (asChild) return <Slot.Root data-slot="text-link" className={classes} {...props} />;
  if (LinkComponent && href !== undefined) {
    return <LinkComponent data-slot="text-link" href={href} className={classes} {...props} />;
  }
  return <a data-slot="text-link" href={href} className={classes} {...props} />;
}
