import {
  PROMO_CURRENCIES,
  type PromoCodeBody,
  type PromoFormError,
  promoCodeBodySchema,
  promoFormErrorOf,
} from '@academy/contract/back-office/inbox';
import type { StaffActionValues } from '@academy/machines';
import { instantOf, localMoment, numberOf, schemaRefusal } from '../shell/form-values';
import type { PromoCodeRow } from './inbox-types';

/**
 * The promo form's fields as the staff-action flow keeps them (text by name): `kind` picks a
 * percentage or fixed amounts, `amount_<CUR>` and `min_<CUR>` are per currency, dates are local
 * (`datetime-local`), `category_ids` a comma list. The contract's schema checks the body built from
 * them, here before sending and again on the server.
 */
export type PromoFormValues = StaffActionValues;

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** The form's first values: empty for a new code, the code's own to edit it. */
export function promoFormValues(promo?: PromoCodeRow): PromoFormValues {
  const values: Record<string, string> = {
    code: promo?.code ?? '',
    note: promo?.note ?? '',
    kind: promo && promo.percent === null ? 'fixed' : 'percent',
    percent: text(promo?.percent),
    starts_at: localMoment(promo?.starts_at ?? null),
    ends_at: localMoment(promo?.ends_at ?? null),
    max_uses: text(promo?.max_uses),
    per_user: text(promo?.per_user),
    scope: promo?.scope ?? 'all',
    category_ids: (promo?.category_ids ?? []).join(','),
  };
  for (const currency of PROMO_CURRENCIES) {
    values[`amount_${currency}`] = text(promo?.amounts?.[currency]);
    values[`min_${currency}`] = text(promo?.min_subtotal[currency]);
  }
  return values;
}

function perCurrency(values: PromoFormValues, prefix: string) {
  const out: Partial<Record<string, number>> = {};
  for (const currency of PROMO_CURRENCIES) {
    const amount = numberOf(values[`${prefix}_${currency}`]);
    if (amount !== null) out[currency] = amount;
  }
  return out;
}

/** A date left empty is none. */
const momentOf = (value: string | undefined) => (value ? instantOf(value) : null);

/** The request body of the form's values. */
export function promoBodyOf(values: PromoFormValues): PromoCodeBody {
  const fixed = values.kind === 'fixed';
  return {
    code: values.code ?? '',
    note: values.note ?? '',
    percent: fixed ? null : numberOf(values.percent),
    amounts: fixed ? perCurrency(values, 'amount') : null,
    min_subtotal: perCurrency(values, 'min'),
    starts_at: momentOf(values.starts_at),
    ends_at: momentOf(values.ends_at),
    max_uses: numberOf(values.max_uses),
    per_user: numberOf(values.per_user),
    scope: (values.scope ?? 'all') as PromoCodeBody['scope'],
    category_ids: (values.category_ids ?? '').split(',').filter(Boolean).map(Number),
  };
}

/** The form's own check with the contract's schema: the refused fields, as the server names them. */
export const promoFormRefusal = (values: PromoFormValues) =>
  schemaRefusal(promoCodeBodySchema, promoBodyOf(values));

/**
 * The error key of a field (`amounts.MDL` refused is shown at that currency's input), from the
 * refusal's words: the contract's own message, or a general "check this value".
 */
export function promoFieldError(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
  field: string,
): PromoFormError | 'invalid' | null {
  const message = fieldErrors[field]?.[0];
  if (message === undefined) return null;
  return promoFormErrorOf(message) ?? 'invalid';
}
