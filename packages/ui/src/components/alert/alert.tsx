import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlertIcon, CircleCheckIcon, InfoIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const alertVariants = cva(
  'flex items-start gap-3 rounded-lg border px-4 py-3 text-sm leading-relaxed font-medium',
  {
    variants: {
      variant: {
        danger: 'bg-danger/8 border-danger/25 text-danger',
        success: 'bg-success/8 border-success/25 text-success',
        info: 'bg-muted text-foreground border-transparent',
      },
    },
    defaultVariants: { variant: 'danger' },
  },
);

const icons = { danger: CircleAlertIcon, success: CircleCheckIcon, info: InfoIcon };

export interface AlertProps extends ComponentProps<'div'>, VariantProps<typeof alertVariants> {}

/**
 * A message inside a form: an error is announced at once (`role="alert"`), a success or a note
 * politely (`role="status"`).
 */
export function Alert({ variant = 'danger', className, children, ...props }: AlertProps) {
  const Icon = icons[variant ?? 'danger'];
  return (
    <div
      data-slot="alert"
      data-variant={variant}
      role={variant === 'danger' ? 'alert' : 'status'}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
