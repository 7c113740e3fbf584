import { roundMoney } from './markets';

/** The sign people know each currency by; Romania's RON is the spec's LEI (spec 9). */
const CURRENCY_SIGNS: Partial<Record<string, string>> = {
  MDL: 'MDL',
  RON: 'LEI',
  LEI: 'LEI',
  RUB: '₽',
  EUR: '€',
  USD: '$',
};

/** The sign of a currency code, any case ("eur" is €, "RON" is LEI); its code when it has none. */
export function currencySign(currency: string): string {
  const code = currency.toUpperCase();
  return CURRENCY_SIGNS[code] ?? code;
}

/**
 * Money as every page, mail and PDF writes it: rounded to one decimal as every total is (spec 9),
 * in the digits of the reader's language, its sign after it: "1 560 MDL", "187,5 LEI", "2 203 ₽",
 * "151 €". One rule for every currency and language, so an amount reads the same in the cart,
 * the checkout, the dashboard and the mail.
 */
export function formatMoney(amount: number, currency: string, language: string): string {
  const value = roundMoney(amount);
  const number = new Intl.NumberFormat(language, {
    minimumFractionDigits: Number.isInteger(value) ? 0 : 1,
    maximumFractionDigits: 1,
  }).format(value);
  return `${number}\u00a0${currencySign(currency)}`;
}
