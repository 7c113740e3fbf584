import { roundMoney } from './markets';

/**
 * Promo codes (spec 3, Order form: "promo code"; the rules are designed, as the spec shows none):
 * a percentage, or a fixed amount in each currency the code is sold in, off the lines it applies
 * to; the server prices it, the checkout shows what the server answered.
 */

/** The longest code the order form takes. */
export const PROMO_CODE_MAX = 60;

/** Why a code gives no discount; each is a translated message at the promo code field. */
export const PROMO_PROBLEMS = [
  'unknown',
  'expired',
  'disabled',
  'used_up',
  'not_applicable',
  'below_minimum',
] as const;
export type PromoProblem = (typeof PROMO_PROBLEMS)[number];

/** What a code applies to: everything, courses, products, or products of some categories. */
export const PROMO_SCOPES = ['all', 'courses', 'products', 'categories'] as const;
export type PromoScope = (typeof PROMO_SCOPES)[number];

/** Codes are compared without case or surrounding spaces: as a buyer types one from a flyer. */
export function normalizePromoCode(code: string | null | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

/** The money part of a code: a percentage, or an amount per currency (none: not sold there). */
export type PromoValue =
  | { kind: 'percent'; percent: number }
  | { kind: 'fixed'; amounts: Partial<Record<string, number>> };

/**
 * What a code takes off `eligible` (the total of the lines it applies to) in `currency`: never
 * more than those lines, rounded as every total is (spec 9). A fixed code with no amount in this
 * currency takes nothing (the server reports it as not applicable).
 */
export function promoDiscount(value: PromoValue, eligible: number, currency: string): number {
  if (eligible <= 0) return 0;
  const off =
    value.kind === 'percent'
      ? (eligible * Math.min(Math.max(value.percent, 0), 100)) / 100
      : (value.amounts[currency] ?? 0);
  return roundMoney(Math.min(Math.max(off, 0), eligible));
}
