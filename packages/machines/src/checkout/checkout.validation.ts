// The checkout screens load this machine lazily, so the schema library stays out of the entry.
import {
  type DeliveryType,
  type OrderForm,
  type OrderFormField,
  orderFormSchema,
  type PaymentType,
} from '@academy/contract';
import type { CheckoutMessageKey } from './checkout.message-keys';

export type CheckoutDeliveryType = DeliveryType;
export type CheckoutPaymentType = PaymentType;
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
  carrierOffice: string;
  deliveryType: CheckoutDeliveryType;
  paymentType: CheckoutPaymentType;
  comments: string;
  promoCode: string;
  useCashback: boolean;
  termsAccepted: boolean;
}

/** The fields typed as text (the others are choices and boxes). */
export type CheckoutTextField = Exclude<
  keyof CheckoutForm,
  'customerType' | 'deliveryType' | 'paymentType' | 'useCashback' | 'termsAccepted'
>;

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
    carrierOffice: '',
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

/** Each form field and the field of the order body (contract `orderFormSchema`) it fills. */
export const CHECKOUT_ORDER_FIELDS = {
  firstName: 'first_name',
  surname: 'surname',
  phone: 'phone',
  email: 'email',
  country: 'country',
  city: 'city',
  district: 'district',
  postcode: 'postcode',
  street: 'street',
  houseNumber: 'house_number',
  flat: 'flat',
  block: 'block',
  customerType: 'person_type',
  companyName: 'company_name',
  fiscalCode: 'fiscal_code',
  tradeRegisterNumber: 'trade_register_number',
  companyAddress: 'company_address',
  carrierOffice: 'carrier_office',
  deliveryType: 'delivery_type',
  paymentType: 'payment_type',
  comments: 'comments',
  promoCode: 'promo_code',
  useCashback: 'use_bonuses',
  termsAccepted: 'terms_agreement',
} as const satisfies { [K in keyof CheckoutForm]: OrderFormField };

const FORM_FIELDS = Object.fromEntries(
  Object.entries(CHECKOUT_ORDER_FIELDS).map(([form, body]) => [body, form]),
) as Record<OrderFormField, keyof CheckoutForm>;

export type CheckoutErrorKey = Extract<
  CheckoutMessageKey,
  'checkout.required' | 'checkout.invalid' | 'checkout.termsRequired' | `checkout.promo${string}`
>;
export type CheckoutErrors = Partial<Record<keyof CheckoutForm, CheckoutErrorKey>>;

/** The fields of a placed order's contact that the next order form starts with. */
const PREFILLED_FROM_ORDER = [
  'phone',
  'country',
  'city',
  'district',
  'postcode',
  'street',
  'houseNumber',
  'flat',
  'block',
  'carrierOffice',
] as const satisfies readonly (keyof CheckoutForm)[];

/**
 * The order form's start from the buyer's last shop order (issue 22): its phone and address, as
 * a returning buyer expects them; the name and e-mail come from the profile.
 */
export function checkoutPrefillFromOrder(
  contact: Readonly<Record<string, string>> | null | undefined,
): Partial<CheckoutForm> {
  if (!contact) return {};
  return Object.fromEntries(
    PREFILLED_FROM_ORDER.flatMap((field) => {
      const value = contact[CHECKOUT_ORDER_FIELDS[field]];
      return value ? [[field, value]] : [];
    }),
  );
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

/**
 * The order form as `POST /{lang}/orders/` reads it (the app adds the cart's `items`); an
 * unchecked terms box is sent as false, which the schema refuses.
 */
export function checkoutOrderForm(form: CheckoutForm): OrderForm {
  const payload = checkoutPayload(form);
  return Object.fromEntries(
    Object.entries(CHECKOUT_ORDER_FIELDS).map(([field, key]) => [
      key,
      payload[field as keyof CheckoutForm],
    ]),
  ) as unknown as OrderForm;
}

/**
 * The server's own schema judges the form, so the browser refuses exactly what the server
 * would (spec 5, Checkout): each refused field gets a message key, the first issue winning.
 */
export function validateCheckout(form: CheckoutForm): CheckoutErrors {
  const result = orderFormSchema.safeParse(checkoutOrderForm(form));
  if (result.success) return {};
  const payload = checkoutPayload(form);
  const errors: CheckoutErrors = {};
  for (const issue of result.error.issues) {
    const field = FORM_FIELDS[issue.path[0] as OrderFormField];
    if (field === undefined || errors[field] !== undefined) continue;
    errors[field] =
      field === 'termsAccepted'
        ? 'checkout.termsRequired'
        : payload[field] === ''
          ? 'checkout.required'
          : 'checkout.invalid';
  }
  return errors;
}
