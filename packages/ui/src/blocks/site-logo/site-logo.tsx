import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';

/** The academy's mark: an "A" drawn as an arch inside a ring, in the current text colour. */
export function SiteMark({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 32 32"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={cn('size-8', className)}
      {...props}
    >
      <circle cx="16" cy="16" r="14.75" />
      <path d="M10 23.5 16 8.5l6 15" />
      <path d="M12.4 18.6c2.3-1.9 4.9-1.9 7.2 0" />
      <circle cx="16" cy="8.5" r="1.1" fill="currentColor" stroke="none" />
    </svg>
  );
}

export interface SiteLogoProps extends Omit<ComponentProps<'a'>, 'href' | 'children'> {
  /** Where the logo leads: the home page in the current language. */
  href: string;
  LinkComponent?: LinkComponent;
  /** The small line under the wordmark; off in tight spots such as the mobile sheet header. */
  showTagline?: boolean;
}

/** Wordmark "Academia" with its mark and tagline; links home, named by its visible text. */
export function SiteLogo({
  href,
  LinkComponent = PlainLink,
  showTagline = true,
  className,
  ...props
}: SiteLogoProps) {
  const { t } = useTranslation('ui');
  return (
    <LinkComponent
      data-slot="site-logo"
      href={href}
      className={cn(
        'group text-foreground focus-visible:outline-ring inline-flex shrink-0 items-center gap-2.5 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4',
        className,
      )}
      {...props}
    >
      <SiteMark className="text-primary transition-transform duration-300 group-hover:rotate-[8deg] motion-reduce:transition-none" />
      <span data-slot="site-logo-text" className="flex flex-col leading-none">
        <span className="font-display text-[1.625rem] font-semibold tracking-[0.01em]">
          Academia
        </span>
        {showTagline ? (
          <span
            data-slot="site-logo-tagline"
            className="text-muted-foreground mt-0.5 text-[0.625rem] font-medium tracking-[0.22em] uppercase"
          >
            {t('shell.logo.tagline')}
          </span>
        ) : null}
      </span>
    </LinkComponent>
  );
}
