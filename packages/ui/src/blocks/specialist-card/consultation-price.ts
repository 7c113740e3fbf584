import type { Language } from '@academy/contract/languages';
import { formatMoney, PROFILE_CURRENCIES } from '@academy/contract/rules';

/** The currencies a specialist can choose for the consultation (spec 9), as shown: upper case. */
const CONSULTATION_CURRENCIES = PROFILE_CURRENCIES.map((code) => code.toUpperCase());

const isConsultationCurrency = (code: string) => CONSULTATION_CURRENCIES.includes(code);

/**
 * The consultation price with its currency in the reader's language: "1.500 €", "1,500 $",
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
