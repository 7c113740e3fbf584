import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderFormat } from './order-format';
import { OrderStatusBadge } from './order-status-badge';
import type { AdminOrder } from './order-types';

const section = 'bg-surface flex flex-col gap-3 rounded-xl border p-4';
const heading = 'font-display text-lg font-semibold';

/** Every payment attempt: its provider, state, amount and when. */
export function OrderPayments({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('ui');
  const { money, moment } = useOrderFormat();
  const orderPaymentsId = useId();
  return (
    <section aria-labelledby={orderPaymentsId} className={section}>
      <h2 id={orderPaymentsId} className={heading}>
        {t('adminOrders.detail.payments')}
      </h2>
      {order.payments.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('adminOrders.detail.noPayments')}</p>
      ) : (
        <ul className="divide-y text-sm">
          {order.payments.map((payment) => (
            <li key={payment.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
              <span className="font-medium">
                {payment.provider}
                {payment.paid_by_card ? ` · ${t('adminOrders.detail.cardPaid')}` : ''}
              </span>
              <span>
                {t(`adminOrders.paymentStatus.${payment.status}`, { defaultValue: payment.status })}
              </span>
              <span className="tabular-nums">{money(payment.amount, payment.currency)}</span>
              <time className="text-muted-foreground w-full text-xs" dateTime={payment.created}>
                {moment(payment.created)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The order's life, oldest first: each status it entered, who moved it, when, and the note. */
export function OrderHistory({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('ui');
  const { moment } = useOrderFormat();
  // With no staff member: the buyer placed and cancelled it; payments and expiry are the system's.
  const nobody = (status: string) =>
    status === 'pending' || (status === 'cancelled' && order.cancel_reason === 'buyer')
      ? t('adminOrders.detail.byBuyer')
      : t('adminOrders.detail.bySystem');
  const orderHistoryId = useId();
  return (
    <section aria-labelledby={orderHistoryId} className={section}>
      <h2 id={orderHistoryId} className={heading}>
        {t('adminOrders.detail.history')}
      </h2>
      {order.history.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('adminOrders.detail.noHistory')}</p>
      ) : (
        <ol
          data-slot="order-history"
          className="border-border ml-1.5 flex flex-col gap-4 border-l pl-5"
        >
          {order.history.map((event) => (
            <li key={event.id} className="relative flex flex-col gap-1 text-sm">
              <span
                aria-hidden="true"
                className="bg-primary absolute top-1.5 -left-[1.65rem] size-2.5 rounded-full"
              />
              <div className="flex flex-wrap items-center gap-2">
                <OrderStatusBadge status={event.status} />
                <span className="font-medium">{event.actor?.name ?? nobody(event.status)}</span>
              </div>
              <time className="text-muted-foreground text-xs" dateTime={event.created}>
                {moment(event.created)}
              </time>
              {event.note ? <p className="break-words">{event.note}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
