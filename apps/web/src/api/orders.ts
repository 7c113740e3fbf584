import type { CoursePurchaseRequest, CourseQuote, Order, PaymentMethod } from '@academy/contract';
import { ordersEndpoints } from '@academy/contract/endpoints';
import type { Language } from '@academy/contract/languages';
import type {
  CoursePaymentOutcome,
  CoursePurchaseAnswer,
  OrderCancelOutcome,
} from '@academy/machines';
import { call, callForOutcome } from './call';
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
    const answer = await callForOutcome(ordersEndpoints.purchaseCourse, {
      params: { lang, id: courseId },
      body,
      options: idempotent(),
    });
    if (answer.status === 409) return { order: null, access_id: answer.body.access_id };
    if (answer.status !== 201) throw new Error(`purchase: ${answer.status}`);
    return answer.body;
  },

  /** `POST /{lang}/courses/course/{id}/quote/`: the course priced with a promo code. */
  quoteCourse: (lang: Language, courseId: number, promoCode: string): Promise<CourseQuote> =>
    call(ordersEndpoints.quoteCourse, {
      params: { lang, id: courseId },
      body: { promo_code: promoCode },
    }),

  /**
   * `GET /orders/`: the user's orders, shop and course, newest first (the dashboard's orders),
   * each line named in `lang` while its course or product exists.
   */
  list: (lang?: Language) => call(ordersEndpoints.list, { query: { lang } }),

  /**
   * `POST /orders/{id}/cancel/`: the buyer cancels an unpaid order. A 409 (paid meanwhile, or a
   * card payment under way) is the answer 'refused', not an error.
   */
  cancel: async (id: number): Promise<OrderCancelOutcome> => {
    const answer = await callForOutcome(ordersEndpoints.cancel, { params: { id } });
    if (answer.status === 409) return 'refused';
    if (answer.status !== 200) throw new Error(`cancel: ${answer.status}`);
    return 'cancelled';
  },

  /**
   * `GET /orders/{id}/`: one own order, its lines named in `lang`; null when it is missing or
   * another user's (404).
   */
  get: async (id: string | number, lang?: Language): Promise<Order | null> => {
    const params = { id: Number(id) };
    const answer = await callForOutcome(ordersEndpoints.get, { params, query: { lang } });
    return answer.status === 200 ? answer.body : null;
  },

  /**
   * `GET /orders/{id}/pay/`: the provider that pays an order (the server's choice for its
   * currency) and whether the buyer pays on its hosted page (no card form here).
   */
  paymentMethod: (id: number): Promise<PaymentMethod> =>
    call(ordersEndpoints.paymentMethod, { params: { id } }),

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
    const answer = await callForOutcome(ordersEndpoints.pay, {
      params: { id },
      body: { provider, ...(cardNumber ? { card_number: cardNumber } : {}) },
      options: idempotent(),
    });
    if (answer.status === 402) return { status: 'failed' };
    if (answer.status !== 200) throw new Error(`pay: ${answer.status}`);
    const { payment, access_id } = answer.body;
    if (payment.status === 'pending' && payment.redirect_url) {
      return { status: 'redirect', url: payment.redirect_url };
    }
    return payment.status === 'succeeded'
      ? { status: 'succeeded', accessId: access_id }
      : { status: 'failed' };
  },
};
