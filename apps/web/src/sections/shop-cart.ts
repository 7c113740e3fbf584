import type { Product } from '@academy/contract';
import { type ShopProductSummary, selectCartAddButton } from '@academy/machines';
import { useSelector } from '@xstate/react';
import { toCartProduct } from '../api/shop';
import type { AnalyticsItem } from '../app/analytics';
import { useRunningCart } from '../app/cart-actor';

/** A card's product as the analytics events name it. */
export function analyticsItem(product: ShopProductSummary, quantity = 1): AnalyticsItem {
  return {
    id: product.id,
    name: product.title,
    price: product.price?.amount ?? 0,
    quantity,
    brand: product.brand,
  };
}

/**
 * The add-to-cart buttons of the shop's cards and product page, on the app's cart machine: each
 * product's button state ('added' for 1.5 s, then 'inCart'), and adding one with its full prices
 * (a cart line keeps every market's price, spec 3, Cart item).
 */
export function useCartButtons(products: readonly Product[]) {
  const cart = useRunningCart();
  const snapshot = useSelector(cart, (state) => state);
  return {
    stateOf: (id: number) => selectCartAddButton(snapshot, id).state,
    add: (product: Pick<ShopProductSummary, 'id'>, cnt = 1) => {
      const full = products.find((candidate) => candidate.id === product.id);
      if (full) cart.send({ type: 'cart.add', product: toCartProduct(full), cnt });
    },
  };
}
