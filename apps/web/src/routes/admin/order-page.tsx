import {
  type AdminOrderAction,
  OrderActionDialog,
  OrderDetail,
  orderActionValues,
} from '@academy/ui/back-office';
import { type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router-dom';
import { adminOrders } from '../../api/admin-orders';
import { orOnFailure } from '../../app/content-load';
import { missingRecord } from '../../app/missing-record';
import { pathsFor } from '../../app/paths';
import { useRefetchPage } from '../../app/refetch-page';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';
import { useStaffAction } from './use-staff-action';

/** An order's page for staff (issue 26); its query is the list's, for the way back. */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const id = Number(args.params.id);
  if (!Number.isSafeInteger(id) || id <= 0) missingRecord(pathsFor(language).adminOrders());
  const order = await orOnFailure(
    'admin/order',
    adminOrders.get(language, id).then((data) => ({ state: 'ready' as const, data })),
    { state: 'error' as const },
  );
  return { language, id, order };
}

/** A move on the order, with what its dialog asked for. */
function perform(id: number, values: Readonly<Record<string, string>>) {
  const action = values.action as AdminOrderAction;
  switch (action) {
    case 'mark_paid':
      return adminOrders.markPaid(id);
    case 'ship':
      return adminOrders.ship(id, values.tracking_number ?? '');
    case 'deliver':
      return adminOrders.deliver(id);
    case 'cancel':
      return adminOrders.cancel(id, values.reason ?? '');
    case 'refund':
      return adminOrders.refund(id, values.reason ?? '');
  }
}

export function Page() {
  const { language, id, order } = useLoaderData<typeof loader>();
  const location = useLocation();
  const refetch = useRefetchPage();
  // The order moved: its page is loaded again (status, history, the moves left).
  const actor = useStaffAction('admin/order move', async (input) => perform(id, input));
  const ready = order.state === 'ready' ? order.data : null;
  return (
    <OrderDetail
      id={id}
      order={order}
      onRetry={() => void refetch()}
      onAction={(action) => actor.send({ type: 'action.open', values: orderActionValues(action) })}
      backHref={pathsFor(language).adminOrders(location.search)}
      LinkComponent={RouterLink}
    >
      {ready ? <OrderActionDialog actor={actor} order={ready} /> : null}
    </OrderDetail>
  );
}
