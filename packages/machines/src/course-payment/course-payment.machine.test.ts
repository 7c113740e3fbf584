import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { createTestActor } from '../testing/create-test-actor';
import {
  type CoursePaymentEvent,
  type CoursePaymentOutcome,
  coursePaymentMachine,
} from './course-payment.machine';
import { DECLINED_TEST_CARD, showsTestCards } from './course-payment.rules';
import { selectCoursePayment } from './course-payment.selectors';
import {
  emptyCardForm,
  formatCardNumber,
  formatExpiry,
  passesLuhn,
  validateCard,
} from './course-payment.validation';

const TODAY = new Date(2026, 10, 23);
const CARD = {
  cardNumber: '4242 4242 4242 4242',
  holderName: 'Ana Popescu',
  expiry: '12/28',
  cvc: '123',
};

function start(pay: (cardNumber: string) => Promise<CoursePaymentOutcome>) {
  const payOrder = vi.fn(pay);
  const showSuccess = vi.fn();
  const logError = vi.fn();
  const actor = createTestActor(
    coursePaymentMachine.provide({
      actions: { showSuccess: (_, params) => showSuccess(params), logError },
      actors: { payOrder: fromPromise(({ input }) => payOrder(input.cardNumber ?? '')) },
    }),
    { input: { today: TODAY } },
  ).start();
  const type = (card: Partial<typeof CARD>) => {
    for (const [field, value] of Object.entries(card))
      actor.send({ type: 'field.change', field: field as keyof typeof CARD, value });
  };
  return { actor, payOrder, showSuccess, logError, type };
}

describe('card format (checked in the browser for comfort)', () => {
  it('groups the number by four and adds the slash of the expiry as typed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42x')).toBe('4242 42');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('1')).toBe('1');
  });

  it('checks the number by its length and checksum, the expiry, the holder and the CVC', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(validateCard(CARD, TODAY)).toEqual({});
    expect(validateCard(emptyCardForm(), TODAY)).toEqual({
      cardNumber: 'coursePayment.required',
      holderName: 'coursePayment.required',
      expiry: 'coursePayment.required',
      cvc: 'coursePayment.required',
    });
    const bad = { ...CARD, cardNumber: '4242 4242 4242 4241', expiry: '13/28', cvc: '12' };
    expect(validateCard(bad, TODAY)).toEqual({
      cardNumber: 'coursePayment.cardNumberInvalid',
      expiry: 'coursePayment.expiryInvalid',
      cvc: 'coursePayment.cvcInvalid',
    });
    expect(validateCard({ ...CARD, expiry: '10/26' }, TODAY)).toEqual({
      expiry: 'coursePayment.cardExpired',
    });
    // A card is valid through its month.
    expect(validateCard({ ...CARD, expiry: '11/26' }, TODAY)).toEqual({});
  });

  it("accepts the test provider's declined card as a well-formed number", () => {
    expect(validateCard({ ...CARD, cardNumber: DECLINED_TEST_CARD }, TODAY)).toEqual({});
    expect(showsTestCards('test')).toBe(true);
    expect(showsTestCards('maib')).toBe(false);
  });
});

