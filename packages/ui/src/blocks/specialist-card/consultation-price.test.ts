import { describe, expect, it } from 'vitest';
import { formatConsultationPrice } from './consultation-price';

/** Intl separates with no-break spaces; compare with plain ones. */
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null;

describe('formatConsultationPrice', () => {
  it('shows each currency with its sign after the amount, in the reader’s digits', () => {
    expect(plain(formatConsultationPrice(1500, 'eur', 'ro'))).toBe('1.500 €');
    expect(plain(formatConsultationPrice(1500, 'usd', 'en'))).toBe('1,500 $');
    expect(plain(formatConsultationPrice(800, 'mdl', 'ro'))).toBe('800 MDL');
    expect(plain(formatConsultationPrice(2000, 'rub', 'ru'))).toBe('2 000 ₽');
    expect(plain(formatConsultationPrice(45, 'EUR', 'fr'))).toBe('45 €');
  });

  it('reads the server’s decimal strings and keeps a decimal only when there is one', () => {
    expect(plain(formatConsultationPrice('500.00', 'mdl', 'en'))).toBe('500 MDL');
    expect(plain(formatConsultationPrice('49.5', 'eur', 'es'))).toBe('49,5 €');
  });

  it('gives null without a price or with an unknown currency', () => {
    expect(formatConsultationPrice(null, 'eur', 'ro')).toBeNull();
    expect(formatConsultationPrice(0, 'eur', 'ro')).toBeNull();
    expect(formatConsultationPrice('abc', 'eur', 'ro')).toBeNull();
    expect(formatConsultationPrice(100, null, 'ro')).toBeNull();
    expect(formatConsultationPrice(100, 'gbp', 'ro')).toBeNull();
  });
});
