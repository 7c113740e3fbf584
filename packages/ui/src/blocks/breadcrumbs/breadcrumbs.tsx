import { ChevronRightIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';

export interface BreadcrumbItem {
  label: string;
  /** Left out for the current page (the last item). */
  href?: string;
}

export interface BreadcrumbsProps extends Omit<ComponentProps<'nav'>, 'children'> {
  /** Adds the translated "Home" first, linking here. */
  homeHref?: string;
  items: BreadcrumbItem[];
  LinkComponent?: LinkComponent;
}

/** The trail to the current page (spec 2.6, 2.7), the last item marked `aria-current="page"`. */
export function Breadcrumbs({
  homeHref,
  items,
  LinkComponent = PlainLink,
  className,
  ...props
}: BreadcrumbsProps) {
  const { t } = useTranslation('ui');
  const trail = homeHref
    ? [{ label: t('shell.breadcrumbs.home'), href: homeHref }, ...items]
    : items;
  return (
    <nav
      data-slot="breadcrumbs"
      aria-label={t('shell.breadcrumbs.label')}
      className={cn('text-sm', className)}
      {...props}
    >
      <ol className="text-muted-foreground flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {trail.map((item, index) => {
          const last = index === trail.length - 1;
          return (
            <li
              key={`${item.href ?? ''}|${item.label}`}
              className="inline-flex min-w-0 items-center gap-1.5"
            >
              {last || !item.href ? (
                <span
                  aria-current={last ? 'page' : undefined}
                  className={cn('truncate', last && 'text-foreground max-w-[28ch] font-medium')}
                >
                  {item.label}
                </span>
              ) : (
                <LinkComponent
                  href={item.href}
                  className="hover:text-foreground focus-visible:outline-ring rounded-sm underline-offset-4 transition-colors hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
                >
                  {item.label}
                </LinkComponent>
              )}
              {last ? null : (
                <ChevronRightIcon className="size-3.5 shrink-0 opacity-60" aria-hidden="true" />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
