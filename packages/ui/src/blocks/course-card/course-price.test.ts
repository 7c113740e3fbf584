import { describe, expect, it } from 'vitest';
import { discountedEuroPrice } from './course-price';

describe('discountedEuroPrice', () => {
  it('applies the discount percent and truncates to an integer', () => {
    expect(discountedEuroPrice(199, 15)).toBe(169); // 169.15
    expect(discountedEuroPrice(99.99, 0)).toBe(99);
    expect(discountedEuroPrice(250, 33)).toBe(167); // 167.5 truncated, not rounded
  });

  it('is not fooled by floating point noise', () => {
    expect(discountedEuroPrice(100, 30)).toBe(70);
    expect(discountedEuroPrice(0.7 * 100, 0)).toBe(70);
    expect(discountedEuroPrice(57, 0)).toBe(57);
  });

  it('treats a missing price or discount as 0 and clamps the percent', () => {
    expect(discountedEuroPrice(null, 20)).toBe(0);
    expect(discountedEuroPrice(120, null)).toBe(120);
    expect(discountedEuroPrice(120, 150)).toBe(0);
    expect(discountedEuroPrice(120, -5)).toBe(120);
  });
});
