import { type EventObject, fromCallback } from 'xstate';
import type { CartActorRef } from './cart.machine';
import type { CartItem } from './cart.rules';

/** The cart's lines changed (sent by `watchCart` to the machine that invoked it). */
export interface CartUpdatedEvent {
  type: 'cart.updated';
  items: readonly CartItem[];
  /** Whether the cart holds a logged-in user's lines at that moment. */
  isLoggedIn: boolean;
}

/**
 * Tells the invoking machine each new version of the cart's lines, so a flow that depends on the
 * cart (its server copy, the checkout's totals) follows it through events instead of the page
 * bridging them. Without a cart (a view's story) it tells nothing.
 */
export const watchCart = fromCallback<EventObject, { cart: CartActorRef | null }>(
  ({ input, sendBack }) => {
    const { cart } = input;
    if (!cart) return;
    let last = cart.getSnapshot().context.items;
    const subscription = cart.subscribe(({ context }) => {
      if (context.items === last) return;
      last = context.items;
      sendBack({
        type: 'cart.updated',
        items: context.items,
        isLoggedIn: context.isLoggedIn,
      } satisfies CartUpdatedEvent);
    });
    return () => subscription.unsubscribe();
  },
);
