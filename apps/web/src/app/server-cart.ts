import type { Language } from '@academy/contract/languages';
import type { CartEntry } from '@academy/contract/rules';
import {
  type CartActorRef,
  type CartItem,
  type CartSyncActorRef,
  type CartSyncUser,
  cartSyncMachine,
  type SessionData,
} from '@academy/machines';
import { createActor, fromPromise } from 'xstate';
import { serverCart } from '../api/cart';

/**
 * The cart the server kept for the user, as items the cart machine can join to the browser's
 * (`cart.merge`): a line the browser has goes as it is (the machine keeps the browser's details),
 * the others with their product's details (cart-details.ts, loaded only then). Loaded by the cart
 * provider once a user is logged in, never by the entry.
 */
async function serverCartItems(
  local: readonly CartItem[],
  language: Language,
  profile: SessionData['profile'] | null | undefined,
): Promise<CartItem[]> {
  const lines = await serverCart.get();
  const known = (line: CartEntry) => local.some((item) => item.id === line.id);
  const missing = lines.filter((line) => !known(line));
  const completed = missing.length
    ? await (await import('./cart-details')).cartItemsOf(missing, language, profile)
    : [];
  return lines.flatMap((line) => {
    if (known(line)) return [line];
    const item = completed.find((candidate) => candidate.id === line.id);
    return item ? [item] : [];
  });
}

/**
 * Starts keeping the server's copy of a logged-in user's cart (the cart-sync machine with the
 * calls above); the caller stops it at logout. Here, not in the cart provider, so that the
 * machine loads with the calls, for a logged-in user only, off Home's JavaScript.
 */
export function startCartSync(cart: CartActorRef, user: CartSyncUser): CartSyncActorRef {
  const machine = cartSyncMachine.provide({
    actors: {
      loadServerCart: fromPromise(({ input }) =>
        serverCartItems(input.local, input.user.language, input.user.profile),
      ),
      saveServerCart: fromPromise(({ input }) => serverCart.put(input.lines)),
    },
    // The person sees nothing (spec 8, the cart works offline); the console says why.
    actions: { logError: (_, { error }) => console.warn('cart', error) },
  });
  return createActor(machine, { input: { cart, user } }).start();
}
