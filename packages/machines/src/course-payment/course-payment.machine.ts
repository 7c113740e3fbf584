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
}

/** What the payment call answered: paid (with the course's access, if any) or declined. */
export type CoursePaymentOutcome =
  | { status: 'succeeded'; accessId: number | null }
  | { status: 'failed' };

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
}

/**
 * The payment of an order (issue 11; `POST /orders/{id}/pay/`): the card is typed (its format
 * checked in the browser for comfort), then processing; a declined card keeps the order and the
 * form for another try, with a clear message; a failed call likewise; paid goes on to success.
 */
export const coursePaymentMachine = setup({
  types: {
    input: {} as CoursePaymentInput,
    context: {} as CoursePaymentContext,
    events: {} as CoursePaymentEvent,
  },
  actors: {
    /** The pay call with the card number (the app adds the order and the provider). */
    payOrder: notProvided<CoursePaymentOutcome, { cardNumber: string }>('payOrder'),
  },
  actions: {
    /** Goes to the order's success page. */
    showSuccess: (_, _params: { accessId: number | null }) => {},
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
      Object.keys(validateCard(context.card, context.today)).length === 0,
  },
}).createMachine({
  id: 'coursePayment',
  context: ({ input }) => ({
    card: emptyCardForm(input.card),
    errors: {},
    today: input.today ?? new Date(),
    declines: 0,
    accessId: null,
  }),
  initial: 'editing',
  states: {
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
        input: ({ context }) => cardPayment(context.card),
        onDone: [
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
  },
});

export type CoursePaymentSnapshot = SnapshotFrom<typeof coursePaymentMachine>;
export type CoursePaymentActorRef = ActorRefFrom<typeof coursePaymentMachine>;
