import { z } from 'zod';
import { countedListSchema, positiveIntSchema } from '../common';
import { LANGUAGES } from '../language-codes';
import { PROMO_CODE_MAX, PROMO_SCOPES } from '../promo';

/**
 * The back office's inbox (issue 26): the contact requests of the spec 2.10 form, new or handled
 * with a note, and the promo codes staff create, edit, disable and follow the use of.
 */

export const INBOX_PAGE_SIZE = 20;
const listPaging = {
  page: z.coerce.number().int().positive().max(100_000).default(1),
  page_size: z.coerce.number().int().positive().max(100).default(INBOX_PAGE_SIZE),
  order: z.enum(['asc', 'desc']).default('desc'),
};
const search = z.string().trim().max(200).default('');
const staffMemberSchema = z.object({ id: z.number().int(), name: z.string() });

/* Contact requests */

export const CONTACT_REQUEST_STATUSES = ['new', 'handled'] as const;
export type ContactRequestStatus = (typeof CONTACT_REQUEST_STATUSES)[number];
export const CONTACT_REQUEST_SORTS = ['created', 'name', 'handled_at'] as const;
export const CONTACT_NOTE_MAX = 2000;

/** The inbox's tab (new by default), a search in name, contact and country, newest first. */
export const contactRequestListQuerySchema = z.object({
  status: z.enum(CONTACT_REQUEST_STATUSES).default('new'),
  q: search,
  sort: z.enum(CONTACT_REQUEST_SORTS).default('created'),
  ...listPaging,
});
export type ContactRequestListQuery = z.input<typeof contactRequestListQuerySchema>;

export const contactRequestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contact_data: z.string(),
  country: z.string(),
  /** The language of the page it was sent from. */
  lang: z.enum(LANGUAGES),
  created: z.string(),
  status: z.enum(CONTACT_REQUEST_STATUSES),
  handled_at: z.string().nullable(),
  /** Who handled it; null while new, or once that account is gone. */
  handled_by: staffMemberSchema.nullable(),
  note: z.string(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactRequestListSchema = countedListSchema(contactRequestSchema);

/** Handling a request: what was done about it (may be empty). */
export const handleContactRequestSchema = z.object({
  note: z.string().trim().max(CONTACT_NOTE_MAX),
});

/* Promo codes */

/** The currencies a code may take a fixed amount off, or set a minimum in: the shop's and euro. */
export const PROMO_CURRENCIES = ['MDL', 'RON', 'RUB', 'EUR'] as const;
export type PromoCurrency = (typeof PROMO_CURRENCIES)[number];
export const PROMO_CODE_STATES = ['enabled', 'disabled'] as const;
export const PROMO_CODE_SORTS = ['created', 'code', 'used_count', 'ends_at'] as const;
export const PROMO_NOTE_MAX = 500;

/**
 * Why the form refuses a value: the same words from the browser's check and the server's (the
 * kit shows each as its own translated key, `promoFormErrorOf`).
 */
export const PROMO_FORM_ERRORS = {
  codeFormat: `Use 3 to ${PROMO_CODE_MAX} letters, digits, dashes or underscores.`,
  codeTaken: 'A promo code with this name already exists.',
  oneValue: 'Give either a percentage or an amount in at least one currency.',
  percent: 'A whole percentage from 1 to 100.',
  amount: 'Amounts are positive numbers.',
  dates: 'The end must come after the start.',
  limit: 'A whole number of at least 1.',
  perUserAboveMax: 'Uses per buyer cannot exceed the total uses.',
  belowUsed: 'Lower than the uses so far.',
  categories: 'Choose at least one category.',
  unknownCategory: 'No such category.',
  date: 'Not a date.',
} as const;
export type PromoFormError = keyof typeof PROMO_FORM_ERRORS;

/** The error of the form a refusal's message is (null: a message of zod's own). */
export function promoFormErrorOf(message: string): PromoFormError | null {
  const entry = Object.entries(PROMO_FORM_ERRORS).find(([, text]) => text === message);
  return entry ? (entry[0] as PromoFormError) : null;
}

const E = PROMO_FORM_ERRORS;
const amountsSchema = (min: 'positive' | 'nonnegative') =>
  z.partialRecord(
    z.enum(PROMO_CURRENCIES),
    (min === 'positive' ? z.number().positive(E.amount) : z.number().nonnegative(E.amount)).max(
      10_000_000,
      E.amount,
    ),
  );
const limitSchema = z.number().int(E.limit).min(1, E.limit).max(1_000_000, E.limit).nullable();
const momentSchema = z.iso.datetime({ offset: true, error: E.date }).nullable();

/**
 * A promo code as staff create or edit it (the whole form each time), checked the same in the
 * browser and on the server: the code normalized like a buyer's typing (`normalizePromoCode`),
 * a percentage or fixed amounts (one of them), the end after the start, the limits whole and at
 * least one, a buyer's uses within the total, categories named when it applies to categories.
 */
export const promoCodeBodySchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(new RegExp(`^[A-Z0-9_-]{3,${PROMO_CODE_MAX}}$`), E.codeFormat),
    note: z.string().trim().max(PROMO_NOTE_MAX).default(''),
    percent: z.number().int(E.percent).min(1, E.percent).max(100, E.percent).nullable(),
    amounts: amountsSchema('positive').nullable(),
    min_subtotal: amountsSchema('nonnegative').default({}),
    starts_at: momentSchema.default(null),
    ends_at: momentSchema.default(null),
    max_uses: limitSchema.default(null),
    per_user: limitSchema.default(null),
    scope: z.enum(PROMO_SCOPES).default('all'),
    category_ids: z.array(positiveIntSchema).max(200).default([]),
  })
  .superRefine((value, ctx) => {
    const fixed = value.amounts !== null && Object.keys(value.amounts).length > 0;
    if ((value.percent !== null) === fixed)
      ctx.addIssue({ code: 'custom', path: ['percent'], message: E.oneValue });
    if (
      value.starts_at &&
      value.ends_at &&
      Date.parse(value.ends_at) <= Date.parse(value.starts_at)
    )
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: E.dates });
    if (value.max_uses !== null && value.per_user !== null && value.per_user > value.max_uses)
      ctx.addIssue({ code: 'custom', path: ['per_user'], message: E.perUserAboveMax });
    if (value.scope === 'categories' && value.category_ids.length === 0)
      ctx.addIssue({ code: 'custom', path: ['category_ids'], message: E.categories });
  });
