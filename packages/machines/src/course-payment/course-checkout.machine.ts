import { type ActorRefFrom, assign, enqueueActions, type SnapshotFrom, setup } from 'xstate';
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

export type CourseCheckoutEvent = CourseCheckoutFieldChange | { type: 'form.submit' };

export interface CourseCheckoutContext {
  form: CourseCheckoutForm;
  errors: CourseCheckoutErrors;
  /** Where the buyer goes once the course is ordered. */
  step: CoursePurchaseStep | null;
}

const NO_STEP = new Error('The purchase answered neither an order nor an access.');

/**
 * The course checkout (issue 11; spec 3, Order form, without delivery): the buyer's name,
 * e-mail, phone and the terms, paid by card. Submitting orders the course; the answer leads on:
 * an order to its payment, a free or already owned course to its player. On failure everything
 * typed stays, for another try.
 */
export const courseCheckoutMachine = setup({
  types: {
    input: {} as CourseCheckoutInput,
    context: {} as CourseCheckoutContext,
    events: {} as CourseCheckoutEvent,
  },
  actors: {
    /** `POST /{lang}/courses/course/{id}/purchase/` (a 409 answers the owned access). */
    purchaseCourse: notProvided<CoursePurchaseAnswer, { body: CourseOrderBody }>('purchaseCourse'),
  },
  actions: {
    /** Goes to the payment of the order. */
    openPayment: (_, _params: { orderId: number }) => {},
    /** Opens the course's player (a free or already owned course). */
    openCourse: (_, _params: { accessId: number }) => {},
    logError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(validateCourseCheckout(context.form)).length === 0,
  },
}).createMachine({
  id: 'courseCheckout',
  context: ({ input }) => ({ form: emptyCourseCheckoutForm(input.form), errors: {}, step: null }),
  initial: 'editing',
  on: {
    'field.change': {
      actions: assign(({ context, event }) => ({
        form: { ...context.form, [event.field]: event.value },
        errors: withoutError(context.errors, event.field),
      })),
    },
  },
  states: {
    editing: {
      on: {
        'form.submit': [
          { guard: 'isFormValid', target: 'submitting' },
          { actions: assign({ errors: ({ context }) => validateCourseCheckout(context.form) }) },
        ],
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
          {
            target: 'editing',
            actions: assign({ errors: ({ context }) => validateCourseCheckout(context.form) }),
          },
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
