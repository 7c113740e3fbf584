// The checkout screen loads this module lazily, so the schema library stays out of the entry.
import { type CourseOrderForm, courseOrderFormSchema, normalizePromoCode } from '@academy/contract';
import type { CourseCheckoutMessageKey } from './course-checkout.message-keys';

/**
 * What the buyer types (issue 11): the contract's course order form (the order form of spec 3
 * without delivery, address or company) and a promo code; a course is paid by card.
 */
export interface CourseCheckoutForm {
  firstName: string;
  surname: string;
  email: string;
  phone: string;
  promoCode: string;
  termsAccepted: boolean;
}
export type CourseCheckoutTextField = Exclude<keyof CourseCheckoutForm, 'termsAccepted'>;

export function emptyCourseCheckoutForm(
  patch: Partial<CourseCheckoutForm> = {},
): CourseCheckoutForm {
  // Unchecked by default: agreeing is the buyer's own act.
  return {
    firstName: '',
    surname: '',
    email: '',
    phone: '',
    promoCode: '',
    termsAccepted: false,
    ...patch,
  };
}

/** Each contact field and the field of the course order form it fills. */
const BODY_FIELDS = {
  firstName: 'first_name',
  surname: 'surname',
  email: 'email',
  phone: 'phone',
  termsAccepted: 'terms_agreement',
} as const satisfies {
  [K in Exclude<keyof CourseCheckoutForm, 'promoCode'>]: keyof CourseOrderForm;
};

const FORM_FIELDS = Object.fromEntries(
  Object.entries(BODY_FIELDS).map(([form, body]) => [body, form]),
) as Record<keyof CourseOrderForm, keyof typeof BODY_FIELDS>;

/**
 * The purchase body of `POST /{lang}/courses/course/{id}/purchase/`: trimmed text, paid by card,
 * the promo code as the server compares it. An unchecked terms box is sent as false, which the
 * schema refuses.
 */
export function courseOrderBody(form: CourseCheckoutForm) {
  return {
    payment_type: 'card' as const,
    first_name: form.firstName.trim(),
    surname: form.surname.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    terms_agreement: form.termsAccepted as true,
    promo_code: normalizePromoCode(form.promoCode),
  };
}
export type CourseOrderBody = ReturnType<typeof courseOrderBody>;

/** A field's message: the form's own, or why the promo code gives nothing (the server's quote). */
export type CourseCheckoutErrorKey = Exclude<CourseCheckoutMessageKey, 'courseCheckout.failure'>;
export type CourseCheckoutErrors = Partial<
  Record<keyof CourseCheckoutForm, CourseCheckoutErrorKey>
>;

/**
 * The server's own schema judges the form, so the browser refuses what the server would: each
 * refused field gets a message key, the first issue winning.
 */
export function validateCourseCheckout(form: CourseCheckoutForm): CourseCheckoutErrors {
  const body = courseOrderBody(form);
  const result = courseOrderFormSchema.safeParse(body);
  if (result.success) return {};
  const errors: CourseCheckoutErrors = {};
  for (const issue of result.error.issues) {
    const field = FORM_FIELDS[issue.path[0] as keyof CourseOrderForm];
    if (field === undefined || errors[field] !== undefined) continue;
    errors[field] =
      field === 'termsAccepted'
        ? 'courseCheckout.termsRequired'
        : body[BODY_FIELDS[field]] === ''
          ? 'courseCheckout.required'
          : 'courseCheckout.invalid';
  }
  return errors;
}

/**
 * The form's prefill from what the session knows: the profile's name (first word the first name,
 * the rest the surname) and the login, when it is an e-mail address. The buyer may change both.
 */
export function courseCheckoutPrefill(known: {
  name?: string | null;
  login?: string | null;
}): Partial<CourseCheckoutForm> {
  const [firstName = '', ...rest] = (known.name ?? '').trim().split(/\s+/);
  const login = known.login?.trim() ?? '';
  return { firstName, surname: rest.join(' '), email: login.includes('@') ? login : '' };
}
