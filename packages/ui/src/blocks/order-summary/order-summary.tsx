import { formatMoney } from '@academy/contract/rules';
import { cva, type VariantProps } from 'class-variance-authority';
import { InfinityIcon, PackageIcon, PlayCircleIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export const orderSummaryVariants = cva('bg-surface text-surface-foreground flex flex-col gap-5', {
  variants: {
    variant: {
      /** A card of its own, beside a form (checkout, payment). */
      card: 'rounded-xl border p-6 shadow-sm',
      /** Inside another card (the success page). */
      plain: '',
    },
  },
  defaultVariants: { variant: 'card' },
});

export interface OrderSummaryItem {
  id: number | string;
  title: string;
  /** The line's amount in the order's currency. */
  amount: number;
  /** A picture of the item (the course's image). */
  image?: string | null;
}

export interface OrderSummaryProps
  extends Omit<ComponentProps<'section'>, 'children'>,
    VariantProps<typeof orderSummaryVariants> {
  items: readonly OrderSummaryItem[];
  total: number;
  /** ISO currency of the amounts (`EUR`). */
  currency: string;
  /** The order's number, once there is an order. */
  orderId?: number;
  /** The items are online courses: each says so, with its lifetime access. */
  courses?: boolean;
  /** The promo code the order is priced with and what it takes off (already out of `total`). */
  promo?: { code: string; discount: number } | null;
}

/**
 * What is bought and what it costs (issue 11): each item with its picture and amount, the promo
 * code's discount, and the total. Beside the checkout and payment forms, and on the success page.
 */
export function OrderSummary({
  items,
  total,
  currency,
  orderId,
  courses = false,
  promo,
  variant,
  className,
  ...props
}: OrderSummaryProps) {
  const { t, i18n } = useTranslation('ui');
  const titleId = useId();
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);
  return (
    <section
      data-slot="order-summary"
      aria-labelledby={titleId}
      className={cn(orderSummaryVariants({ variant }), className)}
      {...props}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="font-display text-xl font-semibold">
          {t('purchase.summary.title')}
        </h2>
        {orderId === undefined ? null : (
          <p className="text-muted-foreground text-sm">
            {t('purchase.summary.order', { id: orderId })}
          </p>
        )}
      </header>
      <ul className="flex flex-col gap-4">
        {items.map((item) => (
          <li key={item.id} className="flex items-start gap-4">
            {item.image ? (
              <img
                src={item.image}
                alt=""
                className="bg-muted aspect-video w-24 shrink-0 rounded-md object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="bg-secondary text-secondary-foreground flex aspect-video w-24 shrink-0 items-center justify-center rounded-md"
              >
                {courses ? (
                  <PlayCircleIcon className="size-6" />
                ) : (
                  <PackageIcon className="size-6" />
                )}
              </span>
            )}
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <p className="leading-snug font-medium">{item.title}</p>
              {courses ? (
                <p className="text-muted-foreground flex items-center gap-1.5 text-sm">
                  <InfinityIcon className="size-4 shrink-0" aria-hidden="true" />
                  {t('purchase.summary.course')} · {t('purchase.summary.lifetime')}
                </p>
              ) : null}
            </div>
            <p className="shrink-0 font-medium tabular-nums">{money(item.amount)}</p>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-3 border-t pt-4">
        {promo && promo.discount > 0 ? (
          <div className="flex items-baseline justify-between gap-4">
            <dt>{t('purchase.summary.discount', { code: promo.code })}</dt>
            <dd data-slot="promo-discount" className="text-success font-semibold tabular-nums">
              −{money(promo.discount)}
            </dd>
          </div>
        ) : null}
        <div className="flex items-baseline justify-between gap-4">
          <dt className="font-semibold">{t('purchase.summary.total')}</dt>
          <dd className="text-primary font-display text-2xl font-semibold tabular-nums">
            {money(total)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
