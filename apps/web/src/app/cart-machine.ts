import {
  type CartActorRef,
  type CartLineChange,
  cartCurrencyForCity,
  cartMachine,
  cartUnitPrice,
} from '@academy/machines';
import { createActor, fromPromise } from 'xstate';
import { analyticsItemOf, trackAddToCart, trackRemoveFromCart } from './analytics';
import type { CartStart } from './cart-provider';
import { storeCart } from './cart-store';

/** The stock check loads with its call (the shop-data chunk, not the entry's). */
const shopApi = async () => (await import('../api/shop')).shop;

/**
 * The analytics of a person's change (spec 7.5): `add_to_cart` for the units a line gained,
 * `remove_from_cart` for those it lost, priced in the cart's currency.
 */
function trackCartChanges(
  changes: readonly CartLineChange[],
  pricing: { city: string | null; isClient: boolean },
) {
  const currency = cartCurrencyForCity(pricing.city);
  for (const { item: line, quantity } of changes) {
    const item = analyticsItemOf(
      line,
      cartUnitPrice(line, currency, pricing.isClient),
      Math.abs(quantity),
    );
    if (quantity > 0) trackAddToCart(item, currency);
    else trackRemoveFromCart(item, currency);
  }
}

/**
 * The cart machine with the app's side effects (spec 4, Cart): kept in localStorage, stock
 * checked with `GET /check-stock/`, a failed shop load logs the user out, a person's adds and
 * removals go to analytics. Loaded after the first render (cart-provider.tsx), or with a page
 * that reads the cart itself (cart-actor.ts).
 */
export function createCartActor({ input, session }: CartStart): CartActorRef {
  const machine = cartMachine.provide({
    actions: {
      persistCart: (_, { items }) => storeCart(items),
      trackChanges: ({ context }, { changes }) => trackCartChanges(changes, context),
      logout: () => session.send({ type: 'session.logout' }),
    },
    actors: {
      checkStock: fromPromise(async ({ input }) => (await shopApi()).activeProducts(input.ids)),
    },
  });
  return createActor(machine, { input });
}
