import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { notProvided } from '../not-provided';
import {
  type CheckoutErrors,
  type CheckoutForm,
  checkoutPayload,
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
  | { type: 'order.edit' };

export interface CheckoutContext {
  form: CheckoutForm;
  errors: CheckoutErrors;
}

/**
 * The order form (spec 3, Order form; spec 5, Checkout; spec 8): editing, submitting, then
 * success or failure. On failure everything typed stays, for a retry or further edits.
 */
export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
  },
  actions: {
    /** Empties the cart once the order is placed. */
    clearCart: () => {},
  },
  actors: {
    /** The order call (not shown in the spec); the app adds the cart and the session. */
    submitOrder: notProvided<void, { form: CheckoutForm }>('submitOrder'),
  },
  guards: {
    isInvalid: ({ context }) => Object.keys(validateCheckout(context.form)).length > 0,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({ form: emptyCheckoutForm(input.form), errors: {} }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: assign(({ context, event }) => {
            const { [event.field]: _, ...errors } = context.errors;
            return { form: { ...context.form, [event.field]: event.value }, errors };
          }),
        },
        'form.submit': [
          {
            guard: 'isInvalid',
            actions: assign({ errors: ({ context }) => validateCheckout(context.form) }),
          },
          { target: 'submitting' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'submitOrder',
        src: 'submitOrder',
        input: ({ context }) => ({ form: checkoutPayload(context.form) }),
        onDone: { target: 'success', actions: 'clearCart' },
        onError: { target: 'failure' },
      },
    },
    failure: {
      on: {
        'order.retry': { target: 'submitting' },
        'order.edit': { target: 'editing' },
      },
    },
    success: { type: 'final' },
  },
});

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;
export type CheckoutActorRef = ActorRefFrom<typeof checkoutMachine>;
