import {
  alreadyOwnedResponseSchema,
  type CoursePurchaseRequest,
  type CourseQuote,
  courseQuoteSchema,
  type Order,
  orderListSchema,
  orderSchema,
  type PaymentMethod,
  paymentMethodSchema,
  payResponseSchema,
  purchaseResponseSchema,
} from '@academy/contract';
import type { Language } from '@academy/contract/languages';
import type {
  CoursePaymentOutcome,
  CoursePurchaseAnswer,
  OrderCancelOutcome,
} from '@academy/machines';
import { api, getUnlessMissing } from './client';
import { idempotent } from './idempotent';

export type { Order };

/** The order calls (designed: issue 11). Each needs the session's token. */
export const orders = {
  /**
   * Orders a course with the buyer's contact (none to start a free course, which the server opens
   * at once). A course already owned (409) answers like a free one: no order, its access, so the
   * buyer goes straight to the player.
   */
  purchaseCourse: async (
    lang: Language,
    courseId: number,
    body: CoursePurchaseRequest,
  ): Promise<CoursePurchaseAnswer> => {
    const response = await api.post(`${lang}/courses/course/${courseId}/purchase/`, {
      json: body,
      throwHttpErrors: false,
      ...idempotent(),
    });
    if (response.status === 409) {
      const owned = alreadyOwnedResponseSchema.parse(await response.json());
      return { order: null, access_id: owned.access_id };
    }
    if (!response.ok) throw new Error(`purchase: ${response.status}`);
    return purchaseResponseSchema.parse(await response.json());
  },

  /** `POST /{lang}/courses/course/{id}/quote/`: the course priced with a promo code. */
  quoteCourse: async (lang: Language, courseId: number, promoCode: string): Promise<CourseQuote> =>
    courseQuoteSchema.parse(
      await api
        .post(`${lang}/courses/course/${courseId}/quote/`, { json: { promo_code: promoCode } })
        .json(),
    ),

  /** `GET /orders/`: the user's orders, shop and course, newest first (the dashboard's orders). */
  list: async () => orderListSchema.parse(await api.get('orders/').json()),

  /**
   * `POST /orders/{id}/cancel/`: the buyer cancels an unpaid order. A 409 (paid meanwhile, or a
   * card payment under way) is the answer 'refused', not an error.
   */
  cancel: async (id: number): Promise<OrderCancelOutcome> => {
    const response = await api.post(`orders/${id}/cancel/`, { throwHttpErrors: false });
    if (response.status === 409) return 'refused';
    if (!response.ok) throw new Error(`cancel: ${response.status}`);
    return 'cancelled';
  },

  /** `GET /orders/{id}/`: one own order; null when it is missing or another user's (404). */
  get: async (id: string | number): Promise<Order | null> => {
    const answer = await getUnlessMissing(`orders/${id}/`);
    return answer === null ? null : orderSchema.parse(answer);
  },

  /**
   * `GET /orders/{id}/pay/`: the provider that pays an order (the server's choice for its
   * currency) and whether the buyer pays on its hosted page (no card form here).
   */
  paymentMethod: async (id: number): Promise<PaymentMethod> =>
    paymentMethodSchema.parse(await api.get(`orders/${id}/pay/`).json()),

  /**
   * `POST /orders/{id}/pay/` through `provider`: the test provider takes the card number here; a
   * hosted page's provider answers where to send the browser (`redirect`). A declined card (402,
   * or a failed payment) is an answer, not an error: the order stays pending for another try.
   */
  pay: async (
    id: number,
    provider: string,
    cardNumber: string | undefined,
  ): Promise<CoursePaymentOutcome> => {
    const response = await api.post(`orders/${id}/pay/`, {
      json: { provider, ...(cardNumber ? { card_number: cardNumber } : {}) },
      throwHttpErrors: false,
      ...idempotent(),
    });
    if (response.status === 402) return { status: 'failed' };
    if (!response.ok) throw new Error(`pay: ${response.status}`);
    const { payment, access_id } = payResponseSchema.parse(await response.json());
    if (payment.status === 'pending' && payment.redirect_url) {
      return { status: 'redirect', url: payment.redirect_url };
    }
    return payment.status === 'succeeded'
      ? { status: 'succeeded', accessId: access_id }
      : { status: 'failed' };
  },
};
