import { formatMoney } from '@academy/contract/rules';
import { cva } from 'class-variance-authority';
import {
  AwardIcon,
  BanknoteIcon,
  CircleCheckIcon,
  InfinityIcon,
  MailIcon,
  PackageIcon,
  PhoneIcon,
  PiggyBankIcon,
  PlayIcon,
  ShoppingBagIcon,
} from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { TextLink } from '../../components/text-link/text-link';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import {
  OrderSummary,
  type OrderSummaryItem,
  type OrderSummaryProps,
} from '../order-summary/order-summary';

export const purchaseSuccessVariants = cva(
  'bg-surface text-surface-foreground mx-auto flex w-full max-w-2xl flex-col gap-8 rounded-xl border p-6 shadow-md sm:p-10',
);

export interface PurchaseSuccessProps extends Omit<ComponentProps<'section'>, 'children'> {
  orderId: number;
  items: readonly OrderSummaryItem[];
  total: number;
  currency: string;
  /** The promo code the order was priced with, and what it took off. */
  promo?: OrderSummaryProps['promo'];
  /** Where the receipt went (the account's e-mail), when known. */
  email?: string | null;
  /**
   * What was bought: a course (paid), a shop order paid by card, or a shop order to pay in cash
   * on delivery. It decides the title, what happens next and the main action.
   */
  kind?: 'course' | 'shopCard' | 'shopCash';
  /** The main action: the course's player, or the shop for a shop order. */
  nextHref: string;
  /** The buyer's orders (dashboard). */
  ordersHref: string;
  LinkComponent?: LinkComponent;
  /** The heading level of the page title (1 on the success page). */
  titleLevel?: 1 | 2;
}

/**
 * Checkout success (issue 11): thanks the buyer, shows what was paid and what happens next
 * (the receipt by e-mail, lifetime access, the certificate when the course is finished), and
 * opens the course.
 */
export function PurchaseSuccess({
  orderId,
  items,
  total,
  currency,
  promo,
  email,
  kind = 'course',
  nextHref,
  ordersHref,
  LinkComponent = PlainLink,
  titleLevel = 1,
  className,
  ...props
}: PurchaseSuccessProps) {
  const { t, i18n } = useTranslation('ui');
  const titleId = useId();
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  const receipt = {
    key: 'receipt',
    icon: <MailIcon />,
    text: email ? t('purchase.success.receipt', { email }) : t('purchase.success.receiptNoEmail'),
  };
  const next = {
    course: [
      receipt,
      { key: 'access', icon: <InfinityIcon />, text: t('purchase.success.access') },
      { key: 'certificate', icon: <AwardIcon />, text: t('purchase.success.certificate') },
    ],
    shopCard: [
      receipt,
      { key: 'ship', icon: <PackageIcon />, text: t('purchase.success.shopCard.ship') },
      { key: 'cashback', icon: <PiggyBankIcon />, text: t('purchase.success.shopCard.cashback') },
    ],
    shopCash: [
      { key: 'confirm', icon: <PhoneIcon />, text: t('purchase.success.shopCash.confirm') },
      { key: 'pay', icon: <BanknoteIcon />, text: t('purchase.success.shopCash.pay') },
      { key: 'email', icon: <MailIcon />, text: t('purchase.success.shopCash.email') },
    ],
  }[kind];
  const texts = kind === 'course' ? 'purchase.success' : `purchase.success.${kind}`;
  return (
    <section
      data-slot="purchase-success"
      data-kind={kind}
      aria-labelledby={titleId}
      className={cn(purchaseSuccessVariants(), className)}
      {...props}
    >
      <header className="flex flex-col items-center gap-3 text-center">
        <CircleCheckIcon className="text-success size-12" aria-hidden="true" />
        <Title id={titleId} className="font-display text-display-sm font-semibold text-balance">
          {t('purchase.success.title')}
        </Title>
        <p className="text-muted-foreground">
          {t(`${texts}.subtitle`, {
            id: orderId,
            amount: formatMoney(total, currency, i18n.language),
          })}
        </p>
      </header>
      <OrderSummary
        variant="plain"
        items={items}
        total={total}
        currency={currency}
        promo={promo}
        orderId={orderId}
        courses={kind === 'course'}
        className="bg-muted rounded-lg p-5"
      />
      <div>
        <h2 className="mb-3 font-semibold">{t('purchase.success.next')}</h2>
        <ul className="flex flex-col gap-3">
          {next.map((item) => (
            <li key={item.key} className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="bg-secondary text-secondary-foreground flex size-8 shrink-0 items-center justify-center rounded-full [&_svg]:size-4"
              >
                {item.icon}
              </span>
              <span className="pt-1 text-[0.9375rem] leading-snug">{item.text}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:justify-center">
        <Button asChild size="lg" className="w-full sm:w-auto">
          <LinkComponent href={nextHref}>
            {kind === 'course' ? (
              <PlayIcon aria-hidden="true" />
            ) : (
              <ShoppingBagIcon aria-hidden="true" />
            )}
            {t(kind === 'course' ? 'purchase.success.start' : 'purchase.success.shop')}
          </LinkComponent>
        </Button>
        <TextLink href={ordersHref} LinkComponent={LinkComponent} variant="muted">
          {t('purchase.success.orders')}
        </TextLink>
      </div>
    </section>
  );
}
