import { describe, expect, it } from 'vitest';
import { DELIVERY_FEES, deliveryFor, FREE_DELIVERY_FROM, freeDeliveryFrom } from './delivery';

describe('deliveryFor (spec 9 free delivery)', () => {
  it('Moldova: Chisinau over 1200, regions over 1500', () => {
    expect(deliveryFor('md', 'Chișinău', 'courier', 1201).price).toBe(0);
    expect(deliveryFor('md', 'Chisinau', 'courier', 1200).price).toBe(DELIVERY_FEES.mdCapital);
    expect(deliveryFor('md', 'Bălți', 'courier', 1400).price).toBe(DELIVERY_FEES.mdRegions);
    expect(deliveryFor('md', 'Bălți', 'courier', 1501).price).toBe(0);
  });

  it('Romania: over 500 lei', () => {
    expect(deliveryFor('ro', 'Iași', 'courier', 501).price).toBe(0);
    expect(deliveryFor('ro', 'Iași', 'office', 499).price).toBe(DELIVERY_FEES.ro);
  });

  it('names the thresholds of spec 9 once', () => {
    expect(FREE_DELIVERY_FROM).toEqual({ mdCapital: 1200, mdRegions: 1500, ro: 500 });
  });

  it('Russia: paid by weight to the carrier; pickup is always free', () => {
    expect(deliveryFor('ru', 'Moscow', 'courier', 99_999)).toEqual({ price: 0, byWeight: true });
    expect(deliveryFor('md', 'Bălți', 'pickup', 1)).toEqual({ price: 0, byWeight: false });
  });
});

describe('freeDeliveryFrom (the threshold the checkout shows)', () => {
  it('names the zone threshold of the market and city, none for pickup or by weight', () => {
    expect(freeDeliveryFrom('md', 'Chișinău', 'courier')).toBe(FREE_DELIVERY_FROM.mdCapital);
    expect(freeDeliveryFrom('md', 'Cahul', 'carrier_office')).toBe(FREE_DELIVERY_FROM.mdRegions);
    expect(freeDeliveryFrom('md', '', 'office')).toBe(FREE_DELIVERY_FROM.mdRegions);
    expect(freeDeliveryFrom('ro', 'Cluj', 'courier')).toBe(FREE_DELIVERY_FROM.ro);
    expect(freeDeliveryFrom('ru', 'Moscow', 'courier')).toBeNull();
    expect(freeDeliveryFrom('md', 'Chișinău', 'pickup')).toBeNull();
  });

  it('is the very threshold deliveryFor applies: free strictly above it', () => {
    for (const [market, city] of [
      ['md', 'Chisinau'],
      ['md', 'Orhei'],
      ['ro', 'Iași'],
    ] as const) {
      const from = freeDeliveryFrom(market, city, 'courier') ?? Number.NaN;
      expect(deliveryFor(market, city, 'courier', from).price).toBeGreaterThan(0);
      expect(deliveryFor(market, city, 'courier', from + 0.1).price).toBe(0);
    }
  });
});
