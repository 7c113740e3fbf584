import type { OrderForm, OrderQuote } from '@academy/contract';
import {
  type ActorRefFrom,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  enqueueActions,
  type SnapshotFrom,
  setup,
} from 'xstate';
import { CHECKOUT_QUOTE_DEBOUNCE_MS } from '../constants';
import { errorParams, withoutError } from '../form-fields';
import { notProvided } from '../not-provided';
import {
  type CheckoutOrder,
  type CheckoutQuoteInput,
  type CheckoutQuoteState,
  changesQuote,
  checkoutQuoteInput,
  withPromoError,
} from './checkout.rules';
import {
  type CheckoutErrors,
  type CheckoutForm,
  checkoutOrderForm,
  emptyCheckoutForm,
  validateCheckout,
} from './checkout.validation';

export interface CheckoutInput {
  /** Prefill, e.g. from the profile (name, phone, email, country). */
  form?: Partial<CheckoutForm>;
}

export type CheckoutFieldChange = {
  [K in keyof CheckoutForm]: { type: 'field.change'; field: K; value: CheckoutForm[K] };
}[keyof CheckoutForm];

export type CheckoutEvent =
  | CheckoutFieldChange
  | { type: 'form.submit' }
  | { type: 'order.retry' }
  | { type: 'order.edit' }
  /** The cart's lines changed: the app asks for new totals (after the debounce). */
  | { type: 'quote.refresh' }
  /** Asks for the totals again at once (the failed quote's "try again"). */
  | { type: 'quote.retry' }
  /** Internal: the debounce after a change ended. */
  | { type: 'quote.request' }
  /** The answers of the spawned `quoteOrder` call. */
  | DoneActorEvent<OrderQuote, 'quoteOrder'>
  | ErrorActorEvent<unknown, 'quoteOrder'>;

export interface CheckoutContext {
  form: CheckoutForm;
  errors: CheckoutErrors;
  /** The server's totals for the cart and the current choices; the last answer is kept. */
  quote: OrderQuote | null;
  quoteState: CheckoutQuoteState;
  /** The order the submit created. */
  order: CheckoutOrder | null;
}

/**
 * What keeps the order from being sent: the contract's field rules, and a promo code the server
 * refuses (it would refuse the order too).
 */
function formErrors({ form, quote, quoteState }: CheckoutContext): CheckoutErrors {
  return withPromoError(validateCheckout(form), quote, quoteState);
}

const checkoutSetup = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    output: {} as CheckoutOrder | null,
  },
  actions: {
    /** Empties the cart once the order is placed. */
    clearCart: () => {},
    /** A card order: goes to its payment. */
    openPayment: (_, _params: { orderId: number }) => {},
    /** A cash order: goes to the thanks page (checkout-success). */
    openOrderSuccess: (_, _params: { orderId: number }) => {},
    logError: (_, _params: { error: unknown }) => {},
  },
  actors: {
    /**
     * `POST /{lang}/orders/` with the order form; the app adds the cart's items (and
     * `client_store`). Answers the created order.
     */
    submitOrder: notProvided<CheckoutOrder, { body: OrderForm }>('submitOrder'),
    /**
     * `POST /{lang}/orders/quote/`: the server's totals for the cart (the app adds the items and
     * `client_store`) with this delivery, city and cashback choice.
     */
    quoteOrder: notProvided<OrderQuote, CheckoutQuoteInput>('quoteOrder'),
  },
  guards: {
    isInvalid: ({ context }) => Object.keys(formErrors(context)).length > 0,
    changesQuote: ({ context, event }) =>
      event.type === 'field.change' && changesQuote(context.form, event.field, event.value),
  },
  delays: {
    quoteDebounce: CHECKOUT_QUOTE_DEBOUNCE_MS,
  },
});

/** Asks for the totals now; a call still running answers for old choices, so it is stopped. */
const requestQuote = [
  checkoutSetup.cancel('quoteDebounce'),
  checkoutSetup.stopChild('quoteOrder'),
  checkoutSetup.assign({ quoteState: 'loading' }),
  checkoutSetup.spawnChild('quoteOrder', {
    id: 'quoteOrder',
    input: ({ context }) => checkoutQuoteInput(context.form),
  }),
] as const;

