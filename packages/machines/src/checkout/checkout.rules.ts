// Types only from the main entry: it carries zod, which this file must not pull in.
import type { Order, OrderQuote, OrderQuoteRequest } from '@academy/contract';
import {
  type CartEntry,
  DELIVERY_TYPES,
  normalizePromoCode,
  PAYMENT_TYPES,
  type PromoProblem,
  roundMoney,
} from '@academy/contract/rules';
import type { CartCurrency } from '../cart/cart.rules';
import { cartCurrencyOfMarket } from '../cart/cart.rules';
import type { CheckoutMessageKey, PromoMessageKey } from './checkout.message-keys';
import type {
  CheckoutCustomerType,
  CheckoutDeliveryType,
  CheckoutForm,
  CheckoutPaymentType,
} from './checkout.validation';

/** The form's choices that the totals depend on. */
export type CheckoutQuoteChoices = Required<
  Pick<OrderQuoteRequest, 'delivery_type' | 'city' | 'use_bonuses' | 'promo_code'>
>;

/**
 * What the quote call is asked (`POST /{lang}/orders/quote/`): the choices and the cart's lines;
 * the app adds `client_store`.
 */
export type CheckoutQuoteInput = CheckoutQuoteChoices & { items: CartEntry[] };

/** The order the submit created: enough for the app to go on to the payment or the thanks. */
export type CheckoutOrder = Pick<Order, 'id' | 'payment_type'>;

/** The server quote's state: asked (first time or again), answered, or failed. */
export type CheckoutQuoteState = 'loading' | 'ready' | 'failed';

/** The form fields whose change changes the server's totals. */
export const QUOTE_FIELDS = [
  'deliveryType',
  'city',
  'useCashback',
  'promoCode',
] as const satisfies readonly (keyof CheckoutForm)[];

export function checkoutQuoteChoices(form: CheckoutForm): CheckoutQuoteChoices {
  return {
    delivery_type: form.deliveryType,
    city: form.city.trim(),
    use_bonuses: form.useCashback,
    promo_code: normalizePromoCode(form.promoCode),
  };
}

/** Whether a changed value asks for new totals (a city typed with the same letters does not). */
export function changesQuote(form: CheckoutForm, field: keyof CheckoutForm, value: unknown) {
  if (!(QUOTE_FIELDS as readonly string[]).includes(field)) return false;
  const next = { ...form, [field]: value } as CheckoutForm;
  const [before, after] = [checkoutQuoteChoices(form), checkoutQuoteChoices(next)];
  return (
    before.delivery_type !== after.delivery_type ||
    before.city !== after.city ||
    before.use_bonuses !== after.use_bonuses ||
    before.promo_code !== after.promo_code
  );
}

const DELIVERY_LABEL_KEYS = {
  courier: 'checkout.deliveryCourier',
  office: 'checkout.deliveryOffice',
  pickup: 'checkout.deliveryPickup',
  carrier_courier: 'checkout.deliveryCarrierCourier',
  carrier_office: 'checkout.deliveryCarrierOffice',
} as const satisfies Record<CheckoutDeliveryType, CheckoutMessageKey>;

const PAYMENT_LABEL_KEYS = {
  cash: 'checkout.paymentCash',
  card: 'checkout.paymentCard',
} as const satisfies Record<CheckoutPaymentType, CheckoutMessageKey>;

const CUSTOMER_LABEL_KEYS = {
  person: 'checkout.person',
  company: 'checkout.company',
} as const satisfies Record<CheckoutCustomerType, CheckoutMessageKey>;

export interface CheckoutOption<V extends string> {
  value: V;
  labelKey: CheckoutMessageKey;
}

/** The choices of the order form (spec 3, Order form), in the contract's order. */
export const CHECKOUT_OPTIONS = {
  customerTypes: (['person', 'company'] as const).map((value) => ({
    value,
    labelKey: CUSTOMER_LABEL_KEYS[value],
  })),
  deliveryTypes: DELIVERY_TYPES.map((value) => ({ value, labelKey: DELIVERY_LABEL_KEYS[value] })),
  paymentTypes: PAYMENT_TYPES.map((value) => ({ value, labelKey: PAYMENT_LABEL_KEYS[value] })),
} as const satisfies {
  customerTypes: readonly CheckoutOption<CheckoutCustomerType>[];
  deliveryTypes: readonly CheckoutOption<CheckoutDeliveryType>[];
  paymentTypes: readonly CheckoutOption<CheckoutPaymentType>[];
};

