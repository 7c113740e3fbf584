/**
 * What a client sends about orders: the order forms (the shop's and the course's) and the
 * requests built on them.
 */
import { z } from 'zod';
import { cartLineSchema } from './cart';
import { CART_MAX_LINES } from './cart-lines';
import { emailSchema } from './common';
import { DELIVERY_TYPES, PAYMENT_TYPES } from './delivery';
import { languageSchema } from './languages';
import { PHONE_MIN_DIGITS } from './limits';
import { PROMO_CODE_MAX } from './promo';

const TERMS_REQUIRED = 'Agreement to the terms is required.';
const text = (max: number) => z.string().trim().max(max);

/** The order form's fields, each on its own; `orderFormSchema` adds the rules between them. */
const orderFormFields = z.object({
  first_name: text(150).min(1),
  surname: text(150).min(1),
  phone: text(40).min(PHONE_MIN_DIGITS),
  email: emailSchema,
  country: text(100).min(1),
  city: text(100).min(1),
  district: text(100).optional(),
  postcode: text(20).optional(),
  street: text(200).optional(),
  house_number: text(20).optional(),
  flat: text(20).optional(),
  block: text(20).optional(),
  person_type: z.enum(['person', 'company']).optional(),
  company_name: text(200).optional(),
  fiscal_code: text(40).optional(),
  trade_register_number: text(40).optional(),
  company_address: text(300).optional(),
  /** The postal carrier's office the parcel waits at (its number or address). */
  carrier_office: text(200).optional(),
  delivery_type: z.enum(DELIVERY_TYPES),
  payment_type: z.enum(PAYMENT_TYPES),
  comments: text(2000).optional(),
  promo_code: text(PROMO_CODE_MAX).optional(),
  use_bonuses: z.boolean().optional(),
  terms_agreement: z.literal(true, TERMS_REQUIRED),
});

/** What a courier needs to find the door (a carrier's courier too). */
const COURIER_ADDRESS_FIELDS = ['street', 'house_number', 'postcode'] as const;
/** What an invoice to a company needs (spec 3, Order form: person or company). */
const COMPANY_FIELDS = [
  'company_name',
  'fiscal_code',
  'trade_register_number',
  'company_address',
] as const;

/** The fields this order form cannot go without, beyond those every order needs. */
export function requiredOrderFields(
  form: Pick<z.input<typeof orderFormFields>, 'delivery_type' | 'person_type'>,
): readonly (keyof z.input<typeof orderFormFields>)[] {
  const courier = form.delivery_type === 'courier' || form.delivery_type === 'carrier_courier';
  return [
    ...(courier ? COURIER_ADDRESS_FIELDS : []),
    ...(form.delivery_type === 'carrier_office' ? (['carrier_office'] as const) : []),
    ...(form.person_type === 'company' ? COMPANY_FIELDS : []),
  ];
}

/** An order that cannot be delivered or invoiced is refused, field by field. */
function deliverableAndInvoiceable(
  form: z.output<typeof orderFormFields>,
  ctx: z.RefinementCtx,
): void {
  for (const field of requiredOrderFields(form)) {
    if (!form[field])
      ctx.addIssue({ code: 'custom', path: [field], message: 'This field is required.' });
  }
}

/**
 * Checked even when another field is refused (zod skips a refinement after an unticked terms box
 * by default), so that one submit names every missing field; not on a body that is no object.
 */
const ALWAYS = {
  when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null,
};

/**
 * The order form (spec 3, Order form): what the customer types. The checkout machine checks the
 * form with this very schema before sending, and the server checks the body with it.
 */
export const orderFormSchema = orderFormFields.superRefine(deliverableAndInvoiceable, ALWAYS);
export type OrderForm = z.input<typeof orderFormSchema>;
/** The order form as checked: trimmed, the email lower-cased. */
export type OrderFormData = z.output<typeof orderFormSchema>;
export type OrderFormField = keyof OrderForm;

