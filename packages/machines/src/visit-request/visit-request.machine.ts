import type { PublicService, SlotsAnswer } from '@academy/contract';
import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { errorParams, submitWhenValid, withFieldValue, withoutError } from '../form-fields';
import { notProvided } from '../not-provided';
import {
  emptySlotPicking,
  forAnotherService,
  nextPage,
  previousPage,
  type SlotPicking,
  slotsQuery,
  withDay,
  withoutSlot,
  withSlot,
  withSlots,
} from '../slot-picking';
import type { VisitRequestMessageKey } from './visit-request.message-keys';
import {
  buildVisitRequestPayload,
  emptyVisitRequestValues,
  type VisitRequestErrors,
  type VisitRequestPayload,
  type VisitRequestValues,
  validateVisitRequest,
} from './visit-request.validation';

/**
 * The outcome of the `sendVisitRequest` actor: sent (its link is on its way to the visitor's
 * e-mail), refused because the slot was taken meanwhile (409), or because too many requests came
 * from here today (429). Any other failure rejects.
 */
export type VisitRequestOutcome =
  | { outcome: 'sent' }
  | { outcome: 'slotTaken' }
  | { outcome: 'tooMany' };

/** The `loadSlots` actor's input: `GET …/users/{doctor}/slots/?service&from&days`. */
export interface SlotsRequest {
  doctor: number;
  service: number | null;
  from?: string;
  days: number;
}

export interface VisitRequestInput {
  /** The specialist's user id. */
  doctor: number;
  /** Their active services, loaded with the page (the first one chosen); none: the default half hour. */
  services?: readonly PublicService[];
}

export interface VisitRequestContext {
  doctor: number;
  services: readonly PublicService[];
  service: number | null;
  picking: SlotPicking;
  values: VisitRequestValues;
  errors: VisitRequestErrors;
  /** A message over the slots (the chosen one was taken meanwhile). */
  notice: VisitRequestMessageKey | null;
  /** Why the last send failed. */
  failure: VisitRequestMessageKey | null;
}

type TextField = keyof VisitRequestValues;

export type VisitRequestEvent =
  | { type: 'field.change'; field: TextField; value: string }
  | { type: 'service.select'; service: number | null }
  | { type: 'day.select'; date: string }
  | { type: 'slot.select'; start: string }
  | { type: 'days.next' }
  | { type: 'days.previous' }
  | { type: 'slots.retry' }
  | { type: 'form.submit' }
  | { type: 'form.retry' };

const validate = (context: VisitRequestContext) =>
  validateVisitRequest(context.values, context.picking.slot);

/** A change of what the slots are asked for: they are asked again (fresh: none past, none taken). */
const reload = <const A extends string>(action: A) => ({
  target: '.loading' as const,
  reenter: true,
  actions: action,
});

/**
 * A visitor asks a specialist for a visit from the public page (issues 13, 28): the free slots
 * load (for the chosen service's duration; again on another day, page or service, so none shown
 * is stale) → editing → sending → sent (the visitor confirms by the link mailed to them). A slot
 * taken meanwhile (409) loads the slots again and says so; too many requests (429) or any other
 * failure keep everything typed and offer to send again.
 */
