import type { Market } from './markets';

/**
 * Delivery and payment of the order form and its free-delivery rules (spec 3, Order form;
 * spec 9, Free delivery), for the checkout page and the server's order total alike.
 * Free of zod (`@academy/contract/rules`).
 */
export const DELIVERY_TYPES = [
  'courier',
  'office',
  'pickup',
  'carrier_courier',
  'carrier_office',
] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
export const PAYMENT_TYPES = ['cash', 'card'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Free delivery over these subtotals, in the market's lei. */
export const FREE_DELIVERY_FROM = { mdCapital: 1200, mdRegions: 1500, ro: 500 } as const;
/** Designed fees below the thresholds (the spec gives only the free-delivery thresholds). */
export const DELIVERY_FEES = { mdCapital: 50, mdRegions: 70, ro: 25 } as const;

/** Chisinau, Moldova's capital rule, in any spelling of the city field. */
const CHISINAU = /chi[sș]in[aă]u|kishinev|кишин[её]в/i;

export interface Delivery {
  price: number;
  /** Outside the free-delivery rules the customer pays the carrier by weight and address. */
  byWeight: boolean;
}

/** The free-delivery zones of spec 9: Chisinau, Moldova's regions, Romania. */
export type DeliveryZone = keyof typeof FREE_DELIVERY_FROM;

/** The zone of a delivery to `city` in `market`; null where shipping is paid by weight. */
function deliveryZone(market: Market, city: string): DeliveryZone | null {
  if (market === 'md') return CHISINAU.test(city) ? 'mdCapital' : 'mdRegions';
  if (market === 'ro') return 'ro';
  return null;
}

/**
 * The subtotal above which delivery is free for this market, city and delivery type (spec 9);
 * null when there is no such threshold: shop pickup (always free) and the markets where the
 * customer pays the carrier by weight.
 */
export function freeDeliveryFrom(
  market: Market,
  city: string,
  deliveryType: string,
): number | null {
  if (deliveryType === 'pickup') return null;
  const zone = deliveryZone(market, city);
  return zone ? FREE_DELIVERY_FROM[zone] : null;
}

/**
 * Moldova: Chisinau over 1200 lei, regions over 1500 lei; Romania: over 500 lei; otherwise the
 * customer pays shipping by weight and address. Pickup is free.
 */
export function deliveryFor(
  market: Market,
  city: string,
  deliveryType: string,
  subtotal: number,
): Delivery {
  if (deliveryType === 'pickup') return { price: 0, byWeight: false };
  const from = freeDeliveryFrom(market, city, deliveryType);
  const zone = deliveryZone(market, city);
  if (from === null || zone === null) return { price: 0, byWeight: true };
  return { price: subtotal > from ? 0 : DELIVERY_FEES[zone], byWeight: false };
}
