import { z } from 'zod';
import { CART_MAX_LINES, CART_MAX_QUANTITY } from './cart-lines';
import { positiveIntSchema } from './common';

/** One line of a cart or an order: a product id and a whole quantity of 1 to 1000. */
export const cartLineSchema = z.object({
  id: positiveIntSchema,
  cnt: z.number().int('Quantity must be a whole number.').min(1).max(CART_MAX_QUANTITY),
});

/**
 * Designed: `PUT /cart/` (Token): the logged-in user's whole cart, replacing the one the server
 * kept (an empty list empties it). Unknown product ids are dropped, not refused.
 */
export const cartRequestSchema = z.object({
  items: z.array(cartLineSchema).max(CART_MAX_LINES),
});
export type CartRequest = z.input<typeof cartRequestSchema>;

/** Designed: `GET /cart/` and `PUT /cart/` answer: the kept lines, ids descending (spec 9). */
export const cartSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), cnt: z.number().int() })),
});
export type ServerCart = z.infer<typeof cartSchema>;
