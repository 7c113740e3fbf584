import type { CartEntry } from '@academy/contract/rules';
import { isShopClient } from '@academy/contract/shop-client';
import {
  type CartActorRef,
  type CartEvent,
  type CartItem,
  cartCurrencyForCity,
  cartMachine,
  cartUnitPrice,
  selectCartSummary,
} from '@academy/machines';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { type AnyActorRef, fromPromise, type InspectionEvent } from 'xstate';
import { trackAddToCart, trackRemoveFromCart } from './analytics';
import { useSession, useSessionActor } from './session-provider';
import { useLanguage } from './use-language';

const KEY = 'cart';
const CartContext = createContext<CartActorRef | null>(null);

/** The changes of a logged-in cart rest this long before they go to the server, as one call. */
export const CART_SYNC_DELAY_MS = 800;

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
 * Sends the cart's lines as the server's cart: the last lines once changes rest for
 * CART_SYNC_DELAY_MS, one call at a time (changes made meanwhile go in the next). A failed call is
 * let go: the next change sends the whole cart again.
 */
function createCartSync(send: (lines: CartEntry[]) => Promise<unknown>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: CartEntry[] | null = null;
  let sending = false;
  const flush = async () => {
    timer = undefined;
    if (sending || waiting === null) return;
    const lines = waiting;
    waiting = null;
    sending = true;
    try {
      await send(lines);
    } catch {
      // Silent (spec 8 keeps the cart working offline): the next change retries.
    } finally {
      sending = false;
      if (waiting !== null && timer === undefined) void flush();
    }
  };
  return {
    schedule(items: readonly CartItem[]) {
      waiting = items.map(({ id, cnt }) => ({ id, cnt }));
      clearTimeout(timer);
      timer = setTimeout(flush, CART_SYNC_DELAY_MS);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      waiting = null;
    },
  };
}

/** The changes a person makes to the cart: analytics counts these, not a merge or a stock check. */
const TRACKED: readonly CartEvent['type'][] = [
  'cart.add',
  'cart.remove',
  'cart.setQuantity',
  'cart.increment',
  'cart.decrement',
];

/**
 * The analytics of one change (spec 7.5): `add_to_cart` for the units a line gained (a new line,
 * or a quantity raised), `remove_from_cart` for those it lost (removed, or lowered).
 */
function trackCartChange(
  before: readonly CartItem[],
  after: readonly CartItem[],
  pricing: { city: string | null; isClient: boolean },
) {
  const currency = cartCurrencyForCity(pricing.city);
  const item = (line: CartItem, quantity: number) => ({
    id: line.id,
    name: line.title ?? String(line.id),
    price: cartUnitPrice(line, currency, pricing.isClient),
    quantity,
  });
  for (const line of after) {
    const delta = line.cnt - (before.find((old) => old.id === line.id)?.cnt ?? 0);
    if (delta > 0) trackAddToCart(item(line, delta), currency);
    if (delta < 0) trackRemoveFromCart(item(line, -delta), currency);
  }
  for (const line of before) {
    if (!after.some((kept) => kept.id === line.id)) {
      trackRemoveFromCart(item(line, line.cnt), currency);
    }
  }
}

/**
 * The cart's analytics, from the machine's inspection: each snapshot of the cart itself after a
 * change a person made is compared with the one before it.
 */
function cartAnalytics() {
  let before: readonly CartItem[] | null = null;
  return (inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.snapshot') return;
    if ((inspection.actorRef as AnyActorRef).sessionId !== inspection.rootId) return;
    const { context } = inspection.snapshot as ReturnType<CartActorRef['getSnapshot']>;
    const changed = (TRACKED as readonly string[]).includes(inspection.event.type);
    if (changed && before !== null && before !== context.items) {
      trackCartChange(before, context.items, context);
    }
    before = context.items;
  };
}

/**
 * The cart machine with the app's side effects (spec 4, Cart): kept in localStorage and restored
 * at start, stock checked with `GET /check-stock/`, a failed shop load logs the user out. For a
 * logged-in user the cart is also kept on the server: once logged in (at start or at login) the
 * server's lines join the browser's (`cart.merge`, details fetched for the lines the browser lacks),
 * and every change is sent back (`PUT /cart/`, the changes of CART_SYNC_DELAY_MS in one call). A
 * logout keeps the browser's cart as it is. Adds and removals go to analytics.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const sessionActor = useSessionActor();
  const language = useLanguage();
  const [sync] = useState(() =>
    createCartSync(async (lines) => (await serverCart()).saveServerCart(lines)),
  );
  const [inspect] = useState(cartAnalytics);
  const actor = useActorRef(
    cartMachine.provide({
      actions: {
        persistCart: (_, { items }) => {
          try {
            localStorage.setItem(KEY, JSON.stringify(items));
          } catch {}
        },
        syncCart: (_, { items }) => sync.schedule(items),
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
      inspect,
    },
  );

  // A provider that goes (a test's unmount, a remount) sends nothing after it.
  useEffect(() => () => sync.cancel(), [sync]);

  useEffect(() => {
    actor.send({
      type: 'session.change',
      isLoggedIn: session.isLoggedIn,
      city: session.profile?.city ?? null,
      isClient: isShopClient(session.profile?.type),
    });
  }, [actor, session.isLoggedIn, session.profile]);

  // Logged in (a stored session at start, or a login): the server's cart joins the browser's.
  // Logged out: nothing more goes to the server.
  const userId = session.user?.id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per user; the profile and language of that moment
  useEffect(() => {
    if (!session.isLoggedIn) {
      sync.cancel();
      return;
    }
    let current = true;
    void (async () => {
      try {
        const { serverCartItems } = await serverCart();
        const local = actor.getSnapshot().context.items;
        const items = await serverCartItems(local, language, session.profile);
        if (current) actor.send({ type: 'cart.merge', items });
      } catch (error) {
        // The cart still works without the server's: it is sent again with the next change.
        console.warn('cart', error);
      }
    })();
    return () => {
      current = false;
    };
  }, [actor, sync, session.isLoggedIn, userId]);

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
