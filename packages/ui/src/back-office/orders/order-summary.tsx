import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../shell';
import { useOrderFormat } from './order-format';
import type { AdminOrder } from './order-types';

const section = 'bg-surface flex flex-col gap-3 rounded-xl border p-4';
const heading = 'font-display text-lg font-semibold';

/** The order's lines and its totals: subtotal, promo discount, delivery, cashback, total. */
export function OrderLines({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('ui');
  const { money } = useOrderFormat();
  const price = (amount: number) => money(amount, order.currency);
  const totals = [
    { term: t('adminOrders.detail.subtotal'), description: price(order.subtotal) },
    ...(order.discount > 0 || order.promo_code
      ? [
          {
            term: order.promo_code
              ? t('adminOrders.detail.discountWithCode', { code: order.promo_code })
              : t('adminOrders.detail.discount'),
            description: `−${price(order.discount)}`,
          },
        ]
      : []),
    ...(order.kind === 'shop'
      ? [
          {
            term: t('adminOrders.detail.deliveryPrice'),
            description: order.delivery_by_weight
              ? t('adminOrders.detail.byWeight')
              : price(order.delivery_price),
          },
        ]
      : []),
    ...(order.cashback_used > 0
      ? [
          {
            term: t('adminOrders.detail.cashbackUsed'),
            description: `−${price(order.cashback_used)}`,
          },
        ]
      : []),
    {
      term: t('adminOrders.detail.total'),
      description: <strong className="tabular-nums">{price(order.total)}</strong>,
    },
    ...(order.cashback_earned > 0
      ? [
          {
            term: t('adminOrders.detail.cashbackEarned'),
            description: price(order.cashback_earned),
          },
        ]
      : []),
  ];
  const orderLinesId = useId();
  return (
    <section aria-labelledby={orderLinesId} className={section}>
      <h2 id={orderLinesId} className={heading}>
        {t('adminOrders.detail.lines')}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[24rem] text-left text-sm">
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('adminOrders.detail.item')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('adminOrders.detail.quantity')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('adminOrders.detail.unitPrice')}
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-medium">
                {t('adminOrders.detail.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y border-t">
            {order.lines.map((line) => (
              <tr key={line.id}>
                <td className="py-2 pr-3 font-medium">{line.title}</td>
                <td className="px-3 py-2 text-right tabular-nums">{line.quantity}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  {price(line.unit_price)}
                </td>
                <td className="py-2 pl-3 text-right whitespace-nowrap tabular-nums">
                  {price(line.line_total)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="sr-only">{t('adminOrders.detail.totals')}</h3>
      <DetailList items={totals} />
    </section>
  );
}

/** Who bought, how to reach them, where it goes and how it is paid. */
export function OrderBuyer({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('ui');
  const contact = order.contact ?? {};
  const address = [
    contact.street,
    contact.house_number,
    contact.block,
    contact.flat,
    contact.postcode,
    contact.city,
    contact.district,
    contact.country,
    contact.carrier_office,
  ]
    .filter(Boolean)
    .join(', ');
  const company = [contact.company_name, contact.fiscal_code].filter(Boolean).join(', ');
  const delivery = order.delivery_type ?? 'none';
  const items = [
    { term: t('adminOrders.detail.name'), description: order.buyer.name },
    {
      term: t('adminOrders.detail.email'),
      description: <a href={`mailto:${order.buyer.email}`}>{order.buyer.email}</a>,
    },
    ...(order.buyer.phone
      ? [
          {
            term: t('adminOrders.detail.phone'),
            description: <a href={`tel:${order.buyer.phone}`}>{order.buyer.phone}</a>,
          },
        ]
      : []),
    ...(address ? [{ term: t('adminOrders.detail.address'), description: address }] : []),
    ...(company ? [{ term: t('adminOrders.detail.company'), description: company }] : []),
    {
      term: t('adminOrders.detail.payment'),
      description: t(`adminOrders.payment.${order.payment_type}`),
    },
    {
      term: t('adminOrders.detail.delivery'),
      description: t(`adminOrders.delivery.${delivery}`, { defaultValue: delivery }),
    },
    ...(order.tracking_number
      ? [{ term: t('adminOrders.detail.tracking'), description: order.tracking_number }]
      : []),
    ...(order.cancel_reason
      ? [
          {
            term: t('adminOrders.detail.cancelReason'),
            description: t(`adminOrders.cancelReason.${order.cancel_reason}`, {
              defaultValue: order.cancel_reason,
            }),
          },
        ]
      : []),
    ...(order.comments
      ? [{ term: t('adminOrders.detail.comments'), description: order.comments }]
      : []),
  ];
  const orderBuyerId = useId();
  return (
    <section aria-labelledby={orderBuyerId} className="flex flex-col gap-3">
      <h2 id={orderBuyerId} className={heading}>
        {t('adminOrders.detail.buyer')}
      </h2>
      <DetailList items={items} />
    </section>
  );
}
