import { formatMoney } from '@academy/contract/rules';
import {
  CART_BAR_FROM_SCROLL_PX,
  CART_BAR_MIN_WIDTH_PX,
  type CartCurrency,
} from '@academy/machines';
import { ArrowRightIcon, ShoppingBagIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { useWindowScroll } from '../../hooks/use-window-scroll';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';

/**
 * The cart bar shows when the page is scrolled CART_BAR_FROM_SCROLL_PX (850 px) or more, on
 * screens CART_BAR_MIN_WIDTH_PX (768 px) or wider, and only with something in the cart (spec 2.2).
 */
export function isCartBarVisible({
  scrollY,
  width,
  count,
}: {
  scrollY: number;
  width: number;
  count: number;
}): boolean {
  return scrollY >= CART_BAR_FROM_SCROLL_PX && width >= CART_BAR_MIN_WIDTH_PX && count > 0;
}

export interface FloatingCartBarProps {
  count: number;
  total: number;
  currency: CartCurrency;
  /** The checkout page. */
  href: string;
  LinkComponent?: LinkComponent;
  /** Forces the state (stories, tests); left out, scroll, width and count decide. */
  visible?: boolean;
  className?: string;
}

/** The floating cart summary with a link to checkout. */
export function FloatingCartBar({
  count,
  total,
  currency,
  href,
  LinkComponent = PlainLink,
  visible,
  className,
}: FloatingCartBarProps) {
  const { t, i18n } = useTranslation('ui');
  const scroll = useWindowScroll(visible === undefined);
  const shown =
    visible ??
    (scroll !== null &&
      isCartBarVisible({ scrollY: scroll.scrollY, width: scroll.viewportWidth, count }));
  if (!shown) return null;

  return (
    <aside
      data-slot="floating-cart-bar"
      aria-label={t('shell.cartBar.label')}
      className={cn(
        'bg-surface/95 text-surface-foreground fixed bottom-6 left-1/2 z-30 flex -translate-x-1/2 items-center gap-6 rounded-full border py-2 pr-2 pl-2 shadow-lg backdrop-blur-md max-md:hidden',
        'transition-[translate] duration-300 motion-reduce:transition-none starting:translate-y-4',
        className,
      )}
    >
      <div className="flex items-center gap-3">
        <span className="bg-secondary text-secondary-foreground inline-flex size-11 items-center justify-center rounded-full">
          <ShoppingBagIcon className="size-5" aria-hidden="true" />
        </span>
        <div className="flex flex-col leading-tight">
          <span className="font-medium">{t('shell.cartBar.cart')}</span>
          <span className="text-muted-foreground text-sm">
            {t('shell.cartBar.items', { count })}
          </span>
        </div>
      </div>
      <div className="flex flex-col border-l pl-6 leading-tight">
        <span className="text-muted-foreground text-xs tracking-[0.14em] uppercase">
          {t('shell.cartBar.total')}
        </span>
        <span className="font-display text-2xl font-semibold tabular-nums">
          {formatMoney(total, currency, i18n.language)}
        </span>
      </div>
      <Button asChild className="rounded-full">
        <LinkComponent href={href}>
          {t('shell.cartBar.order')}
          <ArrowRightIcon aria-hidden="true" />
        </LinkComponent>
      </Button>
    </aside>
  );
}
