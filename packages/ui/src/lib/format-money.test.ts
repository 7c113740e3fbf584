import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('places the symbol the way each language does', () => {
    expect(plain(formatMoney(1500, 'EUR', 'ro'))).toBe('1.500 €');
    expect(plain(formatMoney(1500, 'EUR', 'en'))).toBe('€1,500');
    expect(plain(formatMoney(0, 'MDL', 'ro'))).toBe('0 MDL');
    expect(plain(formatMoney(12.5, 'USD', 'en'))).toBe('$12.50');
  });
});
