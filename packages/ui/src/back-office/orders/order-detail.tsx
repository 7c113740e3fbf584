import { ArrowLeftIcon, RotateCcwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { Skeleton } from '../../components/skeleton/skeleton';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { AdminPageHeader } from '../shell';
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
      <LinkComponent
        href={backHref}
        className="text-muted-foreground hover:text-foreground inline-flex w-fit items-center gap-1.5 text-sm"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {t('adminOrders.detail.back')}
      </LinkComponent>
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
        <div className="flex max-w-md flex-col items-start gap-3">
          <Alert className="w-full">{t('adminOrders.detail.loadFailed')}</Alert>
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RotateCcwIcon aria-hidden="true" />
            {t('adminOrders.detail.retry')}
          </Button>
        </div>
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
  return (
    <section aria-labelledby="order-moves" className="flex flex-col gap-2">
      <h2 id="order-moves" className="sr-only">
        {t('adminOrders.detail.actions')}
      </h2>
      {order.actions.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('adminOrders.detail.noActions')}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {order.actions.map((action) => (
            <Button
              key={action}
              variant={DANGER.includes(action) ? 'outline' : 'primary'}
              className={DANGER.includes(action) ? 'text-danger' : undefined}
              data-action={action}
              onClick={() => onAction(action)}
            >
              {t(`adminOrders.action.${action}`)}
            </Button>
          ))}
        </div>
      )}
    </section>
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
