import type { Language } from '@academy/contract/languages';
import { CreditCardIcon, ReceiptIcon, WalletIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/badge/badge';
import { formatLongDate, isoDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import { EmptyState } from '../empty-state/empty-state';

/** A payment of the user (spec 3, Payment history entry). */
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
}

export interface PaymentHistoryProps extends ComponentProps<'div'> {
  payments: readonly PaymentEntry[];
  language: Language;
}

const newestFirst = (a: PaymentEntry, b: PaymentEntry) =>
  Date.parse(b.date_creation) - Date.parse(a.date_creation) || b.id - a.id;

/**
 * The dashboard's orders (spec 2.9): a card per payment, newest first, with what was bought, the
 * amount in its currency, the date, the status and how it was paid; an empty message otherwise.
 */
export function PaymentHistory({ payments, language, className, ...props }: PaymentHistoryProps) {
  const { t } = useTranslation('ui');
  if (payments.length === 0) {
    return (
      <EmptyState
        slot="payment-history"
        icon={ReceiptIcon}
        message={t('learning.orders.empty')}
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
            <PaymentCard payment={payment} language={language} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function PaymentCard({ payment, language }: { payment: PaymentEntry; language: Language }) {
  const { t } = useTranslation('ui');
  const Method = payment.paid_by_card ? CreditCardIcon : WalletIcon;
  return (
    <article
      data-slot="payment-card"
      data-confirmed={payment.confirmed}
      className="bg-surface text-surface-foreground grid gap-4 rounded-xl border p-5 shadow-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="text-muted-foreground text-xs font-medium tracking-wide uppercase">
          {t('learning.orders.order', { id: payment.order_id })}
        </p>
        <h2 className="text-lg leading-snug font-semibold break-words">{payment.title}</h2>
        <p className="text-muted-foreground flex items-center gap-1.5 text-sm">
          <Method aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('learning.orders.payment')}: </span>
          {payment.paid_by_card ? t('learning.orders.card') : t('learning.orders.cash')}
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:justify-items-end sm:text-right">
        <dt className="sr-only">{t('learning.orders.amount')}</dt>
        <dd className="col-span-2 text-xl font-semibold tabular-nums">
          {formatMoney(payment.amount, payment.currency, language)}
        </dd>
        <dt className="sr-only">{t('learning.orders.date')}</dt>
        <dd className="text-muted-foreground col-span-2">
          <time dateTime={isoDate(payment.date_creation)}>
            {formatLongDate(payment.date_creation, language)}
          </time>
        </dd>
        <dt className="sr-only">{t('learning.orders.status')}</dt>
        <dd className="col-span-2 mt-1">
          <Badge variant={payment.confirmed ? 'success' : 'outline'}>
            {payment.confirmed ? t('learning.orders.confirmed') : t('learning.orders.pending')}
          </Badge>
        </dd>
      </dl>
    </article>
  );
}
