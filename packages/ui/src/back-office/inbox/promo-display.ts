import { formatMoney } from '@academy/contract/rules';
import type { StatusTone } from '../shell';
import type { PromoCodeRow } from './inbox-types';

/** Where a code stands for a buyer now: what the checkout would say of it. */
export type PromoState = 'active' | 'disabled' | 'ended' | 'scheduled' | 'usedUp';

export const PROMO_STATE_TONES: Record<PromoState, StatusTone> = {
  active: 'success',
  disabled: 'danger',
  ended: 'neutral',
  scheduled: 'info',
  usedUp: 'warning',
};

/** The checkout's order of refusals: switched off, not valid at this time, used up. */
export function promoState(promo: PromoCodeRow, now = Date.now()): PromoState {
  if (promo.disabled) return 'disabled';
  if (promo.ends_at && Date.parse(promo.ends_at) <= now) return 'ended';
  if (promo.starts_at && Date.parse(promo.starts_at) > now) return 'scheduled';
  if (promo.max_uses !== null && promo.used_count >= promo.max_uses) return 'usedUp';
  return 'active';
}

/** Amounts per currency as one line: "100 MDL · 25 LEI". */
export function amountsText(
  amounts: Partial<Record<string, number>> | null,
  language: string,
): string {
  return Object.entries(amounts ?? {})
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
    .map(([currency, amount]) => formatMoney(amount, currency, language))
    .join(' · ');
}

/** The code's value: "10 %" in the reader's digits, or its fixed amounts. */
export function promoValueText(promo: PromoCodeRow, language: string): string {
  if (promo.percent !== null)
    return new Intl.NumberFormat(language, { style: 'percent' }).format(promo.percent / 100);
  return amountsText(promo.amounts, language);
}
