import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { errorParams, withoutError } from '../form-fields';
import { notProvided } from '../not-provided';
import {
  CARD_FORMATS,
  type CardErrors,
  type CardField,
  type CardForm,
  cardPayment,
  emptyCardForm,
  validateCard,
} from './course-payment.validation';

export interface CoursePaymentInput {
  /** Prefill: the buyer's name as the card holder. */
  card?: Partial<CardForm>;
  /** The day the expiry is checked against (tests and stories fix it); today otherwise. */
  today?: Date;
  /**
   * The order is paid on the provider's hosted page (a real acquirer, e.g. maib): no card form
   * here, the pay call answers where to send the browser.
   */
  hosted?: boolean;
  /** The buyer is back from the hosted page unpaid (its failUrl): the flow opens declined. */
  returnedUnpaid?: boolean;
}

/**
 * What the payment call answered: paid (with the course's access, if any), declined, or a hosted
 * payment page to send the browser to (the order is paid there, then the buyer comes back).
 */
export type CoursePaymentOutcome =
  | { status: 'succeeded'; accessId: number | null }
  | { status: 'failed' }
  | { status: 'redirect'; url: string };

export type CoursePaymentEvent =
  | { type: 'field.change'; field: CardField; value: string }
  | { type: 'form.submit' };

export interface CoursePaymentContext {
  card: CardForm;
  errors: CardErrors;
  today: Date;
  /** How many times the card was declined (the message stays until the next try). */
  declines: number;
  accessId: number | null;
  /** Paid on the provider's hosted page: no card to check or send. */
  hosted: boolean;
  returnedUnpaid: boolean;
  /** The hosted page the browser is being sent to. */
  redirectUrl: string | null;
}

/**
 * The payment of an order (issue 11; `POST /orders/{id}/pay/`): the card is typed (its format
 * checked in the browser for comfort), then processing; a declined card keeps the order and the
 * form for another try, with a clear message; a failed call likewise; paid goes on to success.
 * Paid on a provider's hosted page (issue 22, `hosted`): no card is typed, the call answers the
 * page and the flow is redirecting there; back unpaid (`returnedUnpaid`), it opens declined.
 */
export const coursePaymentMachine = setup({
  types: {
    input: {} as CoursePaymentInput,
    context: {} as CoursePaymentContext,
    events: {} as CoursePaymentEvent,
  },
  actors: {
    /**
     * The pay call with the card number (the app adds the order and the provider); none for a
     * hosted page.
     */
    payOrder: notProvided<CoursePaymentOutcome, { cardNumber?: string }>('payOrder'),
  },
  actions: {
    /** Goes to the order's success page. */
    showSuccess: (_, _params: { accessId: number | null }) => {},
    /** Sends the browser to the provider's hosted payment page. */
    redirect: (_, _params: { url: string }) => {},
    logError: (_, _params: { error: unknown }) => {},
    changeField: assign(({ context, event }) =>
      event.type === 'field.change'
        ? {
            card: { ...context.card, [event.field]: CARD_FORMATS[event.field](event.value) },
            errors: withoutError(context.errors, event.field),
          }
        : {},
    ),
    showErrors: assign({ errors: ({ context }) => validateCard(context.card, context.today) }),
  },
  guards: {
    isFormValid: ({ context }) =>
      context.hosted || Object.keys(validateCard(context.card, context.today)).length === 0,
    isReturnedUnpaid: ({ context }) => context.returnedUnpaid,
  },
}).createMachine({
  id: 'coursePayment',
  context: ({ input }) => ({
    card: emptyCardForm(input.card),
    errors: {},
    today: input.today ?? new Date(),
    declines: 0,
    accessId: null,
    hosted: input.hosted ?? false,
    returnedUnpaid: input.returnedUnpaid ?? false,
    redirectUrl: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        {
          guard: 'isReturnedUnpaid',
          target: 'declined',
          actions: assign({ declines: 1, returnedUnpaid: false }),
        },
        { target: 'editing' },
      ],
    },
    editing: {
      on: {
        'field.change': { actions: 'changeField' },
        'form.submit': [{ guard: 'isFormValid', target: 'processing' }, { actions: 'showErrors' }],
      },
    },
    processing: {
      invoke: {
        id: 'payOrder',
        src: 'payOrder',
        input: ({ context }) => (context.hosted ? {} : cardPayment(context.card)),
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'redirect',
            target: 'redirecting',
            actions: assign({
              redirectUrl: ({ event }) =>
                event.output.status === 'redirect' ? event.output.url : null,
            }),
          },
          {
            guard: ({ event }) => event.output.status === 'succeeded',
            target: 'paid',
            actions: assign({
              accessId: ({ event }) =>
                event.output.status === 'succeeded' ? event.output.accessId : null,
            }),
          },
          {
            target: 'declined',
            // The CVC is typed again for another try, as card forms do.
            actions: assign({
              declines: ({ context }) => context.declines + 1,
              card: ({ context }) => ({ ...context.card, cvc: '' }),
            }),
          },
        ],
        onError: { target: 'failure', actions: { type: 'logError', params: errorParams } },
      },
    },
    declined: {
      on: {
        'field.change': { actions: 'changeField' },
        'form.submit': [
          { guard: 'isFormValid', target: 'processing' },
          { target: 'editing', actions: 'showErrors' },
        ],
      },
    },
    failure: {
      on: {
        'field.change': { actions: 'changeField' },
        'form.submit': [
          { guard: 'isFormValid', target: 'processing' },
          { target: 'editing', actions: 'showErrors' },
        ],
      },
    },
    paid: {
      type: 'final',
      entry: { type: 'showSuccess', params: ({ context }) => ({ accessId: context.accessId }) },
    },
    /** On the way to the hosted page (the browser leaves; the page keeps a link to it). */
    redirecting: {
      type: 'final',
      entry: { type: 'redirect', params: ({ context }) => ({ url: context.redirectUrl ?? '' }) },
    },
  },
});

export type CoursePaymentSnapshot = SnapshotFrom<typeof coursePaymentMachine>;
export type CoursePaymentActorRef = ActorRefFrom<typeof coursePaymentMachine>;
