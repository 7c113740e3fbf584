import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export const authCardVariants = cva(
  [
    'bg-surface text-surface-foreground relative mx-auto w-full rounded-xl border shadow-md',
    'xs:px-8 px-5 pt-10 pb-8 sm:px-10 sm:pt-12 sm:pb-10',
    // A hairline of the brand colour along the top edge: quiet, but it reads as designed.
    'before:bg-primary/70 before:absolute before:inset-x-10 before:top-0 before:h-0.5 before:rounded-b-full',
  ],
  {
    variants: {
      size: {
        md: 'max-w-md',
        lg: 'max-w-2xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface AuthCardProps
  extends Omit<ComponentProps<'section'>, 'title'>,
    VariantProps<typeof authCardVariants> {
  title: ReactNode;
  subtitle?: ReactNode;
  /** 'danger' turns the title red (a refused login, spec 4). */
  titleTone?: 'default' | 'danger';
  /** Shows the corner close button (login: back to Home). */
  onClose?: () => void;
  /** Below a divider: the link to the other form. */
  footer?: ReactNode;
}

/** The frame of the login, registration and password pages: title, subtitle, close, footer. */
export function AuthCard({
  title,
  subtitle,
  titleTone = 'default',
  onClose,
  footer,
  size,
  className,
  children,
  ...props
}: AuthCardProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  return (
    <section
      data-slot="auth-card"
      aria-labelledby={titleId}
      className={cn(authCardVariants({ size }), className)}
      {...props}
    >
      {onClose ? (
        <button
          type="button"
          data-slot="auth-card-close"
          onClick={onClose}
          className="text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-ring absolute top-3 right-3 inline-flex size-10 cursor-pointer items-center justify-center rounded-full transition-colors focus-visible:outline-2"
        >
          <XIcon className="size-5" aria-hidden="true" />
          <span className="sr-only">{t('dialog.close')}</span>
        </button>
      ) : null}
      <header className="mb-8 flex flex-col items-center gap-2 text-center">
        <h1
          id={titleId}
          data-tone={titleTone}
          className="font-display text-display-sm data-[tone=danger]:text-danger font-semibold text-balance transition-colors"
        >
          {title}
        </h1>
        {subtitle ? (
          <p className="text-muted-foreground max-w-sm text-[0.9375rem] leading-relaxed text-balance">
            {subtitle}
          </p>
        ) : null}
      </header>
      {children}
      {footer ? (
        <footer className="text-muted-foreground mt-8 border-t pt-6 text-center text-sm">
          {footer}
        </footer>
      ) : null}
    </section>
  );
}
