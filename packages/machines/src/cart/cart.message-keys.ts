/**
 * Every message key the cart flow can emit; the texts are in the ui kit's
 * `flows` namespace (packages/ui/src/i18n/flows/<language>.json), checked by its i18n test.
 */
export const CART_MESSAGE_KEYS = [
  'cart.title',
  'cart.addToCart',
  'cart.added',
  'cart.notInStock',
  'cart.makeOrder',
  'cart.empty',
  'cart.total',
  'cart.droppedItems',
] as const;

export type CartMessageKey = (typeof CART_MESSAGE_KEYS)[number];
