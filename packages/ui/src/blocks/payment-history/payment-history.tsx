import type { OrderStatus } from '@academy/contract';
import type { Language } from '@academy/contract/languages';
import { formatMoney } from '@academy/contract/rules';
import { CreditCardIcon, ReceiptIcon, WalletIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '../../components/badge/badge';
import { Button } from '../../components/button/button';
import { formatLongDate, isoDate } from '../../lib/format-date';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { EmptyState } from '../empty-state/empty-state';

/** A line of an order: what, how many, for how much. */
export interface PaymentEntryItem {
  id: number;
  title: string;
  quantity: number;
  /** The line's total, in the entry's currency. */
  line_total: number;
}

/** An order's state; a payment alone is paid when confirmed, pending otherwise. */
export type PaymentEntryStatus = OrderStatus;

/** A payment of the user (spec 3, Payment history entry), with its order's details when known. */
export interface PaymentEntry {
  id: number;
  order_id: number;
  /** What was bought. */
  title: string;
  amount: number;
  currency: string;
  date_creation: string;
  confirmed: boolean;
  paid_by_card: boolean;
  /** The order's state; `confirmed` says paid or pending when left out. */
  status?: PaymentEntryStatus;
  /** The order's lines (a shop order's products); listed under the title. */
  items?: readonly PaymentEntryItem[];
  /** A shop order's cashback: spent on it, and earned once paid. */
  cashback?: { used: number; earned: number };
  /** The promo code the order was priced with, and what it took off. */
  promo?: { code: string; discount: number };
  /** A card order still to pay: its payment page. */
  payHref?: string | null;
  /** A shipped order's tracking number. */
  trackingNumber?: string;
}

export interface PaymentHistoryProps extends ComponentProps<'div'> {
  payments: readonly PaymentEntry[];
  language: Language;
  /** The cards' heading level under the page's (h2 on the orders page). */
  headingLevel?: 'h2' | 'h3';
  /** What the empty list says; the orders' message by default. */
  emptyMessage?: string;
  LinkComponent?: LinkComponent;
  /** What an order offers beside its payment link (the app's cancel of an unpaid order). */
  renderActions?: (payment: PaymentEntry) => ReactNode;
}

const newestFirst = (a: PaymentEntry, b: PaymentEntry) =>
  Date.parse(b.date_creation) - Date.parse(a.date_creation) || b.id - a.id;

const statusOf = (payment: PaymentEntry): PaymentEntryStatus =>
  payment.status ?? (payment.confirmed ? 'paid' : 'pending');

const STATUS_BADGE = {
  paid: 'success',
  shipped: 'success',
  delivered: 'success',
  pending: 'outline',
  cancelled: 'neutral',
  refunded: 'neutral',
} as const satisfies Record<PaymentEntryStatus, BadgeProps['variant']>;

/** The status's text key ('paid' reads "confirmed", as before the order had a longer life). */
const STATUS_TEXT = {
  paid: 'learning.orders.confirmed',
  shipped: 'learning.orders.shipped',
  delivered: 'learning.orders.delivered',
  pending: 'learning.orders.pending',
  cancelled: 'learning.orders.cancelled',
  refunded: 'learning.orders.refunded',
} as const satisfies Record<PaymentEntryStatus, string>;

/**
 * The dashboard's orders (spec 2.9): a card per payment, newest first, with what was bought (an
 * order's lines), the amount in its currency, the date, the status, how it was paid, a shop
 * order's cashback and, for a card order still pending, the way to its payment; an empty message
 * otherwise.
 */
export function PaymentHistory({
  payments,
  language,
  headingLevel = 'h2',
  emptyMessage,
  LinkComponent = PlainLink,
  renderActions,
  className,
  ...props
}: PaymentHistoryProps) {
  const { t } = useTranslation('ui');
  if (payments.length === 0) {
    return (
      <EmptyState
        slot="payment-history"
        icon={ReceiptIcon}
        message={emptyMessage ?? t('learning.orders.empty')}
        className={className}
        {...props}
      />
    );
  }
  return (
    <div data-slot="payment-history" data-state="list" className={className} {...props}>
      <ul className="flex flex-col gap-4">
        {[...payments].sort(newestFirst).map((payment) => (
          <li key={payment.id}>
            <PaymentCard
              payment={payment}
              language={language}
              Heading={headingLevel}
              LinkComponent={LinkComponent}
              actions={renderActions?.(payment)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function PaymentCard({
  payment,
  language,
  Heading,
  LinkComponent,
  actions,
}: {
  payment: PaymentEntry;
  language: Language;
  Heading: 'h2' | 'h3';
  LinkComponent: LinkComponent;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('ui');
  const Method = payment.paid_by_card ? CreditCardIcon : WalletIcon;
  const status = statusOf(payment);
  const money = (amount: number) => formatMoney(amount, payment.currency, language);
  const items = payment.items ?? [];
  const cashback = payment.cashback;
  return (
    <article
      data-slot="payment-card"
      data-confirmed={payment.confirmed}
      data-status={status}
      className="bg-surface text-surface-foreground grid gap-4 rounded-xl border p-5 shadow-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="text-muted-foreground text-xs font-medium tracking-wide uppercase">
          {t('learning.orders.order', { id: payment.order_id })}
        </p>
        <Heading className="text-lg leading-snug font-semibold break-words">
          {payment.title}
        </Heading>
        {items.length > 0 ? (
          <ul
            aria-label={t('learning.orders.items')}
            className="flex max-w-md flex-col gap-1 text-sm"
          >
            {items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-baseline gap-x-2">
                <span className="min-w-0 break-words">{item.title}</span>{' '}
                <span className="text-muted-foreground tabular-nums">
                  {t('learning.orders.quantity', { count: item.quantity })}
                </span>{' '}
                <span className="ms-auto tabular-nums">{money(item.line_total)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="text-muted-foreground flex items-center gap-1.5 text-sm">
          <Method aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('learning.orders.payment')}: </span>
          {payment.paid_by_card ? t('learning.orders.card') : t('learning.orders.cash')}
        </p>
        {payment.promo && payment.promo.discount > 0 ? (
          <p data-slot="payment-promo" className="text-success text-sm font-medium">
            {t('learning.orders.discount', {
              code: payment.promo.code,
              amount: money(payment.promo.discount),
            })}
          </p>
        ) : null}
        {cashback && (cashback.used > 0 || cashback.earned > 0) ? (
          <p data-slot="payment-cashback" className="text-muted-foreground text-sm">
            {[
              cashback.used > 0
                ? t('learning.orders.cashbackUsed', { amount: money(cashback.used) })
                : null,
              cashback.earned > 0
                ? t('learning.orders.cashbackEarned', { amount: money(cashback.earned) })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col items-start gap-3 sm:items-end">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:justify-items-end sm:text-right">
          <dt className="sr-only">{t('learning.orders.amount')}</dt>
          <dd className="col-span-2 text-xl font-semibold tabular-nums">{money(payment.amount)}</dd>
          <dt className="sr-only">{t('learning.orders.date')}</dt>
          <dd className="text-muted-foreground col-span-2">
            <time dateTime={isoDate(payment.date_creation)}>
              {formatLongDate(payment.date_creation, language)}
            </time>
          </dd>
          <dt className="sr-only">{t('learning.orders.status')}</dt>
          <dd className="col-span-2 mt-1">
            <Badge variant={STATUS_BADGE[status]}>{t(STATUS_TEXT[status])}</Badge>
          </dd>
          {payment.trackingNumber ? (
            <dd data-slot="payment-tracking" className="text-muted-foreground col-span-2">
              {t('learning.orders.tracking', { number: payment.trackingNumber })}
            </dd>
          ) : null}
        </dl>
        {payment.payHref ? (
          <Button asChild size="sm">
            <LinkComponent href={payment.payHref} data-slot="payment-pay">
              <CreditCardIcon aria-hidden="true" />
              {t('learning.orders.pay')}
              <span className="sr-only">
                {' '}
                {t('learning.orders.order', { id: payment.order_id })}
              </span>
            </LinkComponent>
          </Button>
        ) : null}
        {actions}
      </div>
    </article>
  );
}
