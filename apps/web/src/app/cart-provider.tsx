import { isShopClient } from '@academy/contract/shop-client';
import {
  type CartActorRef,
  type CartItem,
  cartMachine,
  selectCartSummary,
} from '@academy/machines';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { fromPromise } from 'xstate';
import { useSession, useSessionActor } from './session-provider';

const KEY = 'cart';
const CartContext = createContext<CartActorRef | null>(null);

function restoreCart(): CartItem[] {
  try {
    const items = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(items) ? (items as CartItem[]) : [];
  } catch {
    return [];
  }
}

/**
 * The cart machine with the app's side effects (spec 4, Cart): kept in localStorage and restored
 * at start, stock checked with `GET /check-stock/`, and a failed shop load logs the user out.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const sessionActor = useSessionActor();
  const actor = useActorRef(
    cartMachine.provide({
      actions: {
        persistCart: (_, { items }) => {
          try {
            localStorage.setItem(KEY, JSON.stringify(items));
          } catch {}
        },
        logout: () => sessionActor.send({ type: 'session.logout' }),
      },
      actors: {
        // The shop calls load with the first check (the shop-data chunk, not the entry's).
        checkStock: fromPromise(async ({ input }) =>
          (await import('../api/shop')).shop.activeProducts(input.ids),
        ),
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
