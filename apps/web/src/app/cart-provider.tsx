import { isShopClient } from '@academy/contract/shop-client';
import {
  type CartActorRef,
  type CartInput,
  type CartSyncUser,
  selectCartSummary,
  selectCartSummaryAtStart,
} from '@academy/machines';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { restoreCart } from './cart-store';
import { DeferredActor, useDeferredStart, useDeferredView } from './deferred-actor';
import { type DeferredSession, useSession, useSessionActor } from './session-provider';
import { useLanguage } from './use-language';

/** What the cart's actor is made with: the restored cart, and the session its logout goes to. */
export interface CartStart {
  input: CartInput;
  session: DeferredSession;
}

type CartSummary = ReturnType<typeof selectCartSummary>;
type DeferredCart = DeferredActor<CartActorRef, CartSummary, CartStart>;

const CartContext = createContext<DeferredCart | null>(null);

const loadCartMachine = async () => (await import('./cart-machine')).createCartActor;
/** For a logged-in user the server's cart, loaded with its calls (the shop-data chunk). */
const serverCart = () => import('./server-cart');

/**
 * The cart (spec 4, Cart): the first render shows the restored cart's count (as the machine
 * starts), and the cart machine (cart-machine.ts) loads after it and drives it. For a logged-in
 * user the cart-sync machine keeps the server's copy (`GET /cart/` joined at login, `PUT /cart/`
 * after changes, retried; server-cart.ts); a logout keeps the browser's cart as it is.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const sessionActor = useSessionActor();
  const language = useLanguage();
  const user: CartSyncUser | null =
    session.isLoggedIn && session.user
      ? { id: session.user.id, language, profile: session.profile ?? null }
      : null;

  const [cart] = useState((): DeferredCart => {
    const input: CartInput = {
      items: restoreCart(),
      isLoggedIn: session.isLoggedIn,
      city: session.profile?.city ?? null,
      isClient: isShopClient(session.profile?.type),
    };
    const view = selectCartSummaryAtStart(input);
    return new DeferredActor({
      view,
      select: selectCartSummary,
      start: { input, session: sessionActor },
    });
  });
  useDeferredStart(cart, loadCartMachine);

  useEffect(() => {
    cart.send({
      type: 'session.change',
      isLoggedIn: session.isLoggedIn,
      city: session.profile?.city ?? null,
      isClient: isShopClient(session.profile?.type),
    });
  }, [cart, session.isLoggedIn, session.profile]);

  // Logged in (a stored session at start, or a login): the cart-sync machine keeps the server's
  // copy until logout or another user; it loads with its calls, for a logged-in user only.
  const userId = user?.id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per user; the profile and language of that moment
  useEffect(() => {
    if (user === null) return;
    const sync = Promise.all([cart.running(), serverCart()]).then(
      ([actor, { startCartSync }]) => startCartSync(actor, user),
      // The cart still works without the server's: it is joined at the next start.
      (error) => console.warn('cart', error),
    );
    return () => void sync.then((running) => running?.stop());
  }, [cart, userId]);

  return <CartContext.Provider value={cart}>{children}</CartContext.Provider>;
}

/** The cart's actor, deferred (cart-actor.ts gives the running one). */
export function useDeferredCart(): DeferredCart {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('the cart needs a CartProvider');
  return cart;
}

/** Count, total and currency; compared field by field, so an unchanged cart re-renders nothing. */
export function useCartSummary() {
  return useDeferredView(useDeferredCart());
}