export type PromoCodeBody = z.input<typeof promoCodeBodySchema>;
export type PromoCodeValues = z.output<typeof promoCodeBodySchema>;

export const promoCodeListQuerySchema = z.object({
  status: z.enum(PROMO_CODE_STATES).optional(),
  q: search,
  sort: z.enum(PROMO_CODE_SORTS).default('created'),
  ...listPaging,
});
export type PromoCodeListQuery = z.input<typeof promoCodeListQuerySchema>;

export const promoCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  note: z.string(),
  percent: z.number().int().nullable(),
  amounts: z.partialRecord(z.enum(PROMO_CURRENCIES), z.number()).nullable(),
  min_subtotal: z.partialRecord(z.enum(PROMO_CURRENCIES), z.number()),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  per_user: z.number().int().nullable(),
  used_count: z.number().int(),
  disabled: z.boolean(),
  scope: z.enum(PROMO_SCOPES),
  category_ids: z.array(z.number().int()),
  created: z.string(),
});
export type AdminPromoCode = z.infer<typeof promoCodeSchema>;

export const promoCodeListSchema = countedListSchema(promoCodeSchema);

export const promoUsageQuerySchema = z.object({
  page: listPaging.page,
  page_size: listPaging.page_size,
});

/** One order priced with the code. */
export const promoRedemptionSchema = z.object({
  order_id: z.number().int(),
  buyer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  created: z.string(),
  total: z.number(),
  currency: z.string(),
  discount: z.number(),
});
export type PromoRedemption = z.infer<typeof promoRedemptionSchema>;

/** A code's uses, newest first, with the code itself (a usage page opened by its link). */
export const promoUsageSchema = z.object({
  promo: promoCodeSchema,
  count: z.number().int().nonnegative(),
  results: z.array(promoRedemptionSchema),
});
