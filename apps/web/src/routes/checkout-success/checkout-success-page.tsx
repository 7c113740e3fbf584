import { courseCheckoutPrefill } from '@academy/machines';
import { PurchaseSuccess } from '@academy/ui';
import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router-dom';
import { orders } from '../../api/orders';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { useSession } from '../../app/session-provider';
import { currentToken } from '../../app/session-store';
import { languageOf } from '../language-loader';
import { orderedCourse, orderSummary } from '../payment/order-summary';

/**
 * The paid order (`?order={id}`) and the access of its course (the player's address). A visitor
 * gets no data (the login guard); a missing order goes to the dashboard's orders, an unpaid one
 * to its payment.
 */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const paths = pathsFor(language);
  if (!currentToken()) return { language, order: null, accessId: null };
  const id = new URL(args.request.url).searchParams.get('order') ?? '';
  const order = /^\d+$/.test(id) ? await orders.get(id) : null;
  if (!order || order.status === 'cancelled') throw redirect(paths.dashboard.orders());
  if (order.status === 'pending') throw redirect(paths.payment({ order: order.id }));
  const course = await orderedCourse(language, order);
  return { language, order, accessId: course?.access_id ?? null, image: course?.image ?? null };
}

/**
 * Checkout success (spec 2.1, content designed: issue 11): thanks, what was paid, what happens
 * next, and the button that opens the course (the dashboard's courses when its access is unknown).
 */
export function Page() {
  const data = useLoaderData<typeof loader>();
  const { user } = useSession();
  if (!data.order) return null;
  const paths = pathsFor(data.language);
  const summary = orderSummary(data.order, data.image);
  return (
    <div className="max-w-content px-gutter py-section mx-auto w-full">
      <PurchaseSuccess
        orderId={data.order.id}
        items={summary.items}
        total={summary.total}
        currency={summary.currency}
        email={courseCheckoutPrefill({ login: user?.username }).email || null}
        courseHref={
          data.accessId === null ? paths.dashboard.courses() : paths.courseInner(data.accessId)
        }
        ordersHref={paths.dashboard.orders()}
        LinkComponent={RouterLink}
      />
    </div>
  );
}
