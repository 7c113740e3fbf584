import { isShopClient } from '@academy/contract/shop-client';
import {
  type CartActorRef,
  type CartItem,
  type CartLineChange,
  type CartSyncUser,
  cartCurrencyForCity,
  cartMachine,
  cartUnitPrice,
  selectCartSummary,
} from '@academy/machines';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { fromPromise } from 'xstate';
import { analyticsItemOf, trackAddToCart, trackRemoveFromCart } from './analytics';
import { useSession, useSessionActor } from './session-provider';
import { useLanguage } from './use-language';

const KEY = 'cart';
const CartContext = createContext<CartActorRef | null>(null);

/**
 * The shop's calls load with the first one needed (the shop-data chunk, not the entry's): the
 * stock check, and for a logged-in user the server's cart.
 */
const shopApi = async () => (await import('../api/shop')).shop;
const serverCart = () => import('./server-cart');

function restoreCart(): CartItem[] {
  try {
    const items = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(items) ? (items as CartItem[]) : [];
  } catch {
    return [];
  }
}

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
 * The cart machine with the app's side effects (spec 4, Cart): kept in localStorage and restored
 * at start, stock checked with `GET /check-stock/`, a failed shop load logs the user out, a
 * person's adds and removals go to analytics. For a logged-in user the cart-sync machine keeps
 * the server's copy (`GET /cart/` joined at login, `PUT /cart/` after changes, retried;
 * server-cart.ts); a logout keeps the browser's cart as it is.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const sessionActor = useSessionActor();
  const language = useLanguage();
  const user: CartSyncUser | null =
    session.isLoggedIn && session.user
      ? { id: session.user.id, language, profile: session.profile ?? null }
      : null;

  const actor = useActorRef(
    cartMachine.provide({
      actions: {
        persistCart: (_, { items }) => {
          try {
            localStorage.setItem(KEY, JSON.stringify(items));
          } catch {}
        },
        trackChanges: ({ context }, { changes }) => trackCartChanges(changes, context),
        logout: () => sessionActor.send({ type: 'session.logout' }),
      },
      actors: {
        checkStock: fromPromise(async ({ input }) => (await shopApi()).activeProducts(input.ids)),
      },
    }),
    {
      input: {
        items: restoreCart(),
        isLoggedIn: session.isLoggedIn,
        city: session.profile?.city ?? null,
        isClient: isShopClient(session.profile?.type),
      },
    },
  );

  useEffect(() => {
    actor.send({
      type: 'session.change',
      isLoggedIn: session.isLoggedIn,
      city: session.profile?.city ?? null,
      isClient: isShopClient(session.profile?.type),
    });
  }, [actor, session.isLoggedIn, session.profile]);

  // Logged in (a stored session at start, or a login): the cart-sync machine keeps the server's
  // copy until logout or another user; it loads with its calls, for a logged-in user only.
  const userId = user?.id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per user; the profile and language of that moment
  useEffect(() => {
    if (user === null) return;
    const sync = serverCart().then(
      ({ startCartSync }) => startCartSync(actor, user),
      // The cart still works without the server's: it is joined at the next start.
      (error) => console.warn('cart', error),
    );
    return () => void sync.then((running) => running?.stop());
  }, [actor, userId]);

  return <CartContext.Provider value={actor}>{children}</CartContext.Provider>;
}

export function useCartActor(): CartActorRef {
  const actor = useContext(CartContext);
  if (!actor) throw new Error('useCartActor needs a CartProvider');
  return actor;
}

/** Count, total and currency; compared field by field, so an unchanged cart re-renders nothing. */
export function useCartSummary() {
  return useSelector(useCartActor(), selectCartSummary, shallowEqual);
}