/**
 * Asks for the totals once the choices rest for CHECKOUT_QUOTE_DEBOUNCE_MS; the totals shown
 * are marked as updating meanwhile.
 */
const scheduleQuote = [
  checkoutSetup.cancel('quoteDebounce'),
  checkoutSetup.stopChild('quoteOrder'),
  checkoutSetup.assign({ quoteState: 'loading' }),
  checkoutSetup.raise({ type: 'quote.request' }, { id: 'quoteDebounce', delay: 'quoteDebounce' }),
] as const;

const setField = checkoutSetup.assign(({ context, event }) => {
  if (event.type !== 'field.change') return {};
  return {
    form: { ...context.form, [event.field]: event.value },
    errors: withoutError(context.errors, event.field),
  };
});

const showErrors = checkoutSetup.assign({ errors: ({ context }) => formErrors(context) });

/**
 * The shop's order form (spec 3, Order form; spec 5, Checkout; spec 8): editing, submitting, then
 * success or failure. Beside it the server's totals (`quoteOrder`), asked at the start and again,
 * debounced, when the delivery, the city, the cashback choice or the cart change; a failed quote
 * blocks nothing (the server checks the order anyway). On a failed submit everything typed stays,
 * for a retry or further edits. Success hands the created order on: a card order to its payment,
 * a cash order to the thanks page.
 */
export const checkoutMachine = checkoutSetup.createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    form: emptyCheckoutForm(input.form),
    errors: {},
    quote: null,
    quoteState: 'loading',
    order: null,
  }),
  entry: [...requestQuote],
  initial: 'editing',
  on: {
    'field.change': [
      { guard: 'changesQuote', actions: [setField, ...scheduleQuote] },
      { actions: setField },
    ],
    'quote.refresh': { actions: [...scheduleQuote] },
    'quote.request': { actions: [...requestQuote] },
    'quote.retry': { actions: [...requestQuote] },
    'xstate.done.actor.quoteOrder': {
      actions: assign({ quote: ({ event }) => event.output, quoteState: 'ready' }),
    },
    'xstate.error.actor.quoteOrder': {
      actions: [assign({ quoteState: 'failed' }), { type: 'logError', params: errorParams }],
    },
  },
  states: {
    editing: {
      on: {
        'form.submit': [{ guard: 'isInvalid', actions: showErrors }, { target: 'submitting' }],
      },
    },
    submitting: {
      // The form is locked while the order is sent.
      on: { 'field.change': {} },
      invoke: {
        id: 'submitOrder',
        src: 'submitOrder',
        input: ({ context }) => ({ body: checkoutOrderForm(context.form) }),
        onDone: {
          target: 'success',
          actions: assign({
            order: ({ event }) => ({
              id: event.output.id,
              payment_type: event.output.payment_type,
            }),
          }),
        },
        onError: { target: 'failure', actions: { type: 'logError', params: errorParams } },
      },
    },
    failure: {
      on: {
        'form.submit': [
          { guard: 'isInvalid', target: 'editing', actions: showErrors },
          { target: 'submitting' },
        ],
        'order.retry': [
          { guard: 'isInvalid', target: 'editing', actions: showErrors },
          { target: 'submitting' },
        ],
        'order.edit': { target: 'editing' },
      },
    },
    success: {
      type: 'final',
      entry: [
        'clearCart',
        enqueueActions(({ context, enqueue }) => {
          const { order } = context;
          if (order?.payment_type === 'card') {
            enqueue({ type: 'openPayment', params: { orderId: order.id } });
          } else if (order) {
            enqueue({ type: 'openOrderSuccess', params: { orderId: order.id } });
          }
        }),
      ],
    },
  },
  output: ({ context }) => context.order,
});

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;
export type CheckoutActorRef = ActorRefFrom<typeof checkoutMachine>;