export const visitRequestMachine = setup({
  types: {
    input: {} as VisitRequestInput,
    context: {} as VisitRequestContext,
    events: {} as VisitRequestEvent,
  },
  actors: {
    /** `GET /{lang}/accounts/users/{id}/slots/`. */
    loadSlots: notProvided<SlotsAnswer, SlotsRequest>('loadSlots'),
    /** `POST /{lang}/cabinet/appointment-request/`. */
    sendVisitRequest: notProvided<VisitRequestOutcome, VisitRequestPayload>('sendVisitRequest'),
  },
  actions: {
    changeText: assign(({ context, event }) =>
      event.type === 'field.change' ? withFieldValue(context, event.field, event.value) : {},
    ),
    selectService: assign(({ event }) =>
      event.type === 'service.select'
        ? { service: event.service, picking: forAnotherService(), notice: null }
        : {},
    ),
    selectDay: assign(({ context, event }) =>
      event.type === 'day.select' ? { picking: withDay(context.picking, event.date) } : {},
    ),
    selectSlot: assign(({ context, event }) =>
      event.type === 'slot.select'
        ? {
            picking: withSlot(context.picking, event.start),
            errors: withoutError(context.errors, 'slot'),
            notice: null,
          }
        : {},
    ),
    nextDays: assign(({ context }) => ({ picking: nextPage(context.picking) })),
    previousDays: assign(({ context }) => ({ picking: previousPage(context.picking) })),
    showSlots: assign(({ context }, answer: SlotsAnswer) => ({
      picking: withSlots(context.picking, answer),
    })),
    markSlotTaken: assign(({ context }) => ({
      picking: withoutSlot(context.picking),
      notice: 'visitRequest.slotTaken' as const,
    })),
    showErrors: assign({ errors: ({ context }) => validate(context) }),
    logError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(validate(context)).length === 0,
    isOutcome: (_, params: { output: VisitRequestOutcome; outcome: string }) =>
      params.output.outcome === params.outcome,
  },
}).createMachine({
  id: 'visitRequest',
  context: ({ input }) => ({
    doctor: input.doctor,
    services: input.services ?? [],
    // The first service is chosen: its slots load at once (the same on the server's drawing).
    service: input.services?.[0]?.id ?? null,
    picking: emptySlotPicking,
    values: emptyVisitRequestValues,
    errors: {},
    notice: null,
    failure: null,
  }),
  initial: 'loading',
  on: {
    'field.change': { actions: 'changeText' },
    'service.select': reload('selectService'),
    'day.select': reload('selectDay'),
    'days.next': reload('nextDays'),
    'days.previous': reload('previousDays'),
  },
  states: {
    loading: {
      // The form stays usable while the slots are asked again (a slot chosen is one offered).
      on: { 'slot.select': { actions: 'selectSlot' }, 'form.submit': submitWhenValid('sending') },
      invoke: {
        id: 'loadSlots',
        src: 'loadSlots',
        input: ({ context }) => ({
          doctor: context.doctor,
          service: context.service,
          ...slotsQuery(context.picking),
        }),
        onDone: {
          target: 'editing',
          actions: { type: 'showSlots', params: ({ event }) => event.output },
        },
        onError: { target: 'slotsFailure', actions: { type: 'logError', params: errorParams } },
      },
    },
    slotsFailure: {
      on: { 'slots.retry': 'loading' },
    },
    editing: {
      on: {
        'slot.select': { actions: 'selectSlot' },
        'form.submit': submitWhenValid('sending'),
      },
    },
    sending: {
      // What is chosen and typed stays as it is while the request is on its way.
      on: {
        'field.change': {},
        'service.select': {},
        'day.select': {},
        'days.next': {},
        'days.previous': {},
      },
      entry: assign({ failure: null }),
      invoke: {
        id: 'sendVisitRequest',
        src: 'sendVisitRequest',
        input: ({ context }) => {
          const { doctor, service, picking } = context;
          // The guard let only a chosen slot through.
          const slot = picking.slot ?? { date: '', start: '', time: '' };
          return buildVisitRequestPayload(context.values, { doctor, service, slot });
        },
        onDone: [
          {
            guard: {
              type: 'isOutcome',
              params: ({ event }) => ({ output: event.output, outcome: 'slotTaken' }),
            },
            target: 'loading',
            actions: 'markSlotTaken',
          },
          {
            guard: {
              type: 'isOutcome',
              params: ({ event }) => ({ output: event.output, outcome: 'tooMany' }),
            },
            target: 'failure',
            actions: assign({ failure: 'visitRequest.tooMany' }),
          },
          { target: 'sent' },
        ],
        onError: {
          target: 'failure',
          actions: [
            assign({ failure: 'visitRequest.failed' }),
            { type: 'logError', params: errorParams },
          ],
        },
      },
    },
    failure: {
      on: {
        'slot.select': { actions: 'selectSlot' },
        'form.submit': submitWhenValid('sending'),
        'form.retry': submitWhenValid('sending'),
      },
    },
    sent: { type: 'final' },
  },
});

export type VisitRequestSnapshot = SnapshotFrom<typeof visitRequestMachine>;
export type VisitRequestActorRef = ActorRefFrom<typeof visitRequestMachine>;
