import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { createTestActor } from '../testing/create-test-actor';
import { type CheckoutEvent, checkoutMachine } from './checkout.machine';
import { selectCheckout } from './checkout.selectors';
import {
  type CheckoutForm,
  checkoutOrderForm,
  checkoutPayload,
  emptyCheckoutForm,
  validateCheckout,
} from './checkout.validation';

/** A form the order schema accepts, but for the terms box. */
const FILLED: Partial<CheckoutForm> = {
  firstName: 'Ana',
  surname: 'Popescu',
  phone: '+37369123456',
  email: 'ana@example.com',
  country: 'Moldova',
  city: 'Chisinau',
};

function start(submit = vi.fn(async (_: { form: CheckoutForm }) => {})) {
  const clearCart = vi.fn();
  const actor = createTestActor(
    checkoutMachine.provide({
      actions: { clearCart },
      actors: {
        submitOrder: fromPromise<void, { form: CheckoutForm }>(({ input }) => submit(input)),
      },
    }),
    { input: { form: FILLED } },
  ).start();
  return { actor, submit, clearCart };
}

describe('checkout rules', () => {
  it('requires agreement to the terms, and the fields the order schema requires', () => {
    expect(validateCheckout(emptyCheckoutForm(FILLED))).toEqual({
      termsAccepted: 'checkout.termsRequired',
    });
    expect(validateCheckout(emptyCheckoutForm({ ...FILLED, termsAccepted: true }))).toEqual({});
    expect(validateCheckout(emptyCheckoutForm({ termsAccepted: true }))).toEqual({
      firstName: 'checkout.required',
      surname: 'checkout.required',
      phone: 'checkout.required',
      email: 'checkout.required',
      country: 'checkout.required',
      city: 'checkout.required',
    });
  });

  it("names a badly filled field invalid, judged by the server's own schema", () => {
    const form = emptyCheckoutForm({ ...FILLED, termsAccepted: true, phone: '123', email: 'ana@' });
    expect(validateCheckout(form)).toEqual({
      phone: 'checkout.invalid',
      email: 'checkout.invalid',
    });
  });

  it('turns the form into the order body of POST /{lang}/orders/', () => {
    const form = emptyCheckoutForm({ ...FILLED, useCashback: true, termsAccepted: true });
    expect(checkoutOrderForm(form)).toMatchObject({
      first_name: 'Ana',
      person_type: 'person',
      delivery_type: 'courier',
      use_bonuses: true,
      terms_agreement: true,
    });
  });

  it('sends trimmed text and company fields only for a company', () => {
    const company = { companyName: 'SRL', fiscalCode: '100', tradeRegisterNumber: 'J1' };
    const asPerson = checkoutPayload(emptyCheckoutForm({ ...company, street: ' Main ' }));
    expect(asPerson).toMatchObject({ companyName: '', fiscalCode: '', street: 'Main' });
    const asCompany = checkoutPayload(emptyCheckoutForm({ ...company, customerType: 'company' }));
    expect(asCompany).toMatchObject(company);
  });
});

describe('checkoutMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts editing with the prefill and the default choices', () => {
    const { actor } = start();
    expect(selectCheckout(actor.getSnapshot())).toMatchObject({
      state: 'editing',
      canSubmit: true,
      showCompanyFields: false,
      form: { firstName: 'Ana', deliveryType: 'courier', paymentType: 'cash', useCashback: false },
    });
  });

  it('does not submit without agreement to the terms', () => {
    const { actor, submit } = start();

    actor.send({ type: 'form.submit' });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectCheckout(actor.getSnapshot()).errors).toEqual({
      termsAccepted: 'checkout.termsRequired',
    });
    expect(submit).not.toHaveBeenCalled();
    actor.send({ type: 'field.change', field: 'termsAccepted', value: true });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('submits every part of the form, then shows success and clears the cart', async () => {
    const { actor, submit, clearCart } = start();
    const changes: CheckoutEvent[] = [
      { type: 'field.change', field: 'customerType', value: 'company' },
      { type: 'field.change', field: 'companyName', value: 'Beauty SRL' },
      { type: 'field.change', field: 'deliveryType', value: 'pickup' },
      { type: 'field.change', field: 'paymentType', value: 'card' },
      { type: 'field.change', field: 'promoCode', value: 'SPRING' },
      { type: 'field.change', field: 'useCashback', value: true },
      { type: 'field.change', field: 'termsAccepted', value: true },
    ];
    for (const change of changes) actor.send(change);
    expect(selectCheckout(actor.getSnapshot()).showCompanyFields).toBe(true);

    actor.send({ type: 'form.submit' });
    expect(selectCheckout(actor.getSnapshot()).isSubmitting).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');

    expect(submit).toHaveBeenCalledWith({
      form: expect.objectContaining({
        companyName: 'Beauty SRL',
        deliveryType: 'pickup',
        paymentType: 'card',
        promoCode: 'SPRING',
        useCashback: true,
      }),
    });
    expect(selectCheckout(actor.getSnapshot()).messageKey).toBe('checkout.success');
    expect(clearCart).toHaveBeenCalledOnce();
  });

  it('shows the failure message, keeps what was typed, and retries', async () => {
    let fail = true;
    const { actor, submit, clearCart } = start(
      vi.fn(async () => {
        if (fail) throw new Error('500');
      }),
    );
    actor.send({ type: 'field.change', field: 'comments', value: 'Call first' });
    actor.send({ type: 'field.change', field: 'termsAccepted', value: true });

    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));

    expect(selectCheckout(actor.getSnapshot())).toMatchObject({
      messageKey: 'checkout.failure',
      form: { firstName: 'Ana', comments: 'Call first', termsAccepted: true },
    });
    expect(clearCart).not.toHaveBeenCalled();

    fail = false;
    actor.send({ type: 'order.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('goes back to editing from a failure with the fields intact', async () => {
    const { actor } = start(
      vi.fn(async () => {
        throw new Error('500');
      }),
    );
    actor.send({ type: 'field.change', field: 'termsAccepted', value: true });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));

    actor.send({ type: 'order.edit' });

    expect(selectCheckout(actor.getSnapshot())).toMatchObject({
      state: 'editing',
      messageKey: null,
      form: { firstName: 'Ana', termsAccepted: true },
    });
  });

  it('reaches every state by a shortest path, replayed on a live actor', () => {
    const input = { form: { ...FILLED, termsAccepted: true } };
    const events = [
      { type: 'form.submit' },
      { type: 'xstate.error.actor.submitOrder', error: new Error('500') },
      { type: 'order.retry' },
      { type: 'xstate.done.actor.submitOrder' },
    ] as unknown as CheckoutEvent[];
    const paths = getShortestPaths(checkoutMachine, {
      input,
      events,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    const pending = fromPromise<void, { form: CheckoutForm }>(() => new Promise(() => {}));

    for (const path of paths) {
      const actor = createTestActor(checkoutMachine.provide({ actors: { submitOrder: pending } }), {
        input,
      }).start();
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    }
    expect(paths.map((path) => path.state.value).sort()).toEqual([
      'editing',
      'failure',
      'submitting',
      'success',
    ]);
  });
});
