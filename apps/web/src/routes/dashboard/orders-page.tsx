import { orderCancelMachine } from '@academy/machines';
import { OrderCancel, PaymentHistory } from '@academy/ui';
import { useActorRef } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { orders } from '../../api/orders';
import { orOnFailure } from '../../app/content-load';
import { pathsFor } from '../../app/paths';
import { useRefetchPage } from '../../app/refetch-page';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';
import { orderEntry } from './order-entries';

/** The user's orders, shop and course; a failure is only logged (spec 8): the empty message shows. */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  return { language, orders: await orOnFailure('orders', orders.list(language), []) };
}

/**
 * Dashboard orders (spec 2.9): the payment history's cards, newest first: a course order by its
 * course, a shop order with its products and cashback, a card order still pending with the way to
 * its payment; an unpaid order can be cancelled (issue 22), and the list is loaded again.
 */
export function Page() {
  const { language, orders: list } = useLoaderData<typeof loader>();
  const { t } = useTranslation('web');
  const paths = pathsFor(language);
  const refetch = useRefetchPage();
  const logic = useMemo(
    () =>
      orderCancelMachine.provide({
        actors: { cancelOrder: fromPromise(({ input }) => orders.cancel(input.orderId)) },
        actions: {
          reloadOrders: () => void refetch(),
          logError: (_, { error }) => console.warn('orders/cancel', error),
        },
      }),
    [refetch],
  );
  // An order keeps its cancel (and the outcome said there) once listed unpaid on this page.
  const [cancellable] = useState(() => new Set<number>());
  for (const order of list) if (order.status === 'pending') cancellable.add(order.id);
  return (
    <>
      <h1 className="font-display text-display-sm font-semibold">{t('learning.orders')}</h1>
      <PaymentHistory
        payments={list.map((order) => orderEntry(order, paths, t('learning.shopOrder')))}
        language={language}
        LinkComponent={RouterLink}
        renderActions={(payment) =>
          cancellable.has(payment.order_id) ? (
            <CancelOrder logic={logic} orderId={payment.order_id} />
          ) : null
        }
      />
    </>
  );
}

/** One unpaid order's cancel: an actor of its own while the order is listed. */
function CancelOrder({ logic, orderId }: { logic: typeof orderCancelMachine; orderId: number }) {
  const actor = useActorRef(logic, { input: { orderId } });
  return <OrderCancel actor={actor} orderId={orderId} />;
}
