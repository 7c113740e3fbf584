import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../shell';
import { type AdminOrderStatus, ORDER_STATUS_TONE } from './order-types';

/** An order's status in words, tinted by what it asks of staff. */
export function OrderStatusBadge({ status }: { status: AdminOrderStatus }) {
  const { t } = useTranslation('ui');
  return (
    <StatusBadge tone={ORDER_STATUS_TONE[status]}>{t(`adminOrders.status.${status}`)}</StatusBadge>
  );
}
