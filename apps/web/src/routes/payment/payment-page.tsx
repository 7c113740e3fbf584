import type { PaymentMethod } from '@academy/contract';
import { coursePaymentMachine } from '@academy/machines';
import { PaymentForm } from '@academy/ui';
import { useActorRef } from '@xstate/react';
import { type LoaderFunctionArgs, redirect, useLoaderData, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { type Order, orders } from '../../api/orders';
import { trackPurchase } from '../../app/analytics';
import { PageHead } from '../../app/page-head';
import { pathsFor } from '../../app/paths';
import { useSession } from '../../app/session-provider';
import { currentToken } from '../../app/session-store';
import { languageOf } from '../language-loader';
import { orderedCourse, orderSummary } from './order-summary';

/**
 * The order to pay (`?order={id}`, or `?orderId={id}&payId=…` when the bank's hosted page sends
 * the buyer back unpaid), with how it is paid (the server's provider for its currency). A visitor
 * gets no data (the login guard sends them to login and back); a missing order goes to the
 * dashboard's orders; a paid one to its success page.
 */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const paths = pathsFor(language);
  if (!currentToken()) return { language, order: null, image: null, method: null };
  const query = new URL(args.request.url).searchParams;
  const id = query.get('order') ?? query.get('orderId') ?? '';
  const order = /^\d+$/.test(id) ? await orders.get(id, language) : null;
  if (!order || order.status === 'cancelled') throw redirect(paths.dashboard.orders());
  if (order.status === 'paid') throw redirect(paths.checkoutSuccess({ order: order.id }));
  const [course, method] = await Promise.all([
    orderedCourse(language, order),
    orders.paymentMethod(order.id),
  ]);
  // The bank's failUrl names its payment: the buyer is back from its page, unpaid.
  const returnedUnpaid = method.hosted_page && query.has('payId');
  return { language, order, image: course?.image ?? null, method, returnedUnpaid };
}

/**
 * Payment (spec 2.1, content designed: issue 11): the order summary beside the card form, or the
 * button to the bank's hosted payment page (issue 22).
 */
export function Page() {
  const { language, order, image, method, returnedUnpaid } = useLoaderData<typeof loader>();
  return order && method ? (
    <PaymentPage
      language={language}
      order={order}
      image={image}
      method={method}
      returnedUnpaid={returnedUnpaid ?? false}
    />
  ) : null;
}

function PaymentPage({
  language,
  order,
  image,
  method,
  returnedUnpaid,
}: {
  language: Parameters<typeof pathsFor>[0];
  order: Order;
  image: string | null;
  method: PaymentMethod;
  returnedUnpaid: boolean;
}) {
  const navigate = useNavigate();
  const { profile } = useSession();
  const paths = pathsFor(language);
  const actor = useActorRef(
    coursePaymentMachine.provide({
      actors: {
        payOrder: fromPromise(({ input }) =>
          orders.pay(order.id, method.provider, input.cardNumber),
        ),
      },
      actions: {
        // The bank's page: the browser leaves the app, and comes back to the success page.
        redirect: (_, { url }) => window.location.assign(url),
        // Paid: the payment page is not one to come back to.
        showSuccess: () => {
          trackPurchase(order);
          const path = paths.checkoutSuccess({ order: order.id });
          void navigate(path, { replace: true });
        },
        logError: (_, { error }) => console.warn('payment', error),
      },
    }),
    {
      input: {
        card: { holderName: profile?.name ?? '' },
        hosted: method.hosted_page,
        returnedUnpaid,
      },
    },
  );
  return (
    <div className="max-w-content px-gutter py-section mx-auto w-full">
      <PageHead page="payment" noindex />
      <PaymentForm actor={actor} provider={method.provider} summary={orderSummary(order, image)} />
    </div>
  );
}
