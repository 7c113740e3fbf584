/**
 * Why a promo code gives nothing, at its field: the shop's and the course's checkout (a list of
 * its own, as a key is listed once).
 */
export const PROMO_MESSAGE_KEYS = [
  'checkout.promoUnknown',
  'checkout.promoExpired',
  'checkout.promoDisabled',
  'checkout.promoUsedUp',
  'checkout.promoNotApplicable',
  'checkout.promoBelowMinimum',
] as const;

/**
 * Every message key the checkout flow can emit; the texts are in the ui kit's
 * `flows` namespace (packages/ui/src/i18n/flows/<language>.json), checked by its i18n test.
 */
export const CHECKOUT_MESSAGE_KEYS = [
  'checkout.success',
  'checkout.successNote',
  'checkout.failure',
  'checkout.termsRequired',
  'checkout.required',
  'checkout.invalid',
  'checkout.retry',
  'checkout.person',
  'checkout.company',
  'checkout.deliveryCourier',
  'checkout.deliveryOffice',
  'checkout.deliveryPickup',
  'checkout.deliveryCarrierCourier',
  'checkout.deliveryCarrierOffice',
  'checkout.deliveryFree',
  'checkout.deliveryByWeight',
  'checkout.freeDeliveryLeft',
  'checkout.quoteFailed',
  'checkout.toPayment',
  'checkout.paymentCash',
  'checkout.paymentCard',
  'checkout.useCashback',
] as const;

export type PromoMessageKey = (typeof PROMO_MESSAGE_KEYS)[number];
export type CheckoutMessageKey = (typeof CHECKOUT_MESSAGE_KEYS)[number] | PromoMessageKey;
