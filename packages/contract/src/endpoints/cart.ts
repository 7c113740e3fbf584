import { cartRequestSchema, cartSchema } from '../cart';
import { endpoint } from '../endpoint';

/** The paths several methods of this file share, each written once. */
const CART_PATH = '/cart/';

const common = { tag: 'shop', auth: 'token', designed: true } as const;

/** The logged-in user's cart kept on the server, so that it follows them to other devices. */
export const get = endpoint({
  ...common,
  method: 'get',
  paths: [CART_PATH],
  summary: "The logged-in user's cart as the server keeps it (ids descending)",
  responses: { 200: { description: 'Cart', schema: cartSchema } },
});

export const put = endpoint({
  ...common,
  method: 'put',
  paths: [CART_PATH],
  summary:
    "Replaces the logged-in user's kept cart with these lines (an empty list empties it); " +
    'a product twice counts once with its larger quantity, unknown product ids are dropped; ' +
    'answers the cart as saved',
  body: cartRequestSchema,
  responses: {
    200: { description: 'Cart as saved', schema: cartSchema },
    400: { description: 'Field errors (ids, quantities 1 to 1000, at most 100 lines)' },
  },
});
