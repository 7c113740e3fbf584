import { z } from 'zod';
import { errorResponseSchema } from '../country';
import { endpoint } from '../endpoint';
import {
  alreadyOwnedResponseSchema,
  cashbackResponseSchema,
  coursePurchaseRequestSchema,
  courseQuoteRequestSchema,
  courseQuoteSchema,
  orderListQuerySchema,
  orderListSchema,
  orderQuoteRequestSchema,
  orderQuoteSchema,
  orderRequestSchema,
  orderSchema,
  paymentMethodSchema,
  payRequestSchema,
  payResponseSchema,
  purchaseResponseSchema,
} from '../orders';
import { notYours } from './shared';

/** The paths several methods of this file share, each written once. */
const ORDERS_BY_ID_PAY_PATH = '/orders/{id}/pay/';

const common = { tag: 'orders', auth: 'token', designed: true } as const;

/** A MAIB notification (maib ecomm API v1): the transaction and its signature. */
const maibNotificationSchema = z.object({
  result: z.record(z.string(), z.unknown()),
  signature: z.string().min(1).max(200),
});

/** Checkout, the user's orders and their payment, course purchases and the cashback ledger. */
export const place = endpoint({
  ...common,
  method: 'post',
  paths: ['/{lang}/orders/'],
  summary:
    'Checkout: prices, delivery (spec 9 free-delivery rules) and cashback computed on the server; ' +
    'stock taken atomically; card orders then go to /orders/{id}/pay/. With an Idempotency-Key, ' +
    'a request sent again gets the order it placed',
  body: orderRequestSchema,
  // Stock changed: product lists show availability.
  invalidates: ['shop'],
  responses: {
    201: { description: 'Order placed (pending payment)', schema: orderSchema },
    400: { description: 'Field errors (unavailable product, bad quantity, no terms agreement)' },
    403: { description: 'Shop not available to this user', schema: errorResponseSchema },
    409: { description: "'Not in stock' with product_id", schema: errorResponseSchema },
  },
});

export const quote = endpoint({
  ...common,
  method: 'post',
  paths: ['/{lang}/orders/quote/'],
  summary:
    'What an order of these items would cost: the same pricing as POST /{lang}/orders/ ' +
    "(the user's market and tier, spec 9 delivery, cashback); products the user cannot buy " +
    'now are listed in unavailable and left out of the totals; nothing is stored',
  body: orderQuoteRequestSchema,
  responses: {
    200: { description: 'Quote', schema: orderQuoteSchema },
    400: { description: 'Field errors (bad ids or quantities, unknown delivery type)' },
    403: { description: 'Shop not available to this user', schema: errorResponseSchema },
  },
});

export const list = endpoint({
  ...common,
  method: 'get',
  paths: ['/orders/'],
  summary: "The user's orders (shop and courses), newest first, their lines named in `lang`",
  query: orderListQuerySchema,
  responses: { 200: { description: 'Orders', schema: orderListSchema } },
});

export const get = endpoint({
  ...common,
  method: 'get',
  paths: ['/orders/{id}/'],
  summary:
    'One own order (checkout-success page), its lines named in `lang`. While its hosted payment ' +
    'page has not been heard of, the provider is asked (the buyer is back before its notification)',
  query: orderListQuerySchema,
  responses: {
    200: { description: 'Order', schema: orderSchema },
    404: notYours,
  },
});

export const paymentMethod = endpoint({
  ...common,
  method: 'get',
  paths: [ORDERS_BY_ID_PAY_PATH],
  summary:
    'How an own order is paid: the provider for its currency (a real acquirer with a hosted ' +
    'payment page when configured, e.g. maib for MDL, EUR and USD; else test) and whether the ' +
    'buyer pays on its hosted page',
  responses: {
    200: { description: 'The payment method', schema: paymentMethodSchema },
    404: notYours,
    409: { description: 'No provider takes its currency', schema: errorResponseSchema },
  },
});

