import type { Language } from '@academy/contract/languages';
import { formatMoney } from '../../lib/format-money';

/** The currencies a specialist can choose for the consultation (spec 9: EUR, USD, MDL, RUB). */
export const CONSULTATION_CURRENCIES = ['EUR', 'USD', 'MDL', 'RUB'] as const;
export type ConsultationCurrency = (typeof CONSULTATION_CURRENCIES)[number];

const isConsultationCurrency = (code: string): code is ConsultationCurrency =>
  (CONSULTATION_CURRENCIES as readonly string[]).includes(code);

/**
 * The consultation price with its currency in the reader's language: "1.500 €", "$1,500",
 * "800 MDL", "2 000 ₽". The server keeps the currency lowercase (spec 3); it is shown uppercase.
 * Null when there is no usable price or currency.
 */
export function formatConsultationPrice(
  price: number | string | null | undefined,
  currency: string | null | undefined,
  language: Language,
): string | null {
  const amount = typeof price === 'string' ? Number.parseFloat(price) : price;
  const code = currency?.trim().toUpperCase() ?? '';
  if (amount === null || amount === undefined || !Number.isFinite(amount) || amount <= 0) {
    return null;
  }
  if (!isConsultationCurrency(code)) return null;
  return formatMoney(amount, code, language);
}
