import { describe, expect, it } from 'vitest';
import { currencySign, formatMoney } from './money';

const nbsp = (text: string) => text.replaceAll(' ', '\u00a0');

describe('formatMoney', () => {
  it('rounds to one decimal (spec 9) and drops a zero decimal', () => {
    expect(formatMoney(134.44, 'MDL', 'ro')).toBe(nbsp('134,4 MDL'));
    expect(formatMoney(74.6, 'MDL', 'ro')).toBe(nbsp('74,6 MDL'));
    expect(formatMoney(1560, 'MDL', 'ro')).toBe(nbsp('1.560 MDL'));
    expect(formatMoney(0.05, 'MDL', 'en')).toBe(nbsp('0.1 MDL'));
  });

  it('writes RON as LEI, and the sign after the amount in every language', () => {
    expect(formatMoney(187, 'RON', 'en')).toBe(nbsp('187 LEI'));
    expect(formatMoney(522, 'LEI', 'en')).toBe(nbsp('522 LEI'));
    expect(formatMoney(2203, 'RUB', 'ru')).toMatch(/^2\s203\s₽$/);
    expect(formatMoney(151, 'EUR', 'fr')).toBe(nbsp('151 €'));
    expect(formatMoney(1500.5, 'USD', 'es')).toBe(nbsp('1500,5 $'));
  });
});

describe('currencySign (the one table of signs)', () => {
  it('gives the sign of a code in any case, and the code of one without a sign', () => {
    expect(['eur', 'usd', 'mdl', 'rub', 'RON', 'LEI'].map(currencySign)).toEqual([
      '€',
      '$',
      'MDL',
      '₽',
      'LEI',
      'LEI',
    ]);
    expect(currencySign('GBP')).toBe('GBP');
  });
});
