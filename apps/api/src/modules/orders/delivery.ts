import type { Market } from '@academy/contract';

export interface Delivery {
  price: number;
  /** Outside the free-delivery rules the customer pays the carrier by weight and address. */
  byWeight: boolean;
}

/** Spec 9: Chisinau is the capital rule of Moldova; any spelling of it in the city field. */
const CHISINAU = /chi[sș]in[aă]u|kishinev|кишин[её]в|chisinau/i;

/** Designed fees below the thresholds (the spec gives only the free-delivery thresholds). */
export const DELIVERY_FEES = { mdCapital: 50, mdRegions: 70, ro: 25 } as const;

/**
 * Spec 9, free delivery: Moldova — Chisinau over 1200 lei, regions over 1500 lei; Romania —
 * over 500 lei; otherwise the customer pays shipping by weight and address. Pickup is free.
 */
export function deliveryFor(
  market: Market,
  city: string,
  deliveryType: string,
  subtotal: number,
): Delivery {
  if (deliveryType === 'pickup') return { price: 0, byWeight: false };
  if (market === 'md') {
    const capital = CHISINAU.test(city);
    const threshold = capital ? 1200 : 1500;
    return {
      price: subtotal > threshold ? 0 : capital ? DELIVERY_FEES.mdCapital : DELIVERY_FEES.mdRegions,
      byWeight: false,
    };
  }
  if (market === 'ro') return { price: subtotal > 500 ? 0 : DELIVERY_FEES.ro, byWeight: false };
  return { price: 0, byWeight: true };
}

/** Totals are rounded to one decimal (spec 9). */
export const round1 = (n: number) => Math.round(n * 10) / 10;
