import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/skeleton/skeleton';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { AdminPageHeader, BackLink, RecordActions, RecordLoadFailure } from '../shell';
import { OrderHistory, OrderPayments } from './order-activity';
import { useOrderFormat } from './order-format';
import { OrderStatusBadge } from './order-status-badge';
import { OrderBuyer, OrderLines } from './order-summary';
import type { AdminOrder, AdminOrderAction, Loadable } from './order-types';

/** The destructive moves, drawn apart from the others. */
const DANGER: readonly AdminOrderAction[] = ['cancel', 'refund'];

export interface OrderDetailProps {
  order: Loadable<AdminOrder>;
  /** The order's number, shown while it loads or when it fails. */
  id: number;
  onRetry: () => void;
  /** A move's button was pressed: the page opens its confirm dialog. */
  onAction: (action: AdminOrderAction) => void;
  /** The order list (with the filters it was left with). */
  backHref: string;
  LinkComponent?: LinkComponent;
  /** The confirm dialog of the move in progress. */
  children?: ReactNode;
}

/**
 * An order's page for staff: its status and the moves that status allows, its buyer, lines and
 * totals, its payments and its history.
 */
export function OrderDetail({
  order,
  id,
  onRetry,
  onAction,
  backHref,
  LinkComponent = PlainLink,
  children,
}: OrderDetailProps) {
  const { t } = useTranslation('ui');
  const { moment } = useOrderFormat();
  const ready = order.state === 'ready' ? order.data : null;
  return (
    <div data-slot="order-detail" data-state={order.state} className="flex flex-col gap-5">
      <BackLink href={backHref} LinkComponent={LinkComponent}>
        {t('adminOrders.detail.back')}
      </BackLink>
      <AdminPageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {t('adminOrders.number', { id })}
            {ready ? <OrderStatusBadge status={ready.status} /> : null}
          </span>
        }
        description={
          ready ? t('adminOrders.detail.placed', { date: moment(ready.created) }) : undefined
        }
      />
      {order.state === 'loading' ? <OrderSkeleton /> : null}
      {order.state === 'error' ? (
        <RecordLoadFailure
          text={t('adminOrders.detail.loadFailed')}
          retryLabel={t('adminOrders.detail.retry')}
          onRetry={onRetry}
        />
      ) : null}
      {ready ? (
        <>
          <OrderMoves order={ready} onAction={onAction} />
          <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="flex min-w-0 flex-col gap-5">
              <OrderLines order={ready} />
              <OrderBuyer order={ready} />
            </div>
            <div className="flex min-w-0 flex-col gap-5">
              <OrderPayments order={ready} />
              <OrderHistory order={ready} />
            </div>
          </div>
        </>
      ) : null}
      {children}
    </div>
  );
}

/** The buttons of the moves the order's status allows (the server decides which). */
function OrderMoves({
  order,
  onAction,
}: {
  order: AdminOrder;
  onAction: (action: AdminOrderAction) => void;
}) {
  const { t } = useTranslation('ui');
  const actions = order.actions.map((action) => ({
    action,
    label: t(`adminOrders.action.${action}`),
    primary: !DANGER.includes(action),
    danger: DANGER.includes(action),
  }));
  return (
    <RecordActions
      title={t('adminOrders.detail.actions')}
      actions={actions}
      onAction={onAction}
      emptyText={t('adminOrders.detail.noActions')}
    />
  );
}

function OrderSkeleton() {
  return (
    <div data-slot="order-skeleton" className="grid gap-5 lg:grid-cols-[3fr_2fr]">
      <Skeleton className="h-64 w-full rounded-xl" />
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}
