import type { Language } from '@academy/contract/languages';
import { courseCheckoutPrefill } from '@academy/machines';
import { PurchaseSuccess } from '@academy/ui';
import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router-dom';
import { type Order, orders } from '../../api/orders';
import { PageHead } from '../../app/page-head';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { useSession } from '../../app/session-provider';
import { currentToken } from '../../app/session-store';
import { languageOf } from '../language-loader';
import { orderedCourse, orderSummary } from '../payment/order-summary';

/**
 * Back from a bank's hosted payment page (its okUrl names the payment, `payId`), the order may be
 * confirmed a moment later: it is asked again this often, this many times, before the page gives
 * up and sends the buyer to the payment page. (Each look makes the server ask the bank.)
 */
const CONFIRM_EVERY_MS = 1000;
const CONFIRM_TRIES = 10;

/** The order, asked again while it is pending and the bank has just sent the buyer back. */
async function confirmedOrder(
  id: string,
  fromBank: boolean,
  language: Language,
): Promise<Order | null> {
  let order = await orders.get(id, language);
  for (let tries = 1; fromBank && order?.status === 'pending' && tries < CONFIRM_TRIES; tries++) {
    await new Promise((done) => setTimeout(done, CONFIRM_EVERY_MS));
    order = await orders.get(id, language);
  }
  return order;
}

/**
 * The paid order (`?order={id}`, or `?orderId={id}&payId=…` from the bank's hosted page) and the
 * access of its course (the player's address). A visitor gets no data (the login guard); a missing
 * order goes to the dashboard's orders, an unpaid one to its payment, unless it is a shop order to
 * pay in cash on delivery.
 */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const paths = pathsFor(language);
  if (!currentToken()) return { language, order: null, accessId: null };
  const query = new URL(args.request.url).searchParams;
  const id = query.get('order') ?? query.get('orderId') ?? '';
  const order = /^\d+$/.test(id) ? await confirmedOrder(id, query.has('payId'), language) : null;
  if (!order || order.status === 'cancelled') throw redirect(paths.dashboard.orders());
  // A cash shop order is placed unpaid (paid on delivery); any other unpaid order goes to pay.
  const cashOnDelivery = order.kind === 'shop' && order.payment_type === 'cash';
  if (order.status === 'pending' && !cashOnDelivery) {
    throw redirect(paths.payment({ order: order.id }));
  }
  const course = await orderedCourse(language, order);
  return { language, order, accessId: course?.access_id ?? null, image: course?.image ?? null };
}

const successKind = (order: Order) =>
  order.kind === 'course' ? 'course' : order.payment_type === 'cash' ? 'shopCash' : 'shopCard';

/**
 * Checkout success (spec 2.1, content designed): thanks, what was bought, what happens next, and
 * the main action: the course's player (the dashboard's courses when its access is unknown), or
 * the shop again after a shop order.
 */
export function Page() {
  const data = useLoaderData<typeof loader>();
  const { user } = useSession();
  if (!data.order) return null;
  const paths = pathsFor(data.language);
  const summary = orderSummary(data.order, data.image);
  return (
    <div className="max-w-content px-gutter py-section mx-auto w-full">
      <PageHead page="checkoutSuccess" noindex />
      <PurchaseSuccess
        orderId={data.order.id}
        items={summary.items}
        total={summary.total}
        currency={summary.currency}
        promo={summary.promo}
        email={courseCheckoutPrefill({ login: user?.username }).email || null}
        kind={successKind(data.order)}
        nextHref={
          data.order.kind === 'shop'
            ? paths.shopCategory()
            : data.accessId === null
              ? paths.dashboard.courses()
              : paths.courseInner(data.accessId)
        }
        ordersHref={paths.dashboard.orders()}
        LinkComponent={RouterLink}
      />
    </div>
  );
}
