/**
 * Every message key the course payment (the card step of an order) can emit; the texts are in
 * the ui kit's `flows` namespace, checked by its i18n test.
 */
export const COURSE_PAYMENT_MESSAGE_KEYS = [
  'coursePayment.required',
  'coursePayment.cardNumberInvalid',
  'coursePayment.expiryInvalid',
  'coursePayment.cardExpired',
  'coursePayment.cvcInvalid',
  'coursePayment.declined',
  'coursePayment.failure',
  'coursePayment.paid',
  'coursePayment.redirecting',
] as const;

export type CoursePaymentMessageKey = (typeof COURSE_PAYMENT_MESSAGE_KEYS)[number];
