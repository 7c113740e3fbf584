import type { OrderForm, OrderQuote } from '@academy/contract';
import type { CartEntry } from '@academy/contract/rules';
import {
  type ActorRefFrom,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  enqueueActions,
  type SnapshotFrom,
  setup,
} from 'xstate';
import { cartEntries, sameCartEntries } from '../cart/cart.entries';
import type { CartActorRef } from '../cart/cart.machine';
import { type CartUpdatedEvent, watchCart } from '../cart/cart.watch';
import { CHECKOUT_QUOTE_DEBOUNCE_MS } from '../constants';
import { errorParams, withoutError } from '../form-fields';
import { notProvided } from '../not-provided';
import {
  type CheckoutOrder,
  type CheckoutQuoteInput,
  type CheckoutQuoteState,
  changesQuote,
  checkoutQuoteChoices,
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
  /**
   * The cart being ordered: its lines are quoted and ordered, followed as they change; its stock
   * is checked on entering. Without it (a view's story) the order has no lines.
   */
  cart?: CartActorRef | null;
}

export type CheckoutFieldChange = {
  [K in keyof CheckoutForm]: { type: 'field.change'; field: K; value: CheckoutForm[K] };
}[keyof CheckoutForm];

export type CheckoutEvent =
  | CheckoutFieldChange
  | { type: 'form.submit' }
  | { type: 'order.retry' }
  | { type: 'order.edit' }
  /** The cart's lines changed (its watcher tells): new totals, after the debounce. */
  | CartUpdatedEvent
  /** Asks for the totals again at once (the failed quote's "try again"). */
  | { type: 'quote.retry' }
  /** Internal: the debounce after a change ended. */
  | { type: 'quote.request' }
  /** The answers of the spawned `quoteOrder` call. */
  | DoneActorEvent<OrderQuote, 'quoteOrder'>
  | ErrorActorEvent<unknown, 'quoteOrder'>;

export interface CheckoutContext {
  form: CheckoutForm;
  cart: CartActorRef | null;
  /** The cart's lines, as quoted and ordered. */
  lines: CartEntry[];
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
    /** Tells analytics the checkout began (spec 7.5). */
    beginCheckout: () => {},
  },
  actors: {
    /**
     * `POST /{lang}/orders/` with the order form and the cart's lines (the app adds
     * `client_store`). Answers the created order.
     */
    submitOrder: notProvided<CheckoutOrder, { body: OrderForm; items: CartEntry[] }>('submitOrder'),
    /**
     * `POST /{lang}/orders/quote/`: the server's totals for the cart's lines (the app adds
     * `client_store`) with this delivery, city and cashback choice.
     */
    quoteOrder: notProvided<OrderQuote, CheckoutQuoteInput>('quoteOrder'),
  },
  guards: {
    isInvalid: ({ context }) => Object.keys(formErrors(context)).length > 0,
    changesQuote: ({ context, event }) =>
      event.type === 'field.change' && changesQuote(context.form, event.field, event.value),
    changesLines: ({ context, event }) =>
      event.type === 'cart.updated' && !sameCartEntries(cartEntries(event.items), context.lines),
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
    input: ({ context }) => ({ ...checkoutQuoteChoices(context.form), items: context.lines }),
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

/** Entering the checkout checks the cart's stock (spec 4); the dropped lines then ask new totals. */
const checkCartStock = checkoutSetup.enqueueActions(({ context, enqueue }) => {
  if (context.cart) enqueue.sendTo(context.cart, { type: 'cart.checkStock' });
});

/**
 * The shop's order form (spec 3, Order form; spec 5, Checkout; spec 8): editing, submitting, then
 * success or failure. Beside it the server's totals (`quoteOrder`), asked at the start and again,
 * debounced, when the delivery, the city, the cashback choice or the cart's lines change (the
 * machine watches the cart it is given); a failed quote blocks nothing (the server checks the
 * order anyway). On a failed submit everything typed stays, for a retry or further edits. Success
 * hands the created order on: a card order to its payment, a cash order to the thanks page.
 */
export const checkoutMachine = checkoutSetup.createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    form: emptyCheckoutForm(input.form),
    cart: input.cart ?? null,
    lines: cartEntries(input.cart?.getSnapshot().context.items ?? []),
    errors: {},
    quote: null,
    quoteState: 'loading',
    order: null,
  }),
  entry: [...requestQuote, checkCartStock, 'beginCheckout'],
  // Not an app's side effect to provide: the given cart's lines, watched (cart.watch.ts).
  invoke: { src: watchCart, input: ({ context }) => ({ cart: context.cart }) },
  initial: 'editing',
  on: {
    'field.change': [
      { guard: 'changesQuote', actions: [setField, ...scheduleQuote] },
      { actions: setField },
    ],
    'cart.updated': {
      guard: 'changesLines',
      actions: [assign({ lines: ({ event }) => cartEntries(event.items) }), ...scheduleQuote],
    },
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
        input: ({ context }) => ({ body: checkoutOrderForm(context.form), items: context.lines }),
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
