import type { CourseQuote } from '@academy/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { CHECKOUT_QUOTE_DEBOUNCE_MS } from '../constants';
import { createTestActor } from '../testing/create-test-actor';
import {
  type CourseCheckoutActorRef,
  type CourseCheckoutEvent,
  courseCheckoutMachine,
} from './course-checkout.machine';
import { selectCourseCheckout } from './course-checkout.selectors';
import {
  type CourseCheckoutForm,
  type CourseOrderBody,
  courseCheckoutPrefill,
  courseOrderBody,
  emptyCourseCheckoutForm,
  validateCourseCheckout,
} from './course-checkout.validation';
import { type CoursePurchaseAnswer, coursePurchaseStep } from './course-payment.rules';

const FILLED: Partial<CourseCheckoutForm> = {
  firstName: 'Ana',
  surname: 'Popescu',
  email: 'ana@example.com',
  phone: '+37369123456',
};
const ORDER = { order: { id: 12 }, access_id: null };

const QUOTE = {
  currency: 'EUR',
  subtotal: 151,
  promo_code: 'COURSE20',
  discount: 30.2,
  promo_problem: null,
  promo_minimum: null,
  total: 120.8,
};

function start(
  answer: (body: CourseOrderBody) => Promise<CoursePurchaseAnswer>,
  priceCode: (promoCode: string) => Promise<CourseQuote> = async () => QUOTE,
) {
  const purchase = vi.fn(answer);
  const quote = vi.fn(priceCode);
  const openPayment = vi.fn();
  const openCourse = vi.fn();
  const logError = vi.fn();
  const actor = createTestActor(
    courseCheckoutMachine.provide({
      actions: {
        openPayment: (_, params) => openPayment(params),
        openCourse: (_, params) => openCourse(params),
        logError,
      },
      actors: {
        purchaseCourse: fromPromise(({ input }) => purchase(input.body)),
        quoteCourse: fromPromise(({ input }) => quote(input.promoCode)),
      },
    }),
    { input: { form: FILLED } },
  ).start();
  return { actor, purchase, quote, openPayment, openCourse, logError };
}

describe('course checkout rules', () => {
  it('requires the terms and the contact fields of the contract', () => {
    expect(validateCourseCheckout(emptyCourseCheckoutForm(FILLED))).toEqual({
      termsAccepted: 'courseCheckout.termsRequired',
    });
    expect(validateCourseCheckout(emptyCourseCheckoutForm({ termsAccepted: true }))).toEqual({
      firstName: 'courseCheckout.required',
      surname: 'courseCheckout.required',
      email: 'courseCheckout.required',
      phone: 'courseCheckout.required',
    });
    const bad = emptyCourseCheckoutForm({
      ...FILLED,
      termsAccepted: true,
      email: 'ana@',
      phone: '12',
    });
    expect(validateCourseCheckout(bad)).toEqual({
      email: 'courseCheckout.invalid',
      phone: 'courseCheckout.invalid',
    });
  });

  it('sends trimmed contact fields and the promo code as the server compares it, paid by card', () => {
    const form = emptyCourseCheckoutForm({
      ...FILLED,
      firstName: ' Ana ',
      promoCode: ' course20 ',
      termsAccepted: true,
    });
    expect(courseOrderBody(form)).toEqual({
      payment_type: 'card',
      first_name: 'Ana',
      surname: 'Popescu',
      email: 'ana@example.com',
      phone: '+37369123456',
      terms_agreement: true,
      promo_code: 'COURSE20',
    });
  });

  it("prefills the name and the login's e-mail address from the session", () => {
    expect(courseCheckoutPrefill({ name: 'Ana Maria Rusu', login: 'ana@academia.md' })).toEqual({
      firstName: 'Ana',
      surname: 'Maria Rusu',
      email: 'ana@academia.md',
    });
    expect(courseCheckoutPrefill({ name: null, login: '+37369000000' })).toEqual({
      firstName: '',
      surname: '',
      email: '',
    });
  });

  it('leads an order to its payment, an access to the player, nothing to no step', () => {
    expect(coursePurchaseStep(ORDER)).toEqual({ kind: 'pay', orderId: 12 });
    expect(coursePurchaseStep({ order: null, access_id: 5 })).toEqual({
      kind: 'open',
      accessId: 5,
    });
    expect(coursePurchaseStep({ order: null, access_id: null })).toBeNull();
  });
});

