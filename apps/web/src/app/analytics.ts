import type { Order } from '@academy/contract';

/**
 * Analytics events go to the data layer (spec 7.5): view item, add to cart, begin checkout,
 * purchase, Login_Complete, Forgot_Complete, Register_Complete. A tag manager, when one is
 * configured for the deployment, reads them from there.
 *
 * The shop's events are GA4's recommended e-commerce events: `{event, ecommerce: {currency,
 * value, items}}`, each preceded by `{ecommerce: null}` so that a tag never reads the items of the
 * event before (GA4's advice for a data layer). Prices are unit prices in the user's market
 * currency as ISO 4217 (the cart's LEI is RON). This module is part of the entry: types only from
 * the contract, nothing heavier.
 */
type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

function push(entry: Record<string, unknown>) {
  const target = window as DataLayerWindow;
  target.dataLayer ??= [];
  target.dataLayer.push(entry);
}

/** A named event with its fields (the account flows' Login_Complete, Forgot_Complete, …). */
export function trackEvent(event: string, data: Record<string, unknown> = {}) {
  push({ event, ...data });
}

/** A product (or a course) as the shop's events name it. */
export interface AnalyticsItem {
  id: number | string;
  name: string;
  /** The unit price in `currency`. */
  price: number;
  /** Units; 1 when left out. */
  quantity?: number;
  brand?: string | null;
}

/** A cart line as analytics names it: its title, or its id when the line has none. */
export const analyticsItemOf = (
  line: { id: number; title?: string | null },
  price: number,
  quantity: number,
): AnalyticsItem => ({ id: line.id, name: line.title ?? `#${line.id}`, price, quantity });

/** GA4's item: `item_id` is a string; the brand only when known. */
function gaItem(item: AnalyticsItem, index?: number) {
  return {
    item_id: String(item.id),
    item_name: item.name,
    ...(item.brand ? { item_brand: item.brand } : {}),
    ...(index === undefined ? {} : { index }),
    price: item.price,
    quantity: item.quantity ?? 1,
  };
}

/** The cart labels Romania's RON as LEI (spec 9); analytics wants the ISO code. */
const isoCurrency = (currency: string) => (currency.toUpperCase() === 'LEI' ? 'RON' : currency);

/** Money to the cent, so that 0.1 + 0.2 is 0.3. */
const cents = (amount: number) => Math.round(amount * 100) / 100;

const itemsValue = (items: readonly AnalyticsItem[]) =>
  cents(items.reduce((sum, item) => sum + item.price * (item.quantity ?? 1), 0));

function pushEcommerce(event: string, ecommerce: Record<string, unknown>) {
  push({ ecommerce: null });
  push({ event, ecommerce });
}

/** `view_item_list`: a list of products was shown (the shop listing's page, similar products). */
export function trackViewItemList(
  list: { id: string; name: string },
  items: readonly AnalyticsItem[],
  currency: string,
) {
  pushEcommerce('view_item_list', {
    item_list_id: list.id,
    item_list_name: list.name,
    currency: isoCurrency(currency),
    items: items.map((item, index) => gaItem(item, index)),
  });
}

/** `view_item`: one product's page was shown. */
export function trackViewItem(item: AnalyticsItem, currency: string) {
  pushEcommerce('view_item', {
    currency: isoCurrency(currency),
    value: itemsValue([item]),
    items: [gaItem(item)],
  });
}

/** `add_to_cart`: units put in the cart (a new line, or a line's quantity raised by `quantity`). */
export function trackAddToCart(item: AnalyticsItem, currency: string) {
  pushEcommerce('add_to_cart', {
    currency: isoCurrency(currency),
    value: itemsValue([item]),
    items: [gaItem(item)],
  });
}

/** `remove_from_cart`: units taken out (a line removed, or its quantity lowered by `quantity`). */
export function trackRemoveFromCart(item: AnalyticsItem, currency: string) {
  pushEcommerce('remove_from_cart', {
    currency: isoCurrency(currency),
    value: itemsValue([item]),
    items: [gaItem(item)],
  });
}

/** `begin_checkout`: the order form was opened with these cart lines. */
export function trackBeginCheckout(items: readonly AnalyticsItem[], currency: string) {
  pushEcommerce('begin_checkout', {
    currency: isoCurrency(currency),
    value: itemsValue(items),
    items: items.map((item) => gaItem(item)),
  });
}

/** `add_payment_info`: the buyer chose how to pay (card or cash) for these lines. */
export function trackAddPaymentInfo(
  items: readonly AnalyticsItem[],
  currency: string,
  paymentType: Order['payment_type'],
) {
  pushEcommerce('add_payment_info', {
    currency: isoCurrency(currency),
    value: itemsValue(items),
    payment_type: paymentType,
    items: items.map((item) => gaItem(item)),
  });
}

type PurchasedOrder = Pick<Order, 'id' | 'currency' | 'total' | 'delivery_price' | 'items'>;

/**
 * `purchase`: an order was placed (cash) or paid (card), with the server's totals: `value` is
 * what the buyer pays (after cashback, with delivery), `shipping` the delivery. A product line is
 * named by its product id, a course line by its course id.
 */
export function trackPurchase(order: PurchasedOrder) {
  pushEcommerce('purchase', {
    transaction_id: String(order.id),
    currency: isoCurrency(order.currency),
    value: order.total,
    shipping: order.delivery_price,
    items: order.items.map((line) =>
      gaItem({
        id: line.product ?? line.course ?? line.id,
        name: line.title,
        price: line.unit_price,
        quantity: line.quantity,
      }),
    ),
  });
}