describe('coursePaymentMachine', () => {
  it('sends nothing while the card is badly formed', () => {
    const { actor, payOrder, type } = start(async () => ({ status: 'succeeded', accessId: 3 }));
    type({ ...CARD, cvc: '1' });

    actor.send({ type: 'form.submit' });

    expect(selectCoursePayment(actor.getSnapshot())).toMatchObject({
      state: 'editing',
      errors: { cvc: 'coursePayment.cvcInvalid' },
    });
    expect(payOrder).not.toHaveBeenCalled();
    type({ cvc: '123' });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('processes the card, then is paid and goes on to success with the access', async () => {
    const { actor, payOrder, showSuccess, type } = start(async () => ({
      status: 'succeeded',
      accessId: 3,
    }));
    type({ ...CARD, cardNumber: '4242424242424242' });

    actor.send({ type: 'form.submit' });
    expect(selectCoursePayment(actor.getSnapshot())).toMatchObject({
      state: 'processing',
      isProcessing: true,
      canEdit: false,
    });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');

    expect(payOrder).toHaveBeenCalledWith('4242 4242 4242 4242');
    expect(selectCoursePayment(actor.getSnapshot()).messageKey).toBe('coursePayment.paid');
    expect(showSuccess).toHaveBeenCalledWith({ accessId: 3 });
  });

  it('says a declined card clearly, keeps the card but the CVC, and pays on another try', async () => {
    const { actor, payOrder, showSuccess, type } = start(async (number) =>
      number === DECLINED_TEST_CARD ? { status: 'failed' } : { status: 'succeeded', accessId: 3 },
    );
    type({ ...CARD, cardNumber: DECLINED_TEST_CARD });

    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('declined'));

    expect(selectCoursePayment(actor.getSnapshot())).toMatchObject({
      messageKey: 'coursePayment.declined',
      canEdit: true,
      card: { cardNumber: DECLINED_TEST_CARD, holderName: 'Ana Popescu', cvc: '' },
    });
    expect(showSuccess).not.toHaveBeenCalled();

    actor.send({ type: 'form.submit' });
    expect(selectCoursePayment(actor.getSnapshot())).toMatchObject({
      state: 'editing',
      errors: { cvc: 'coursePayment.required' },
    });
    type({ cardNumber: CARD.cardNumber, cvc: '123' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(payOrder).toHaveBeenCalledTimes(2);
    expect(showSuccess).toHaveBeenCalledWith({ accessId: 3 });
  });

  it('shows the failure of a call that did not answer, and tries again', async () => {
    let fail = true;
    const { actor, logError, type } = start(async () => {
      if (fail) throw new Error('500');
      return { status: 'succeeded', accessId: null };
    });
    type(CARD);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    expect(selectCoursePayment(actor.getSnapshot())).toMatchObject({
      messageKey: 'coursePayment.failure',
      card: CARD,
    });
    expect(logError).toHaveBeenCalledOnce();

    fail = false;
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('paid'));
  });

  it('reaches every state by a shortest path, replayed on a live actor', () => {
    const input = { card: CARD, today: TODAY };
    const events = [
      { type: 'form.submit' },
      { type: 'xstate.error.actor.payOrder', error: new Error('500') },
      { type: 'xstate.done.actor.payOrder', output: { status: 'failed' } },
      { type: 'xstate.done.actor.payOrder', output: { status: 'succeeded', accessId: 1 } },
      {
        type: 'xstate.done.actor.payOrder',
        output: { status: 'redirect', url: 'https://bank.test/pay/1' },
      },
    ] as unknown as CoursePaymentEvent[];
    const paths = getShortestPaths(coursePaymentMachine, {
      input,
      events,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    const pending = fromPromise<CoursePaymentOutcome, { cardNumber?: string }>(
      () => new Promise(() => {}),
    );
    for (const path of paths) {
      const actor = createTestActor(
        coursePaymentMachine.provide({ actors: { payOrder: pending } }),
        { input },
      ).start();
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    }
    expect(paths.map((path) => path.state.value).sort()).toEqual([
      'declined',
      'editing',
      'failure',
      'paid',
      'processing',
      'redirecting',
    ]);
  });
});

describe('coursePaymentMachine on a hosted payment page (issue 22)', () => {
  function startHosted(
    pay: () => Promise<CoursePaymentOutcome>,
    input: { returnedUnpaid?: boolean } = {},
  ) {
    const payOrder = vi.fn((_: { cardNumber?: string }) => pay());
    const redirect = vi.fn();
    const showSuccess = vi.fn();
    const actor = createTestActor(
      coursePaymentMachine.provide({
        actions: {
          redirect: (_, params) => redirect(params),
          showSuccess: (_, params) => showSuccess(params),
        },
        actors: { payOrder: fromPromise(({ input }) => payOrder(input)) },
      }),
      { input: { today: TODAY, hosted: true, ...input } },
    ).start();
    return { actor, payOrder, redirect, showSuccess };
  }

  it('asks for no card, sends none, and redirects the browser to the page it answered', async () => {
    const url = 'https://bank.test/pay/f16a9006';
    const { actor, payOrder, redirect, showSuccess } = startHosted(async () => ({
      status: 'redirect',
      url,
    }));
    expect(selectCoursePayment(actor.getSnapshot())).toMatchObject({
      state: 'editing',
      hosted: true,
      canEdit: true,
    });

    actor.send({ type: 'form.submit' });
    expect(selectCoursePayment(actor.getSnapshot()).state).toBe('processing');
    await waitFor(actor, (snapshot) => snapshot.status === 'done');

    expect(payOrder).toHaveBeenCalledWith({});
    expect(redirect).toHaveBeenCalledExactlyOnceWith({ url });
    expect(showSuccess).not.toHaveBeenCalled();
    expect(selectCoursePayment(actor.getSnapshot())).toMatchObject({
      state: 'redirecting',
      redirectUrl: url,
      isProcessing: true,
      canEdit: false,
      messageKey: 'coursePayment.redirecting',
    });
  });

  it('opens declined when the buyer is back from the page unpaid, and pays again', async () => {
    const { actor, payOrder, redirect } = startHosted(
      async () => ({ status: 'redirect', url: 'https://bank.test/pay/2' }),
      { returnedUnpaid: true },
    );
    expect(selectCoursePayment(actor.getSnapshot())).toMatchObject({
      state: 'declined',
      messageKey: 'coursePayment.declined',
      canEdit: true,
    });
    expect(payOrder).not.toHaveBeenCalled();

    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('redirecting'));
    expect(redirect).toHaveBeenCalledExactlyOnceWith({ url: 'https://bank.test/pay/2' });
  });

  it('goes on to success when the page was paid already (the same page answered paid)', async () => {
    const { actor, showSuccess } = startHosted(async () => ({
      status: 'succeeded',
      accessId: null,
    }));
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('paid'));
    expect(showSuccess).toHaveBeenCalledWith({ accessId: null });
  });
});