/**
 * Designed: `POST /{lang}/orders/` checkout: the order form, plus the cart's product ids and
 * quantities; prices in the request are ignored (not even read).
 */
export const orderRequestSchema = orderFormFields
  .extend({
    items: z.array(cartLineSchema).min(1).max(CART_MAX_LINES),
    /** Specialist's store for clients (client prices) instead of professional prices. */
    client_store: z.boolean().optional(),
  })
  .superRefine(deliverableAndInvoiceable, ALWAYS);
export type OrderRequest = z.input<typeof orderRequestSchema>;

/**
 * Designed: `POST /{lang}/orders/quote/`: what an order of these items would cost the logged-in
 * user, computed by the same code as the order itself (server prices of the user's market,
 * delivery rule, cashback balance); nothing is stored. The checkout shows these totals.
 */
export const orderQuoteRequestSchema = z.object({
  items: orderRequestSchema.shape.items,
  delivery_type: z.enum(DELIVERY_TYPES),
  /** Moldova's delivery fee depends on the city (Chisinau or the regions); empty until typed. */
  city: text(100).default(''),
  use_bonuses: z.boolean().optional(),
  client_store: z.boolean().optional(),
  /** The code typed at the order form; '' for none. */
  promo_code: text(PROMO_CODE_MAX).default(''),
});
export type OrderQuoteRequest = z.input<typeof orderQuoteRequestSchema>;

/**
 * The query of the order lists (`GET /orders/`, the cashback's orders): the reader's language,
 * in which a line's course or product is named while it exists (else as it was bought).
 */
export const orderListQuerySchema = z.object({ lang: languageSchema.optional() });

/** The course order form: the buyer's contact of the order form, nothing to deliver. */
export const courseOrderFormSchema = orderFormFields.pick({
  first_name: true,
  surname: true,
  email: true,
  phone: true,
  terms_agreement: true,
});
export type CourseOrderForm = z.input<typeof courseOrderFormSchema>;
export type CourseOrderFormData = z.output<typeof courseOrderFormSchema>;
const COURSE_ORDER_FIELDS = Object.keys(courseOrderFormSchema.shape) as (keyof CourseOrderForm)[];

/**
 * Designed: `POST /{lang}/courses/course/{id}/purchase/`. The contact of the course order form is
 * optional as a whole (older clients send none); once any of its fields is sent, all are checked.
 */
export const coursePurchaseRequestSchema = z
  .object({
    payment_type: z.enum(PAYMENT_TYPES).default('card'),
    promo_code: text(PROMO_CODE_MAX).optional(),
    ...courseOrderFormSchema.partial().shape,
  })
  .superRefine((value, ctx) => {
    const missing = COURSE_ORDER_FIELDS.filter((field) => value[field] === undefined);
    if (missing.length === COURSE_ORDER_FIELDS.length) return;
    for (const field of missing) {
      const message = field === 'terms_agreement' ? TERMS_REQUIRED : 'This field is required.';
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type CoursePurchaseRequest = z.input<typeof coursePurchaseRequestSchema>;

/**
 * Designed: `POST /{lang}/courses/course/{id}/quote/` — what the course would cost with the typed
 * promo code, priced as the purchase prices it (nothing stored): the checkout shows it before
 * the order is placed.
 */
export const courseQuoteRequestSchema = z.object({
  promo_code: text(PROMO_CODE_MAX).optional(),
});
export type CourseQuoteRequest = z.input<typeof courseQuoteRequestSchema>;

/** Designed: `POST /orders/{id}/pay/` — the payment step behind a PaymentProvider. */
export const payRequestSchema = z.object({
  provider: z.string().trim().min(1).max(30).default('test'),
  /** Test provider only: a card number; 4000 0000 0000 0002 is declined. */
  card_number: z
    .string()
    .regex(/^[\d ]{12,23}$/)
    .optional(),
});
