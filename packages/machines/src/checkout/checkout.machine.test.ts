import type { OrderForm, OrderQuote } from '@academy/contract';
import type { CartEntry } from '@academy/contract/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { type CartActorRef, cartMachine } from '../cart/cart.machine';
import { CHECKOUT_QUOTE_DEBOUNCE_MS } from '../constants';
import { createTestActor } from '../testing/create-test-actor';
import { type CheckoutEvent, checkoutMachine } from './checkout.machine';
import {
  CHECKOUT_OPTIONS,
  type CheckoutOrder,
  type CheckoutQuoteInput,
  changesQuote,
  checkoutQuoteChoices,
  checkoutTotals,
} from './checkout.rules';
import { selectCheckout } from './checkout.selectors';
import {
  type CheckoutForm,
  checkoutOrderForm,
  checkoutPayload,
  checkoutPrefillFromOrder,
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
  street: 'Stefan cel Mare',
  houseNumber: '1',
  postcode: 'MD-2001',
};

/** Moldova, Chisinau, courier: 200 lei of products, 50 lei delivery, free from 1200 lei. */
const QUOTE: OrderQuote = {
  market: 'md',
  currency: 'MDL',
  items: [{ product: 1, title: 'Cream', unit_price: 100, quantity: 2, line_total: 200 }],
  unavailable: [],
  subtotal: 200,
  delivery_price: 50,
  delivery_by_weight: false,
  free_delivery_from: 1200,
  promo_code: '',
  discount: 0,
  promo_problem: null,
  promo_minimum: null,
  cashback_balance: 30,
  cashback_used: 0,
  cashback_earned: 10,
  total: 250,
};

const CASH_ORDER: CheckoutOrder = { id: 42, payment_type: 'cash' };

type SubmitInput = { body: OrderForm; items: CartEntry[] };
type Submit = (input: SubmitInput) => Promise<CheckoutOrder>;
type Quote = (input: CheckoutQuoteInput) => Promise<OrderQuote>;

