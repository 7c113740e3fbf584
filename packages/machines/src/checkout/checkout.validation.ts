/** Delivery types (spec 3, Order form; spec 9): courier, in office, shop pickup. */
export const CHECKOUT_DELIVERY_TYPES = ['courier', 'office', 'pickup'] as const;
export type CheckoutDeliveryType = (typeof CHECKOUT_DELIVERY_TYPES)[number];

/** Payment types (spec 9): cash or bank card. */
export const CHECKOUT_PAYMENT_TYPES = ['cash', 'card'] as const;
export type CheckoutPaymentType = (typeof CHECKOUT_PAYMENT_TYPES)[number];

export type CheckoutCustomerType = 'person' | 'company';

/** The order form (spec 3, Order form). */
export interface CheckoutForm {
  firstName: string;
  surname: string;
  phone: string;
  email: string;
  country: string;
  city: string;
  district: string;
  postcode: string;
  street: string;
  houseNumber: string;
  flat: string;
  block: string;
  customerType: CheckoutCustomerType;
  companyName: string;
  fiscalCode: string;
  tradeRegisterNumber: string;
  companyAddress: string;
  deliveryType: CheckoutDeliveryType;
  paymentType: CheckoutPaymentType;
  comments: string;
  promoCode: string;
  useCashback: boolean;
  termsAccepted: boolean;
}

export function emptyCheckoutForm(patch: Partial<CheckoutForm> = {}): CheckoutForm {
  return {
    firstName: '',
    surname: '',
    phone: '',
    email: '',
    country: '',
    city: '',
    district: '',
    postcode: '',
    street: '',
    houseNumber: '',
    flat: '',
    block: '',
    customerType: 'person',
    companyName: '',
    fiscalCode: '',
    tradeRegisterNumber: '',
    companyAddress: '',
    deliveryType: 'courier',
    paymentType: 'cash',
    comments: '',
    promoCode: '',
    useCashback: false,
    // Unchecked by default: agreeing is the user's own act.
    termsAccepted: false,
    ...patch,
  };
}

export type CheckoutErrors = Partial<Record<keyof CheckoutForm, 'checkout.termsRequired'>>;

/** Agreement to the terms is required; the spec names no other required field (spec 5). */
export function validateCheckout(form: CheckoutForm): CheckoutErrors {
  return form.termsAccepted ? {} : { termsAccepted: 'checkout.termsRequired' };
}

/** What is sent: trimmed text, and the company fields only for a company. */
export function checkoutPayload(form: CheckoutForm): CheckoutForm {
  const trimmed = Object.fromEntries(
    Object.entries(form).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() : value,
    ]),
  ) as unknown as CheckoutForm;
  const company =
    form.customerType === 'company'
      ? {}
      : { companyName: '', fiscalCode: '', tradeRegisterNumber: '', companyAddress: '' };
  return { ...trimmed, ...company };
}