export const pay = endpoint({
  ...common,
  method: 'post',
  paths: [ORDERS_BY_ID_PAY_PATH],
  summary:
    'Payment step through a PaymentProvider (built-in: test; card 4000 0000 0000 0002 is declined; ' +
    'maib when configured: status pending with the redirect_url of its hosted payment page, the ' +
    'order paid when its notification arrives). Success marks the order paid once, credits ' +
    'cashback or opens the course. One attempt at a time per order (an open payment page is ' +
    'answered again); with an Idempotency-Key, a request sent again gets the same answer',
  body: payRequestSchema,
  responses: {
    200: { description: 'Paid, or pending with the page to pay on', schema: payResponseSchema },
    400: { description: 'Unknown provider, or one that does not take the currency' },
    402: { description: 'Declined', schema: errorResponseSchema },
    404: notYours,
    409: {
      description: 'Not awaiting payment, a payment in progress, or the course already owned',
      schema: errorResponseSchema,
    },
  },
});

export const cancel = endpoint({
  ...common,
  method: 'post',
  paths: ['/orders/{id}/cancel/'],
  // Stock given back: product lists show availability.
  invalidates: ['shop'],
  summary:
    'The buyer cancels an own unpaid order: its stock is given back and the cashback it spent ' +
    'returned to the balance',
  responses: {
    200: { description: 'Cancelled', schema: orderSchema },
    404: notYours,
    409: {
      description: 'Not cancellable (paid, or a payment in progress)',
      schema: errorResponseSchema,
    },
  },
});

export const purchaseCourse = endpoint({
  ...common,
  tag: 'courses',
  method: 'post',
  paths: ['/{lang}/courses/course/{id}/purchase/'],
  summary:
    'Buy a course: a pending order at the discounted euro price; the access record is created ' +
    'when the order is paid. A free course opens at once (order null). A pending order of the ' +
    'same course is reused (one per user and course). The course order form (first_name, ' +
    'surname, email, phone, terms_agreement) is optional; when sent, it is checked and kept on ' +
    'the order. With an Idempotency-Key, a request sent again gets the same order',
  body: coursePurchaseRequestSchema,
  responses: {
    201: {
      description: 'Order to pay, or access of a free course',
      schema: purchaseResponseSchema,
    },
    400: { description: 'Field errors of the course order form' },
    404: { description: 'No such course', schema: errorResponseSchema },
    409: { description: 'Already purchased', schema: alreadyOwnedResponseSchema },
  },
});

export const quoteCourse = endpoint({
  ...common,
  tag: 'courses',
  method: 'post',
  paths: ['/{lang}/courses/course/{id}/quote/'],
  summary:
    'What the course would cost with a promo code, priced as the purchase prices it (the ' +
    "discounted euro price less the code's discount); a code that gives nothing is named in " +
    'promo_problem; nothing is stored',
  body: courseQuoteRequestSchema,
  responses: {
    200: { description: 'Quote', schema: courseQuoteSchema },
    400: { description: 'Field errors (a code longer than the form takes)' },
    404: { description: 'No such course', schema: errorResponseSchema },
  },
});

export const cashback = endpoint({
  ...common,
  tag: 'accounts',
  method: 'get',
  paths: ['/accounts/cashback/'],
  summary:
    'Cashback: balance per currency, ledger entries and the shop orders (dashboard shop history)',
  query: orderListQuerySchema,
  responses: { 200: { description: 'Cashback', schema: cashbackResponseSchema } },
});

export const maibCallback = endpoint({
  tag: 'orders',
  auth: 'none',
  designed: true,
  method: 'post',
  paths: ['/payments/maib/callback/'],
  summary:
    "MAIB e-commerce's notification of a payment's outcome (its callbackUrl), signed with the " +
    "project's Signature Key: a valid one records the outcome once (paid: the order's receipt; " +
    'failed: the order stays pending to pay again); a notification sent again changes nothing. ' +
    'Only when MAIB is configured',
  body: maibNotificationSchema,
  responses: {
    200: { description: 'Recorded (or known already)' },
    400: { description: 'Not signed with the Signature Key: nothing changes' },
    404: { description: 'No such payment (yet), or MAIB not configured: the bank retries' },
    409: { description: 'Another amount or currency than the payment: not counted' },
  },
});
