import { coursePaymentMachine } from '@academy/machines';
import { PaymentForm } from '@academy/ui';
import { useActorRef } from '@xstate/react';
import { type LoaderFunctionArgs, redirect, useLoaderData, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { type Order, orders, PAYMENT_PROVIDER } from '../../api/orders';
import { trackPurchase } from '../../app/analytics';
import { PageHead } from '../../app/page-head';
import { pathsFor } from '../../app/paths';
import { useSession } from '../../app/session-provider';
import { currentToken } from '../../app/session-store';
import { languageOf } from '../language-loader';
import { orderedCourse, orderSummary } from './order-summary';

/**
 * The order to pay (`?order={id}`). A visitor gets no data (the login guard sends them to login
 * and back); a missing order goes to the dashboard's orders; a paid one to its success page.
 */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const paths = pathsFor(language);
  if (!currentToken()) return { language, order: null, image: null };
  const id = new URL(args.request.url).searchParams.get('order') ?? '';
  const order = /^\d+$/.test(id) ? await orders.get(id) : null;
  if (!order || order.status === 'cancelled') throw redirect(paths.dashboard.orders());
  if (order.status === 'paid') throw redirect(paths.checkoutSuccess({ order: order.id }));
  const course = await orderedCourse(language, order);
  return { language, order, image: course?.image ?? null };
}

/** Payment (spec 2.1, content designed: issue 11): the order summary beside the card form. */
export function Page() {
  const { language, order, image } = useLoaderData<typeof loader>();
  return order ? <PaymentPage language={language} order={order} image={image} /> : null;
}

function PaymentPage({
  language,
  order,
  image,
}: {
  language: Parameters<typeof pathsFor>[0];
  order: Order;
  image: string | null;
}) {
  const navigate = useNavigate();
  const { profile } = useSession();
  const paths = pathsFor(language);
  const actor = useActorRef(
    coursePaymentMachine.provide({
      actors: {
        payOrder: fromPromise(({ input }) => orders.pay(order.id, input.cardNumber)),
      },
      actions: {
        // Paid: the payment page is not one to come back to.
        showSuccess: () => {
          trackPurchase(order);
          const path = paths.checkoutSuccess({ order: order.id });
          void navigate(path, { replace: true });
        },
        logError: (_, { error }) => console.warn('payment', error),
      },
    }),
    { input: { card: { holderName: profile?.name ?? '' } } },
  );
  return (
    <div className="max-w-content px-gutter py-section mx-auto w-full">
      <PageHead page="payment" noindex />
      <PaymentForm actor={actor} provider={PAYMENT_PROVIDER} summary={orderSummary(order, image)} />
    </div>
  );
}
