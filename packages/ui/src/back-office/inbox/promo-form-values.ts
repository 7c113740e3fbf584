import {
  PROMO_CURRENCIES,
  type PromoCodeBody,
  type PromoFormError,
  promoCodeBodySchema,
  promoFormErrorOf,
} from '@academy/contract/back-office/inbox';
import type { StaffActionValues } from '@academy/machines';
import type { PromoCodeRow } from './inbox-types';

/**
 * The promo form's fields as the staff-action flow keeps them (text by name): `kind` picks a
 * percentage or fixed amounts, `amount_<CUR>` and `min_<CUR>` are per currency, dates are local
 * (`datetime-local`), `category_ids` a comma list. The contract's schema checks the body built from
 * them, here before sending and again on the server.
 */
export type PromoFormValues = StaffActionValues;

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in the browser's time zone. */
function localMoment(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

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

/** A typed number ("12,5" as well), null when empty; NaN for the schema to refuse. */
const numberOf = (value: string | undefined) => {
  const typed = (value ?? '').trim();
  return typed === '' ? null : Number(typed.replace(',', '.'));
};

function perCurrency(values: PromoFormValues, prefix: string) {
  const out: Partial<Record<string, number>> = {};
  for (const currency of PROMO_CURRENCIES) {
    const amount = numberOf(values[`${prefix}_${currency}`]);
    if (amount !== null) out[currency] = amount;
  }
  return out;
}

/** A local moment as an instant; a value that is no date goes as typed (refused at its field). */
function instantOf(value: string | undefined) {
  if (!value) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

/** The request body of the form's values. */
export function promoBodyOf(values: PromoFormValues): PromoCodeBody {
  const fixed = values.kind === 'fixed';
  return {
    code: values.code ?? '',
    note: values.note ?? '',
    percent: fixed ? null : numberOf(values.percent),
    amounts: fixed ? perCurrency(values, 'amount') : null,
    min_subtotal: perCurrency(values, 'min'),
    starts_at: instantOf(values.starts_at),
    ends_at: instantOf(values.ends_at),
    max_uses: numberOf(values.max_uses),
    per_user: numberOf(values.per_user),
    scope: (values.scope ?? 'all') as PromoCodeBody['scope'],
    category_ids: (values.category_ids ?? '').split(',').filter(Boolean).map(Number),
  };
}

/** The form's own check with the contract's schema: the refused fields, as the server names them. */
export function promoFormRefusal(
  values: PromoFormValues,
): { fieldErrors: Record<string, string[]> } | null {
  const parsed = promoCodeBodySchema.safeParse(promoBodyOf(values));
  if (parsed.success) return null;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || 'non_field_errors';
    fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
  }
  return { fieldErrors };
}

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