/** A call that never settles unless the test settles it. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function start({
  submit = vi.fn<Submit>(async () => CASH_ORDER),
  quote = vi.fn<Quote>(async () => QUOTE),
  form = FILLED,
  cart = null,
}: {
  submit?: Submit;
  quote?: Quote;
  form?: Partial<CheckoutForm>;
  cart?: CartActorRef | null;
} = {}) {
  const clearCart = vi.fn();
  const openPayment = vi.fn();
  const openOrderSuccess = vi.fn();
  const logError = vi.fn();
  const actor = createTestActor(
    checkoutMachine.provide({
      actions: { clearCart, openPayment, openOrderSuccess, logError },
      actors: {
        submitOrder: fromPromise<CheckoutOrder, SubmitInput>(({ input }) => submit(input)),
        quoteOrder: fromPromise<OrderQuote, CheckoutQuoteInput>(({ input }) => quote(input)),
      },
    }),
    { input: { form, cart } },
  ).start();
  return { actor, submit, quote, clearCart, openPayment, openOrderSuccess, logError };
}

/** Lets the settled promises of the fake actors deliver their answers. */
const settle = () => vi.advanceTimersByTimeAsync(0);

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
      street: 'checkout.required',
      houseNumber: 'checkout.required',
      postcode: 'checkout.required',
    });
  });

  it('asks for the address only for a courier, and for the invoice details of a company', () => {
    const noAddress = { ...FILLED, street: '', houseNumber: '', postcode: '', termsAccepted: true };
    expect(validateCheckout(emptyCheckoutForm({ ...noAddress, deliveryType: 'pickup' }))).toEqual(
      {},
    );
    expect(
      validateCheckout(emptyCheckoutForm({ ...noAddress, deliveryType: 'carrier_courier' })),
    ).toEqual({
      street: 'checkout.required',
      houseNumber: 'checkout.required',
      postcode: 'checkout.required',
    });
    const company = emptyCheckoutForm({
      ...FILLED,
      termsAccepted: true,
      customerType: 'company',
      companyName: 'Beauty SRL',
    });
    expect(validateCheckout(company)).toEqual({
      fiscalCode: 'checkout.required',
      tradeRegisterNumber: 'checkout.required',
      companyAddress: 'checkout.required',
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

  it('asks the quote for the delivery, the trimmed city, the cashback choice and the code', () => {
    const form = emptyCheckoutForm({
      city: ' Bălți ',
      deliveryType: 'office',
      useCashback: true,
      promoCode: ' welcome10 ',
    });
    expect(checkoutQuoteChoices(form)).toEqual({
      delivery_type: 'office',
      city: 'Bălți',
      use_bonuses: true,
      promo_code: 'WELCOME10',
    });
    expect(changesQuote(form, 'promoCode', 'WELCOME10')).toBe(false);
    expect(changesQuote(form, 'promoCode', 'SHOP100')).toBe(true);
    expect(changesQuote(form, 'city', 'Bălți')).toBe(false);
    expect(changesQuote(form, 'city', 'Chisinau')).toBe(true);
    expect(changesQuote(form, 'deliveryType', 'pickup')).toBe(true);
    expect(changesQuote(form, 'useCashback', false)).toBe(true);
    expect(changesQuote(form, 'comments', 'Call first')).toBe(false);
  });

  it("asks for the carrier's office for a delivery there", () => {
    const office = { ...FILLED, termsAccepted: true, deliveryType: 'carrier_office' as const };
    expect(validateCheckout(emptyCheckoutForm(office))).toEqual({
      carrierOffice: 'checkout.required',
    });
    expect(
      validateCheckout(emptyCheckoutForm({ ...office, carrierOffice: 'Poșta Moldovei, 12' })),
    ).toEqual({});
  });

  it("starts the form with the last order's phone and address, nothing else", () => {
    expect(checkoutPrefillFromOrder(null)).toEqual({});
    expect(
      checkoutPrefillFromOrder({
        first_name: 'Ana',
        email: 'old@example.com',
        phone: '+37369123456',
        city: 'Chisinau',
        street: 'Stefan cel Mare',
        house_number: '1',
        postcode: 'MD-2001',
        flat: '',
        carrier_office: '',
      }),
    ).toEqual({
      phone: '+37369123456',
      city: 'Chisinau',
      street: 'Stefan cel Mare',
      houseNumber: '1',
      postcode: 'MD-2001',
    });
  });

  it('offers every delivery and payment type of the contract, each with its label', () => {
    expect(CHECKOUT_OPTIONS.deliveryTypes.map((option) => option.value)).toEqual([
      'courier',
      'office',
      'pickup',
      'carrier_courier',
      'carrier_office',
    ]);
    expect(CHECKOUT_OPTIONS.paymentTypes).toEqual([
      { value: 'cash', labelKey: 'checkout.paymentCash' },
      { value: 'card', labelKey: 'checkout.paymentCard' },
    ]);
  });

  it('shows the amount left to free delivery while delivery is charged', () => {
    expect(checkoutTotals(QUOTE)).toEqual({
      currency: 'MDL',
      subtotal: 200,
      promoCode: '',
      discount: 0,
      delivery: { kind: 'paid', price: 50, labelKey: null },
      cashbackBalance: 30,
      cashbackUsed: 0,
      cashbackEarned: 10,
      total: 250,
      freeDeliveryLeft: 1000,
      unavailableIds: [],
    });
    // Romania: 500 lei, in the cart's LEI; 500 − 420.4 is 79.60000000000002 in floating point.
    const ro = { ...QUOTE, market: 'ro', currency: 'RON', free_delivery_from: 500 };
    expect(checkoutTotals({ ...ro, subtotal: 420.4 })).toMatchObject({
      currency: 'LEI',
      freeDeliveryLeft: 79.6,
    });
  });

  it('says free or by weight instead of an amount, with no hint', () => {
    const free = { ...QUOTE, subtotal: 1300, delivery_price: 0, total: 1300 };
    expect(checkoutTotals(free)).toMatchObject({
      delivery: { kind: 'free', price: 0, labelKey: 'checkout.deliveryFree' },
      freeDeliveryLeft: null,
    });
    const byWeight = {
      ...QUOTE,
      market: 'ru',
      delivery_price: 0,
      delivery_by_weight: true,
      free_delivery_from: null,
    };
    expect(checkoutTotals(byWeight)).toMatchObject({
      currency: 'RUB',
      delivery: { kind: 'byWeight', labelKey: 'checkout.deliveryByWeight' },
      freeDeliveryLeft: null,
    });
    const noThreshold = { ...QUOTE, free_delivery_from: null };
    expect(checkoutTotals(noThreshold).freeDeliveryLeft).toBeNull();
  });
});

describe('checkoutMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts editing with the prefill and the default choices, asking for the totals', async () => {
    const { actor, quote } = start();
    expect(selectCheckout(actor.getSnapshot())).toMatchObject({
      state: 'editing',
      canSubmit: true,
      showCompanyFields: false,
      form: { firstName: 'Ana', deliveryType: 'courier', paymentType: 'cash', useCashback: false },
      quoteState: 'loading',
      totals: null,
      isQuoteStale: false,
    });
    expect(quote).toHaveBeenCalledExactlyOnceWith({
      delivery_type: 'courier',
      city: 'Chisinau',
      use_bonuses: false,
      promo_code: '',
      items: [],
    });

    await settle();

    expect(selectCheckout(actor.getSnapshot())).toMatchObject({
      quoteState: 'ready',
      totals: { subtotal: 200, total: 250, freeDeliveryLeft: 1000, cashbackBalance: 30 },
      freeDeliveryKey: 'checkout.freeDeliveryLeft',
      quoteMessageKey: null,
    });
  });

  it('asks again once the delivery, city and cashback choices rest, with the latest values', async () => {
    const quote = vi.fn<Quote>(async () => QUOTE);
    const { actor } = start({ quote });
    await settle();
    quote.mockClear();

    actor.send({ type: 'field.change', field: 'deliveryType', value: 'office' });
    vi.advanceTimersByTime(CHECKOUT_QUOTE_DEBOUNCE_MS - 1);
    actor.send({ type: 'field.change', field: 'city', value: 'Bălți' });
    actor.send({ type: 'field.change', field: 'useCashback', value: true });
    expect(selectCheckout(actor.getSnapshot())).toMatchObject({
      quoteState: 'loading',
      isQuoteStale: true,
      totals: { total: 250 },
    });
    vi.advanceTimersByTime(CHECKOUT_QUOTE_DEBOUNCE_MS - 1);
    expect(quote).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);

    expect(quote).toHaveBeenCalledExactlyOnceWith({
      delivery_type: 'office',
      city: 'Bălți',
      use_bonuses: true,
      promo_code: '',
      items: [],
    });
    await settle();
    expect(actor.getSnapshot().context.quoteState).toBe('ready');
  });

  it("shows the server's verdict on a typed code at its field, and keeps a refused one from being sent", async () => {
    const quote = vi.fn<Quote>(async ({ promo_code }) =>
      promo_code === 'WELCOME10'
        ? { ...QUOTE, promo_code, discount: 20, total: 230 }
        : promo_code === 'BIG'
          ? { ...QUOTE, promo_problem: 'below_minimum', promo_minimum: 500 }
          : promo_code
            ? { ...QUOTE, promo_problem: 'unknown' }
            : QUOTE,
    );
    const { actor, submit } = start({ quote, form: { ...FILLED, termsAccepted: true } });
    await settle();
    actor.send({ type: 'field.change', field: 'promoCode', value: 'nope' });
    // While the answer for the new code is awaited, nothing is said about it.
    expect(selectCheckout(actor.getSnapshot()).errors.promoCode).toBeUndefined();
    await vi.advanceTimersByTimeAsync(CHECKOUT_QUOTE_DEBOUNCE_MS);
    expect(quote).toHaveBeenLastCalledWith(expect.objectContaining({ promo_code: 'NOPE' }));
    expect(selectCheckout(actor.getSnapshot()).errors.promoCode).toBe('checkout.promoUnknown');
    actor.send({ type: 'form.submit' });
    expect(submit).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.errors).toEqual({ promoCode: 'checkout.promoUnknown' });

    actor.send({ type: 'field.change', field: 'promoCode', value: 'big' });
    await vi.advanceTimersByTimeAsync(CHECKOUT_QUOTE_DEBOUNCE_MS);
    expect(selectCheckout(actor.getSnapshot())).toMatchObject({
      errors: { promoCode: 'checkout.promoBelowMinimum' },
      promoMinimum: 500,
    });

    actor.send({ type: 'field.change', field: 'promoCode', value: 'welcome10' });
    await vi.advanceTimersByTimeAsync(CHECKOUT_QUOTE_DEBOUNCE_MS);
    expect(selectCheckout(actor.getSnapshot())).toMatchObject({
      errors: {},
      totals: { promoCode: 'WELCOME10', discount: 20, total: 230 },
    });
    actor.send({ type: 'form.submit' });
    expect(submit).toHaveBeenCalledWith({
      body: expect.objectContaining({ promo_code: 'welcome10' }),
      items: [],
    });
  });

  it('does not ask again for fields the totals do not depend on, or an unchanged value', async () => {
    const { actor, quote } = start();
    await settle();

    actor.send({ type: 'field.change', field: 'comments', value: 'Call first' });
    actor.send({ type: 'field.change', field: 'deliveryType', value: 'courier' });
    actor.send({ type: 'field.change', field: 'city', value: 'Chisinau ' });
    vi.advanceTimersByTime(CHECKOUT_QUOTE_DEBOUNCE_MS);

    expect(quote).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.quoteState).toBe('ready');
  });

  it('follows the cart it is given: its stock checked on entering, new lines quoted, debounced, and ordered', async () => {
    const checkStock = vi.fn(async () => [1, 7]);
    const cart = createTestActor(
      cartMachine.provide({ actors: { checkStock: fromPromise(checkStock) } }),
      { input: { isLoggedIn: true, items: [{ id: 1, cnt: 2 }] } },
    ).start();
    const { actor, quote, submit } = start({ cart, form: { ...FILLED, termsAccepted: true } });
    expect(checkStock).toHaveBeenCalledOnce();
    expect(quote).toHaveBeenLastCalledWith(expect.objectContaining({ items: [{ id: 1, cnt: 2 }] }));
    await settle();

    cart.send({ type: 'cart.add', product: { id: 7 } });
    cart.send({ type: 'cart.increment', id: 7 });
    expect(actor.getSnapshot().context.quoteState).toBe('loading');
    vi.advanceTimersByTime(CHECKOUT_QUOTE_DEBOUNCE_MS);
    const lines = [
      { id: 1, cnt: 2 },
      { id: 7, cnt: 2 },
    ];
    expect(quote).toHaveBeenCalledTimes(2);
    expect(quote).toHaveBeenLastCalledWith(expect.objectContaining({ items: lines }));

    actor.send({ type: 'form.submit' });
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ items: lines }));
  });

  it('does not ask again when the cart changes but its lines do not', async () => {
    const cart = createTestActor(cartMachine, {
      input: { isLoggedIn: true, items: [{ id: 1, cnt: 2 }] },
    }).start();
    const { actor, quote } = start({ cart });
    await settle();

    cart.send({ type: 'cart.merge', items: [{ id: 1, cnt: 1 }] });
    vi.advanceTimersByTime(CHECKOUT_QUOTE_DEBOUNCE_MS);

    expect(quote).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.quoteState).toBe('ready');
  });

  it('shows the answer for the latest choices only', async () => {
    const first = deferred<OrderQuote>();
    const quote = vi
      .fn<Quote>()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValueOnce({ ...QUOTE, delivery_price: 0, total: 200 });
    const { actor } = start({ quote });

    actor.send({ type: 'field.change', field: 'deliveryType', value: 'pickup' });
    vi.advanceTimersByTime(CHECKOUT_QUOTE_DEBOUNCE_MS);
    await settle();
    first.resolve(QUOTE);
    await settle();

    expect(actor.getSnapshot().context.quote?.total).toBe(200);
  });

  it('lets the user edit and order when the totals fail, and asks again on retry', async () => {
    const quote = vi.fn<Quote>().mockRejectedValueOnce(new Error('503')).mockResolvedValue(QUOTE);
    const { actor, submit, logError } = start({ quote });
    await settle();
    expect(selectCheckout(actor.getSnapshot())).toMatchObject({
      quoteState: 'failed',
      quoteMessageKey: 'checkout.quoteFailed',
      totals: null,
      canSubmit: true,
    });
    expect(logError).toHaveBeenCalledOnce();

    actor.send({ type: 'quote.retry' });
    expect(actor.getSnapshot().context.quoteState).toBe('loading');
    await settle();
    expect(actor.getSnapshot().context.quoteState).toBe('ready');

    actor.send({ type: 'field.change', field: 'termsAccepted', value: true });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(submit).toHaveBeenCalledOnce();
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

  it('submits every part of the form, clears the cart and goes on to the thanks (cash)', async () => {
    const { actor, submit, clearCart, openOrderSuccess, openPayment } = start();
    const changes: CheckoutEvent[] = [
      { type: 'field.change', field: 'customerType', value: 'company' },
      { type: 'field.change', field: 'companyName', value: 'Beauty SRL' },
      { type: 'field.change', field: 'fiscalCode', value: '1003600012345' },
      { type: 'field.change', field: 'tradeRegisterNumber', value: '12345678' },
      { type: 'field.change', field: 'companyAddress', value: 'Chisinau, Stefan cel Mare 1' },
      { type: 'field.change', field: 'deliveryType', value: 'pickup' },
      { type: 'field.change', field: 'promoCode', value: 'SPRING' },
      { type: 'field.change', field: 'useCashback', value: true },
      { type: 'field.change', field: 'termsAccepted', value: true },
    ];
    for (const change of changes) actor.send(change);
    expect(selectCheckout(actor.getSnapshot()).showCompanyFields).toBe(true);

    actor.send({ type: 'form.submit' });
    expect(selectCheckout(actor.getSnapshot()).isSubmitting).toBe(true);
    actor.send({ type: 'field.change', field: 'comments', value: 'too late' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');

    expect(submit).toHaveBeenCalledExactlyOnceWith({
      body: expect.objectContaining({
        person_type: 'company',
        company_name: 'Beauty SRL',
        fiscal_code: '1003600012345',
        delivery_type: 'pickup',
        payment_type: 'cash',
        promo_code: 'SPRING',
        use_bonuses: true,
        comments: '',
        terms_agreement: true,
      }),
      items: [],
    });
    expect(selectCheckout(actor.getSnapshot())).toMatchObject({
      state: 'success',
      order: CASH_ORDER,
      messageKey: 'checkout.success',
      noteKey: 'checkout.successNote',
    });
    expect(actor.getSnapshot().output).toEqual(CASH_ORDER);
    expect(clearCart).toHaveBeenCalledOnce();
    expect(openOrderSuccess).toHaveBeenCalledWith(expect.anything(), { orderId: 42 });
    expect(openPayment).not.toHaveBeenCalled();
  });

  it('goes on to the payment of a card order', async () => {
    const { actor, openPayment, openOrderSuccess } = start({
      submit: async () => ({ id: 43, payment_type: 'card' }),
    });
    actor.send({ type: 'field.change', field: 'paymentType', value: 'card' });
    actor.send({ type: 'field.change', field: 'termsAccepted', value: true });

    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');

    expect(openPayment).toHaveBeenCalledWith(expect.anything(), { orderId: 43 });
    expect(openOrderSuccess).not.toHaveBeenCalled();
    expect(selectCheckout(actor.getSnapshot())).toMatchObject({
      messageKey: 'checkout.toPayment',
      noteKey: null,
    });
  });

  it('shows the failure message, keeps what was typed, and retries', async () => {
    const submit = vi.fn<Submit>().mockRejectedValueOnce(new Error('500'));
    submit.mockResolvedValue(CASH_ORDER);
    const { actor, clearCart, logError } = start({ submit });
    actor.send({ type: 'field.change', field: 'comments', value: 'Call first' });
    actor.send({ type: 'field.change', field: 'termsAccepted', value: true });

    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));

    expect(selectCheckout(actor.getSnapshot())).toMatchObject({
      messageKey: 'checkout.failure',
      retryKey: 'checkout.retry',
      canSubmit: true,
      form: { firstName: 'Ana', comments: 'Call first', termsAccepted: true },
    });
    expect(clearCart).not.toHaveBeenCalled();
    expect(logError).toHaveBeenCalledWith(expect.anything(), { error: new Error('500') });

    actor.send({ type: 'order.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('takes edits after a failure, and checks them before sending again', async () => {
    const submit = vi.fn<Submit>().mockRejectedValue(new Error('500'));
    const { actor } = start({ submit });
    actor.send({ type: 'field.change', field: 'termsAccepted', value: true });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));

    actor.send({ type: 'field.change', field: 'email', value: 'ana@' });
    expect(actor.getSnapshot().value).toBe('failure');
    actor.send({ type: 'order.retry' });

    expect(selectCheckout(actor.getSnapshot())).toMatchObject({
      state: 'editing',
      errors: { email: 'checkout.invalid' },
      form: { comments: '', email: 'ana@' },
    });
    actor.send({ type: 'field.change', field: 'email', value: 'ana@example.com' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    actor.send({ type: 'field.change', field: 'phone', value: '' });
    actor.send({ type: 'form.submit' });
    expect(selectCheckout(actor.getSnapshot())).toMatchObject({
      state: 'editing',
      errors: { phone: 'checkout.required' },
    });
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('sends a submit from the failure state again when the form is valid', async () => {
    const submit = vi.fn<Submit>().mockRejectedValueOnce(new Error('500'));
    submit.mockResolvedValue(CASH_ORDER);
    const { actor } = start({ submit });
    actor.send({ type: 'field.change', field: 'termsAccepted', value: true });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));

    actor.send({ type: 'form.submit' });

    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
  });

  it('goes back to editing from a failure with the fields intact', async () => {
    const { actor } = start({ submit: vi.fn<Submit>().mockRejectedValue(new Error('500')) });
    actor.send({ type: 'field.change', field: 'termsAccepted', value: true });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));

    actor.send({ type: 'order.edit' });

    expect(selectCheckout(actor.getSnapshot())).toMatchObject({
      state: 'editing',
      messageKey: null,
      retryKey: null,
      form: { firstName: 'Ana', termsAccepted: true },
    });
  });

  it('reaches every state by a shortest path, replayed on a live actor', () => {
    const input = { form: { ...FILLED, termsAccepted: true } };
    const events = [
      { type: 'form.submit' },
      { type: 'xstate.error.actor.submitOrder', error: new Error('500') },
      { type: 'order.retry' },
      { type: 'xstate.done.actor.submitOrder', output: CASH_ORDER },
    ] as unknown as CheckoutEvent[];
    const paths = getShortestPaths(checkoutMachine, {
      input,
      events,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));

    for (const path of paths) {
      const machine = checkoutMachine.provide({
        actors: {
          submitOrder: never<CheckoutOrder, SubmitInput>(),
          quoteOrder: never<OrderQuote, CheckoutQuoteInput>(),
        },
      });
      const actor = createTestActor(machine, { input }).start();
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
