import type { PromoMessageKey } from '../checkout/checkout.message-keys';

/**
 * Every message key the course checkout (the buyer's details before paying) can emit; the texts
 * are in the ui kit's `flows` namespace, checked by its i18n test. A promo code's problems are
 * named as in the shop's checkout (PROMO_MESSAGE_KEYS).
 */
export const COURSE_CHECKOUT_MESSAGE_KEYS = [
  'courseCheckout.required',
  'courseCheckout.invalid',
  'courseCheckout.termsRequired',
  'courseCheckout.failure',
] as const;

export type CourseCheckoutMessageKey =
  | (typeof COURSE_CHECKOUT_MESSAGE_KEYS)[number]
  | PromoMessageKey;
