import { describe, expect, it } from 'vitest';
import { normalizePromoCode, promoDiscount } from './promo';

describe('promo codes', () => {
  it('are compared without case or surrounding spaces', () => {
    expect(normalizePromoCode('  welcome10 ')).toBe('WELCOME10');
    expect(normalizePromoCode(undefined)).toBe('');
  });

  it('take a percentage, rounded to one decimal as every total (spec 9)', () => {
    expect(promoDiscount({ kind: 'percent', percent: 10 }, 134.4, 'MDL')).toBe(13.4);
    expect(promoDiscount({ kind: 'percent', percent: 15 }, 99.9, 'MDL')).toBe(15);
  });

  it('take a fixed amount in the order currency, never more than the lines', () => {
    const fixed = { kind: 'fixed', amounts: { MDL: 100, RON: 25 } } as const;
    expect(promoDiscount(fixed, 500, 'MDL')).toBe(100);
    expect(promoDiscount(fixed, 20, 'RON')).toBe(20);
    expect(promoDiscount(fixed, 500, 'RUB')).toBe(0);
    expect(promoDiscount(fixed, 0, 'MDL')).toBe(0);
  });
});