describe('courseCheckoutMachine', () => {
  it('does not order without agreement to the terms', () => {
    const { actor, purchase } = start(async () => ORDER);

    actor.send({ type: 'form.submit' });

    expect(selectCourseCheckout(actor.getSnapshot())).toMatchObject({
      state: 'editing',
      errors: { termsAccepted: 'courseCheckout.termsRequired' },
    });
    expect(purchase).not.toHaveBeenCalled();
    actor.send({ type: 'field.change', field: 'termsAccepted', value: true });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('orders the course, then goes to the payment of the order', async () => {
    const { actor, purchase, openPayment, openCourse } = start(async () => ORDER);
    actor.send({ type: 'field.change', field: 'termsAccepted', value: true });

    actor.send({ type: 'form.submit' });
    expect(selectCourseCheckout(actor.getSnapshot())).toMatchObject({
      state: 'submitting',
      isSubmitting: true,
    });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');

    expect(purchase).toHaveBeenCalledWith(expect.objectContaining({ terms_agreement: true }));
    expect(openPayment).toHaveBeenCalledWith({ orderId: 12 });
    expect(openCourse).not.toHaveBeenCalled();
  });

  it('opens a free or already owned course at once', async () => {
    const { actor, openPayment, openCourse } = start(async () => ({ order: null, access_id: 7 }));
    actor.send({ type: 'field.change', field: 'termsAccepted', value: true });

    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');

    expect(openCourse).toHaveBeenCalledWith({ accessId: 7 });
    expect(openPayment).not.toHaveBeenCalled();
  });

  it('shows the failure with what was typed kept, and tries again', async () => {
    let fail = true;
    const { actor, purchase, logError } = start(async () => {
      if (fail) throw new Error('500');
      return ORDER;
    });
    actor.send({ type: 'field.change', field: 'termsAccepted', value: true });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));

    expect(selectCourseCheckout(actor.getSnapshot())).toMatchObject({
      messageKey: 'courseCheckout.failure',
      form: { firstName: 'Ana', termsAccepted: true },
    });
    expect(logError).toHaveBeenCalledOnce();

    fail = false;
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(purchase).toHaveBeenCalledTimes(2);
  });

  it('fails when the answer leads nowhere, and edits again from the failure', async () => {
    const { actor } = start(async () => ({ order: null, access_id: null }));
    actor.send({ type: 'field.change', field: 'termsAccepted', value: true });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));

    actor.send({ type: 'field.change', field: 'email', value: '' });
    actor.send({ type: 'form.submit' });

    expect(selectCourseCheckout(actor.getSnapshot())).toMatchObject({
      state: 'editing',
      errors: { email: 'courseCheckout.required' },
    });
  });

  describe('a promo code', () => {
    afterEach(() => vi.useRealTimers());
    const type = (actor: CourseCheckoutActorRef, value: string) =>
      actor.send({ type: 'field.change', field: 'promoCode', value });

    it('is priced once the typing rests, and the price shows the discount and what is left', async () => {
      vi.useFakeTimers();
      const { actor, quote } = start(async () => ORDER);
      type(actor, 'c');
      type(actor, 'course20');
      expect(selectCourseCheckout(actor.getSnapshot())).toMatchObject({
        isPricing: true,
        promo: null,
      });
      vi.advanceTimersByTime(CHECKOUT_QUOTE_DEBOUNCE_MS - 1);
      expect(quote).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(quote).toHaveBeenCalledExactlyOnceWith('COURSE20');
      await vi.waitFor(() => expect(actor.getSnapshot().context.quoteState).toBe('ready'));
      expect(selectCourseCheckout(actor.getSnapshot())).toMatchObject({
        isPricing: false,
        promo: { code: 'COURSE20', discount: 30.2, total: 120.8, currency: 'EUR' },
      });
      // The same code in other case or spaces is not priced again; an emptied field drops it.
      type(actor, ' Course20 ');
      vi.advanceTimersByTime(CHECKOUT_QUOTE_DEBOUNCE_MS);
      expect(quote).toHaveBeenCalledOnce();
      type(actor, '');
      vi.advanceTimersByTime(CHECKOUT_QUOTE_DEBOUNCE_MS);
      expect(quote).toHaveBeenCalledOnce();
      expect(selectCourseCheckout(actor.getSnapshot())).toMatchObject({
        isPricing: false,
        promo: null,
      });
    });

    it('the server refuses: its problem at the field, and no order is sent', async () => {
      vi.useFakeTimers();
      const { actor, purchase } = start(
        async () => ORDER,
        async () => ({
          ...QUOTE,
          promo_code: '',
          discount: 0,
          total: 151,
          promo_problem: 'unknown',
        }),
      );
      actor.send({ type: 'field.change', field: 'termsAccepted', value: true });
      type(actor, 'NOPE');
      vi.advanceTimersByTime(CHECKOUT_QUOTE_DEBOUNCE_MS);
      await vi.waitFor(() => expect(actor.getSnapshot().context.quoteState).toBe('ready'));
      expect(selectCourseCheckout(actor.getSnapshot())).toMatchObject({
        errors: { promoCode: 'checkout.promoUnknown' },
        promo: null,
      });
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(purchase).not.toHaveBeenCalled();
      // Corrected: the order goes, with the code.
      type(actor, '');
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().value).toBe('submitting');
      expect(purchase).toHaveBeenCalledWith(expect.objectContaining({ promo_code: '' }));
    });

    it('a price that fails blocks nothing: the purchase prices the code itself', async () => {
      vi.useFakeTimers();
      const { actor, purchase, logError } = start(
        async () => ORDER,
        async () => {
          throw new Error('503');
        },
      );
      actor.send({ type: 'field.change', field: 'termsAccepted', value: true });
      type(actor, 'COURSE20');
      vi.advanceTimersByTime(CHECKOUT_QUOTE_DEBOUNCE_MS);
      await vi.waitFor(() => expect(actor.getSnapshot().context.quoteState).toBe('failed'));
      expect(logError).toHaveBeenCalledOnce();
      actor.send({ type: 'form.submit' });
      expect(purchase).toHaveBeenCalledWith(expect.objectContaining({ promo_code: 'COURSE20' }));
    });
  });

  it('reaches every state by a shortest path, replayed on a live actor', () => {
    const input = { form: { ...FILLED, termsAccepted: true } };
    const events = [
      { type: 'form.submit' },
      { type: 'xstate.error.actor.purchaseCourse', error: new Error('500') },
      { type: 'xstate.done.actor.purchaseCourse', output: ORDER },
    ] as unknown as CourseCheckoutEvent[];
    const paths = getShortestPaths(courseCheckoutMachine, {
      input,
      events,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    const pending = fromPromise<CoursePurchaseAnswer, { body: CourseOrderBody }>(
      () => new Promise(() => {}),
    );
    for (const path of paths) {
      const actor = createTestActor(
        courseCheckoutMachine.provide({ actors: { purchaseCourse: pending } }),
        { input },
      ).start();
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    }
    expect(paths.map((path) => path.state.value).sort()).toEqual([
      'done',
      'editing',
      'failure',
      'submitting',
    ]);
  });
});
