// Types only from the main entry: it carries zod, which the machine's chunk loads lazily.
import type { CourseQuote } from '@academy/contract';
import { normalizePromoCode } from '@academy/contract/rules';
import { type ActorRefFrom, assign, enqueueActions, type SnapshotFrom, setup } from 'xstate';
import { withPromoError } from '../checkout/checkout.rules';
import { CHECKOUT_QUOTE_DEBOUNCE_MS } from '../constants';
import { errorParams, withoutError } from '../form-fields';
import { notProvided } from '../not-provided';
import {
  type CourseCheckoutErrors,
  type CourseCheckoutForm,
  type CourseOrderBody,
  courseOrderBody,
  emptyCourseCheckoutForm,
  validateCourseCheckout,
} from './course-checkout.validation';
import {
  type CoursePurchaseAnswer,
  type CoursePurchaseStep,
  coursePurchaseStep,
} from './course-payment.rules';

export interface CourseCheckoutInput {
  /** Prefill from the profile (name, e-mail, phone). */
  form?: Partial<CourseCheckoutForm>;
}

export type CourseCheckoutFieldChange = {
  [K in keyof CourseCheckoutForm]: { type: 'field.change'; field: K; value: CourseCheckoutForm[K] };
}[keyof CourseCheckoutForm];

export type CourseCheckoutEvent =
  | CourseCheckoutFieldChange
  | { type: 'form.submit' }
  | { type: 'quote.request' };

/** The server's price for the typed promo code: none typed, asked, answered, or not answered. */
export type CourseQuoteState = 'idle' | 'loading' | 'ready' | 'failed';

export interface CourseCheckoutContext {
  form: CourseCheckoutForm;
  errors: CourseCheckoutErrors;
  /** The course priced with the typed promo code (null: no code typed, or not answered yet). */
  quote: CourseQuote | null;
  quoteState: CourseQuoteState;
  /** Where the buyer goes once the course is ordered. */
  step: CoursePurchaseStep | null;
}

const NO_STEP = new Error('The purchase answered neither an order nor an access.');

/** What keeps the order from being sent: the form's rules, and a code the server refuses. */
function formErrors({ form, quote, quoteState }: CourseCheckoutContext): CourseCheckoutErrors {
  return withPromoError(validateCourseCheckout(form), quote, quoteState);
}

const courseCheckoutSetup = setup({
  types: {
    input: {} as CourseCheckoutInput,
    context: {} as CourseCheckoutContext,
    events: {} as CourseCheckoutEvent,
  },
  actors: {
    /** `POST /{lang}/courses/course/{id}/purchase/` (a 409 answers the owned access). */
    purchaseCourse: notProvided<CoursePurchaseAnswer, { body: CourseOrderBody }>('purchaseCourse'),
    /** `POST /{lang}/courses/course/{id}/quote/`: the course priced with this promo code. */
    quoteCourse: notProvided<CourseQuote, { promoCode: string }>('quoteCourse'),
  },
  actions: {
    /** Goes to the payment of the order. */
    openPayment: (_, _params: { orderId: number }) => {},
    /** Opens the course's player (a free or already owned course). */
    openCourse: (_, _params: { accessId: number }) => {},
    logError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(formErrors(context)).length === 0,
    changesCode: ({ context, event }) =>
      event.type === 'field.change' &&
      event.field === 'promoCode' &&
      normalizePromoCode(event.value) !== normalizePromoCode(context.form.promoCode),
  },
  delays: { quoteDebounce: CHECKOUT_QUOTE_DEBOUNCE_MS },
});

const setField = courseCheckoutSetup.assign(({ context, event }) => {
  if (event.type !== 'field.change') return {};
  return {
    form: { ...context.form, [event.field]: event.value },
    errors: withoutError(context.errors, event.field),
  };
});

/**
 * A new code is priced once the typing rests for CHECKOUT_QUOTE_DEBOUNCE_MS (a call still running
 * answers for an older code, so it is stopped); an emptied field needs no price.
 */
const priceCode = courseCheckoutSetup.enqueueActions(({ context, enqueue }) => {
  enqueue.cancel('quoteDebounce');
  enqueue.stopChild('quoteCourse');
  const typed = normalizePromoCode(context.form.promoCode) !== '';
  enqueue.assign({ quote: null, quoteState: typed ? 'loading' : 'idle' });
  if (typed)
    enqueue.raise({ type: 'quote.request' }, { id: 'quoteDebounce', delay: 'quoteDebounce' });
});

const showErrors = courseCheckoutSetup.assign({ errors: ({ context }) => formErrors(context) });

/**
 * The course checkout (issue 11; spec 3, Order form, without delivery): the buyer's name,
 * e-mail, phone, a promo code and the terms, paid by card. A typed code is priced by the server
 * (`quoteCourse`) and its discount or problem shown before the order; a failed price blocks
 * nothing (the purchase prices the code anyway). Submitting orders the course; the answer leads
 * on: an order to its payment, a free, gifted or already owned course to its player. On failure
 * everything typed stays, for another try.
 */
export const courseCheckoutMachine = courseCheckoutSetup.createMachine({
  id: 'courseCheckout',
  context: ({ input }) => ({
    form: emptyCourseCheckoutForm(input.form),
    errors: {},
    quote: null,
    quoteState: 'idle',
    step: null,
  }),
  initial: 'editing',
  on: {
    'field.change': [
      { guard: 'changesCode', actions: [setField, priceCode] },
      { actions: setField },
    ],
    'quote.request': {
      actions: courseCheckoutSetup.spawnChild('quoteCourse', {
        id: 'quoteCourse',
        input: ({ context }) => ({ promoCode: normalizePromoCode(context.form.promoCode) }),
      }),
    },
    'xstate.done.actor.quoteCourse': {
      actions: assign({ quote: ({ event }) => event.output, quoteState: 'ready' }),
    },
    'xstate.error.actor.quoteCourse': {
      actions: [assign({ quoteState: 'failed' }), { type: 'logError', params: errorParams }],
    },
  },
  states: {
    editing: {
      on: {
        'form.submit': [{ guard: 'isFormValid', target: 'submitting' }, { actions: showErrors }],
      },
    },
    submitting: {
      on: { 'field.change': {} },
      invoke: {
        id: 'purchaseCourse',
        src: 'purchaseCourse',
        input: ({ context }) => ({ body: courseOrderBody(context.form) }),
        onDone: [
          {
            guard: ({ event }) => coursePurchaseStep(event.output) !== null,
            target: 'done',
            actions: assign({ step: ({ event }) => coursePurchaseStep(event.output) }),
          },
          { target: 'failure', actions: { type: 'logError', params: { error: NO_STEP } } },
        ],
        onError: { target: 'failure', actions: { type: 'logError', params: errorParams } },
      },
    },
    failure: {
      on: {
        'form.submit': [
          { guard: 'isFormValid', target: 'submitting' },
          { target: 'editing', actions: showErrors },
        ],
      },
    },
    done: {
      type: 'final',
      entry: enqueueActions(({ context, enqueue }) => {
        const { step } = context;
        if (step?.kind === 'pay')
          enqueue({ type: 'openPayment', params: { orderId: step.orderId } });
        if (step?.kind === 'open')
          enqueue({ type: 'openCourse', params: { accessId: step.accessId } });
      }),
    },
  },
});

export type CourseCheckoutSnapshot = SnapshotFrom<typeof courseCheckoutMachine>;
export type CourseCheckoutActorRef = ActorRefFrom<typeof courseCheckoutMachine>;
