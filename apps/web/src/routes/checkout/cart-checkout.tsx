import type { Language } from '@academy/contract/languages';
import { isShopClient } from '@academy/contract/shop-client';
import {
  type CartLine,
  checkoutMachine,
  checkoutPrefillFromOrder,
  courseCheckoutPrefill,
  selectCart,
} from '@academy/machines';
import { Cart, ShopCheckout } from '@academy/ui';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { shop } from '../../api/shop';
import {
  type AnalyticsItem,
  analyticsItemOf,
  trackAddPaymentInfo,
  trackBeginCheckout,
  trackPurchase,
} from '../../app/analytics';
import { useRunningCart } from '../../app/cart-actor';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { useSession } from '../../app/session-provider';

const analyticsItems = (lines: readonly CartLine[]): AnalyticsItem[] =>
  lines.map((line) => analyticsItemOf(line, line.unitPrice, line.cnt));

/**
 * The shop's checkout (spec 5, Checkout): the cart, checked for stock on entering (spec 4), beside
 * the order form with the server's totals. A card order goes to its payment, a cash order to the
 * thanks page; the cart is emptied once the order is placed.
 */
export function CartCheckout({
  language,
  countries,
  lastContact,
}: {
  language: Language;
  countries: readonly string[];
  /** The contact of the buyer's last shop order: its phone and address start the form. */
  lastContact: Readonly<Record<string, string>> | null;
}) {
  const navigate = useNavigate();
  const session = useSession();
  const paths = pathsFor(language);
  const cart = useRunningCart();
  const { isEmpty } = useSelector(cart, selectCart, shallowEqual);
  const clientStore = isShopClient(session.profile?.type);
  const go = (path: string) => void navigate(path);

  // The last order's phone and address, the profile's name, e-mail and (shop) country.
  const prefill = () => {
    const fromOrder = checkoutPrefillFromOrder(lastContact);
    const country = session.profile?.city ?? '';
    return {
      ...fromOrder,
      ...courseCheckoutPrefill({ name: session.profile?.name, login: session.user?.username }),
      country: countries.includes(country) ? country : (fromOrder.country ?? ''),
    };
  };
  const actor = useActorRef(
    checkoutMachine.provide({
      actors: {
        quoteOrder: fromPromise(({ input }) =>
          shop.quote(language, { ...input, client_store: clientStore }),
        ),
        submitOrder: fromPromise(async ({ input }) => {
          const order = await shop.order(language, {
            ...input.body,
            items: input.items,
            client_store: clientStore,
          });
          const items = analyticsItems(selectCart(cart.getSnapshot()).lines);
          trackAddPaymentInfo(items, order.currency, order.payment_type);
          // A card order is a purchase once paid (the payment page tells it).
          if (order.payment_type === 'cash') trackPurchase(order);
          return order;
        }),
      },
      actions: {
        clearCart: () => cart.send({ type: 'cart.clear' }),
        openPayment: (_, { orderId }) => go(paths.payment({ order: orderId })),
        openOrderSuccess: (_, { orderId }) => go(paths.checkoutSuccess({ order: orderId })),
        logError: (_, { error }) => console.warn('checkout', error),
        beginCheckout: () => {
          const { lines, currency } = selectCart(cart.getSnapshot());
          if (lines.length > 0) trackBeginCheckout(analyticsItems(lines), currency);
        },
      },
    }),
    // The machine follows the cart: its stock checked on entering, its lines quoted and ordered.
    { input: { form: prefill(), cart } },
  );

  // Once placed, the emptied cart is not shown while the next page opens.
  const placed = useSelector(actor, (snapshot) => snapshot.context.order !== null);
  const cartView = (
    <Cart actor={cart} shopHref={paths.shopCategory()} LinkComponent={RouterLink} titleLevel={2} />
  );
  return (
    <div className="max-w-content px-gutter py-section mx-auto w-full">
      {isEmpty && !placed ? (
        cartView
      ) : (
        <ShopCheckout
          actor={actor}
          countries={countries}
          termsHref={paths.paymentPolicy()}
          cart={cartView}
          titleLevel={1}
        />
      )}
    </div>
  );
}