/** The delivery line of the totals: an amount, free, or paid to the carrier by weight. */
export type CheckoutDelivery =
  | { kind: 'paid'; price: number; labelKey: null }
  | { kind: 'free'; price: 0; labelKey: 'checkout.deliveryFree' }
  | { kind: 'byWeight'; price: 0; labelKey: 'checkout.deliveryByWeight' };

/** The totals panel, from the server's quote (spec 9, Free delivery). */
export interface CheckoutTotals {
  /** The cart's label of the quote's market currency (RON is LEI, spec 9). */
  currency: CartCurrency;
  subtotal: number;
  /** The promo code the server applied ('' none) and what it takes off the goods. */
  promoCode: string;
  discount: number;
  delivery: CheckoutDelivery;
  /** The user's cashback in this currency, what the order uses of it, and what it will earn. */
  cashbackBalance: number;
  cashbackUsed: number;
  cashbackEarned: number;
  total: number;
  /**
   * How much more to buy for free delivery (`free_delivery_from − subtotal`), when delivery is
   * charged now and a threshold applies; null otherwise.
   */
  freeDeliveryLeft: number | null;
  /** Cart lines the server would not sell now (sold out, not for the market or profession). */
  unavailableIds: number[];
}

export function checkoutTotals(quote: OrderQuote): CheckoutTotals {
  const delivery: CheckoutDelivery = quote.delivery_by_weight
    ? { kind: 'byWeight', price: 0, labelKey: 'checkout.deliveryByWeight' }
    : quote.delivery_price > 0
      ? { kind: 'paid', price: quote.delivery_price, labelKey: null }
      : { kind: 'free', price: 0, labelKey: 'checkout.deliveryFree' };
  // Free delivery follows what the goods cost after the code (the server's rule).
  const goods = roundMoney(quote.subtotal - quote.discount);
  const left = quote.free_delivery_from === null ? 0 : roundMoney(quote.free_delivery_from - goods);
  return {
    currency: cartCurrencyOfMarket(quote.market),
    subtotal: quote.subtotal,
    promoCode: quote.promo_code,
    discount: quote.discount,
    delivery,
    cashbackBalance: quote.cashback_balance,
    cashbackUsed: quote.cashback_used,
    cashbackEarned: quote.cashback_earned,
    total: quote.total,
    freeDeliveryLeft: delivery.kind === 'paid' && left > 0 ? left : null,
    unavailableIds: quote.unavailable,
  };
}

const PROMO_PROBLEM_KEYS = {
  unknown: 'checkout.promoUnknown',
  expired: 'checkout.promoExpired',
  disabled: 'checkout.promoDisabled',
  used_up: 'checkout.promoUsedUp',
  not_applicable: 'checkout.promoNotApplicable',
  below_minimum: 'checkout.promoBelowMinimum',
} as const satisfies Record<PromoProblem, PromoMessageKey>;

export type CheckoutPromoErrorKey = (typeof PROMO_PROBLEM_KEYS)[PromoProblem];

/**
 * Why the typed promo code gives nothing, as the server's answer for the current choices says
 * (a quote still loading answers for an older code): the message key at the promo code field.
 */
export function promoErrorKey(
  quote: Pick<OrderQuote, 'promo_problem'> | null,
  quoteState: string,
): CheckoutPromoErrorKey | null {
  if (quoteState !== 'ready' || !quote?.promo_problem) return null;
  return PROMO_PROBLEM_KEYS[quote.promo_problem];
}

/**
 * The field errors with the server's verdict on the typed promo code at its field (a field error
 * of the form's own comes first): what the view shows, and what keeps the order from being sent.
 */
export function withPromoError<E extends { promoCode?: string }>(
  errors: E,
  quote: Pick<OrderQuote, 'promo_problem'> | null,
  quoteState: string,
): E {
  const promo = promoErrorKey(quote, quoteState);
  return promo && !errors.promoCode ? { ...errors, promoCode: promo } : errors;
}
