import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { errorParams, submitWhenValid, withFieldValue } from '../form-fields';
import { notProvided } from '../not-provided';
import {
  buildVisitRequestPayload,
  emptyVisitRequestValues,
  type TakenHour,
  type VisitRequestErrors,
  type VisitRequestField,
  type VisitRequestPayload,
  type VisitRequestValues,
  validateVisitRequest,
} from './visit-request.validation';

/** What the server answered: the request's status (confirmed when the specialist auto-confirms). */
export type VisitRequestStatus = 'new' | 'confirmed';

/**
 * The outcome of the `sendVisitRequest` actor: sent, with the request's status, or refused
 * because the hour was taken meanwhile (409). Any other failure rejects.
 */
export type VisitRequestOutcome =
  | { outcome: 'sent'; status: VisitRequestStatus }
  | { outcome: 'slotTaken' };

export interface VisitRequestInput {
  /** The specialist's user id. */
  doctor: number;
  /** YYYY-MM-DD in the visitor's time: no earlier date can be asked for. */
  today: string;
  /** The hours of confirmed visits, loaded with the page. */
  taken?: readonly TakenHour[];
}

export interface VisitRequestContext {
  doctor: number;
  today: string;
  taken: readonly TakenHour[];
  values: VisitRequestValues;
  errors: VisitRequestErrors;
  status: VisitRequestStatus | null;
}

type TextField = Exclude<VisitRequestField, 'hour'>;

export type VisitRequestEvent =
  | { type: 'field.change'; field: TextField; value: string }
  | { type: 'hour.select'; hour: number | null }
  | { type: 'form.submit' }
  | { type: 'form.retry' };

const validate = (context: VisitRequestContext) =>
  validateVisitRequest(context.values, { today: context.today, taken: context.taken });

/**
 * A visitor asks a specialist for a visit from the public page (issue 13): editing (invalid
 * fields highlighted, nothing sent) → sending → sent (new, or confirmed at once when the
 * specialist auto-confirms); an hour taken meanwhile comes back to editing with that hour marked
 * taken; any other failure keeps everything typed and offers to try again.
 */
export const visitRequestMachine = setup({
  types: {
    input: {} as VisitRequestInput,
    context: {} as VisitRequestContext,
    events: {} as VisitRequestEvent,
  },
  actors: {
    /** `POST /{lang}/cabinet/appointment-request/`. */
    sendVisitRequest: notProvided<VisitRequestOutcome, VisitRequestPayload>('sendVisitRequest'),
  },
  actions: {
    changeText: assign(({ context, event }) =>
      event.type === 'field.change' ? withFieldValue(context, event.field, event.value) : {},
    ),
    selectHour: assign(({ context, event }) =>
      event.type === 'hour.select' ? withFieldValue(context, 'hour', event.hour) : {},
    ),
    showErrors: assign({ errors: ({ context }) => validate(context) }),
    markHourTaken: assign(({ context }) => {
      const { date, hour } = context.values;
      const taken = hour === null ? context.taken : [...context.taken, { date, hour }];
      return {
        taken,
        errors: { ...context.errors, hour: 'visitRequest.hourTaken' as const },
      };
    }),
    logError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(validate(context)).length === 0,
    isSlotTaken: (_, output: VisitRequestOutcome) => output.outcome === 'slotTaken',
  },
}).createMachine({
  id: 'visitRequest',
  context: ({ input }) => ({
    doctor: input.doctor,
    today: input.today,
    taken: input.taken ?? [],
    values: emptyVisitRequestValues,
    errors: {},
    status: null,
  }),
  initial: 'editing',
  on: {
    'field.change': { actions: 'changeText' },
    'hour.select': { actions: 'selectHour' },
  },
  states: {
    editing: {
      on: { 'form.submit': submitWhenValid('sending') },
    },
    sending: {
      // What is typed stays as it is while the request is on its way.
      on: { 'field.change': {}, 'hour.select': {} },
      invoke: {
        id: 'sendVisitRequest',
        src: 'sendVisitRequest',
        input: ({ context }) => buildVisitRequestPayload(context.values, context.doctor),
        onDone: [
          {
            guard: { type: 'isSlotTaken', params: ({ event }) => event.output },
            target: 'editing',
            actions: 'markHourTaken',
          },
          {
            target: 'sent',
            actions: assign({
              status: ({ event }) =>
                event.output.outcome === 'sent' ? event.output.status : 'new',
            }),
          },
        ],
        onError: { target: 'failure', actions: { type: 'logError', params: errorParams } },
      },
    },
    failure: {
      on: {
        'form.submit': submitWhenValid('sending'),
        'form.retry': submitWhenValid('sending'),
      },
    },
    sent: { type: 'final' },
  },
});

export type VisitRequestSnapshot = SnapshotFrom<typeof visitRequestMachine>;
export type VisitRequestActorRef = ActorRefFrom<typeof visitRequestMachine>;
