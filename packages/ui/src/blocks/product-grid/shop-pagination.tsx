import { shopPaginationItems } from '@academy/machines';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';

export interface ShopPaginationProps extends Omit<ComponentProps<'nav'>, 'children'> {
  page: number;
  pageCount: number;
  hrefForPage: (page: number) => string;
  LinkComponent?: LinkComponent;
}

const pageLink =
  'inline-flex size-11 items-center justify-center rounded-full text-sm font-medium tabular-nums transition-colors focus-visible:outline-ring focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * Page links of the listing: previous, the pages (the current one marked `aria-current`, long
 * runs shortened to '…') and next. Links, not buttons: each page has its address.
 */
export function ShopPagination({
  page,
  pageCount,
  hrefForPage,
  LinkComponent = PlainLink,
  className,
  ...props
}: ShopPaginationProps) {
  const { t } = useTranslation('ui');
  const step = (target: number, label: string, icon: ReactNode) =>
    target >= 1 && target <= pageCount ? (
      <LinkComponent
        href={hrefForPage(target)}
        aria-label={label}
        className={cn(pageLink, 'hover:bg-muted border')}
      >
        {icon}
      </LinkComponent>
    ) : (
      <span aria-hidden="true" className={cn(pageLink, 'border opacity-40')}>
        {icon}
      </span>
    );
  return (
    <nav
      data-slot="shop-pagination"
      aria-label={t('shop.pagination.label')}
      className={cn('flex justify-center', className)}
      {...props}
    >
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {step(
            page - 1,
            t('shop.pagination.previous'),
            <ChevronLeftIcon aria-hidden="true" className="size-4" />,
          )}
        </li>
        {shopPaginationItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, told apart by place
            <li key={`gap-${index}`} aria-hidden="true" className="text-muted-foreground px-1">
              …
            </li>
          ) : (
            <li key={item}>
              <LinkComponent
                href={hrefForPage(item)}
                aria-label={t('shop.pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                className={cn(
                  pageLink,
                  item === page
                    ? 'bg-primary text-primary-foreground'
                    : 'hover:bg-muted text-foreground',
                )}
              >
                {item}
              </LinkComponent>
            </li>
          ),
        )}
        <li>
          {step(
            page + 1,
            t('shop.pagination.next'),
            <ChevronRightIcon aria-hidden="true" className="size-4" />,
          )}
        </li>
      </ul>
    </nav>
  );
}
