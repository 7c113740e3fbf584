import type { CartActorRef } from '@academy/machines';
import { createCartActor } from './cart-machine';
import { useDeferredCart } from './cart-provider';

/**
 * The cart's running actor, started now if its module had not loaded yet: for the pages that
 * read the cart's lines or hand the actor to their own flow (the shop, the checkout), which
 * bring the machine's code with their own.
 */
export function useRunningCart(): CartActorRef {
  return useDeferredCart().run(createCartActor);
}
