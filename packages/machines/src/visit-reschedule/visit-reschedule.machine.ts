import type { Appointment, SlotsAnswer } from '@academy/contract';
import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { errorParams } from '../form-fields';
import { notProvided } from '../not-provided';
import {
  emptySlotPicking,
  nextPage,
  previousPage,
  type SlotPicking,
  slotsQuery,
  withDay,
  withoutSlot,
  withSlot,
  withSlots,
} from '../slot-picking';
import type { VisitLinkInput } from '../visit-confirm';
import type { VisitRescheduleMessageKey } from './visit-reschedule.message-keys';

/** The `loadOptions` actor's input: the link, and the page of days (`from`, `days`). */
export interface RescheduleOptionsRequest extends VisitLinkInput {
  from?: string;
  days: number;
}

/** The `moveVisit` actor's input: the link and the free slot on the specialist's clock. */
export interface RescheduleMoveRequest extends VisitLinkInput {
  date_of_receipt: string;
  time_of_receipt: string;
}

/** The link refused (403, 404) or the visit gone (410: cancelled, or it has taken place). */
type Refusal = { outcome: 'invalid' } | { outcome: 'gone' };

/** `loadOptions`: the visit and its free slots, or a refusal. Any other failure rejects. */
export type RescheduleOptionsOutcome =
  | { outcome: 'options'; visit: Appointment; slots: SlotsAnswer }
  | Refusal;

/** `moveVisit`: moved, the slot taken meanwhile (409), or a refusal. Any other failure rejects. */
export type RescheduleMoveOutcome =
  | { outcome: 'moved'; visit: Appointment }
  | { outcome: 'taken' }
  | Refusal;

export interface VisitRescheduleContext extends VisitLinkInput {
  visit: Appointment | null;
  picking: SlotPicking;
  notice: VisitRescheduleMessageKey | null;
}

export type VisitRescheduleEvent =
  | { type: 'day.select'; date: string }
  | { type: 'slot.select'; start: string }
  | { type: 'days.next' }
  | { type: 'days.previous' }
  | { type: 'reschedule.submit' }
  | { type: 'options.retry' };

type Output = { output: RescheduleOptionsOutcome | RescheduleMoveOutcome };
const outcomeIs =
  (outcome: string) =>
  ({ event }: { event: Output }) =>
    event.output.outcome === outcome;
const reload = <const A extends string>(action: A) => ({
  target: 'loading' as const,
  actions: action,
});

/**
 * A visitor moves their visit through the reschedule link of their mails (issue 28): loading
 * (the visit and the free slots of its length) → choosing (again on another day or page: none
 * shown is stale) → moving → moved (the invitation comes again). A slot taken meanwhile loads the
 * slots again and says so; a refused link ends in invalid, a cancelled or past visit in gone; a
 * failed load in failure (try again), a failed move back in choosing with the message.
 */
export const visitRescheduleMachine = setup({
  types: {
    input: {} as VisitLinkInput,
    context: {} as VisitRescheduleContext,
    events: {} as VisitRescheduleEvent,
  },
  actors: {
    /** `GET /{lang}/cabinet/appointment-request/{id}/reschedule/?token&from&days`. */
    loadOptions: notProvided<RescheduleOptionsOutcome, RescheduleOptionsRequest>('loadOptions'),
    /** `POST` of the same path. */
    moveVisit: notProvided<RescheduleMoveOutcome, RescheduleMoveRequest>('moveVisit'),
  },
  actions: {
    selectDay: assign(({ context, event }) =>
      event.type === 'day.select' ? { picking: withDay(context.picking, event.date) } : {},
    ),
    selectSlot: assign(({ context, event }) =>
      event.type === 'slot.select'
        ? { picking: withSlot(context.picking, event.start), notice: null }
        : {},
    ),
    nextDays: assign(({ context }) => ({ picking: nextPage(context.picking) })),
    previousDays: assign(({ context }) => ({ picking: previousPage(context.picking) })),
    showOptions: assign(({ context }, output: RescheduleOptionsOutcome) =>
      output.outcome === 'options'
        ? { visit: output.visit, picking: withSlots(context.picking, output.slots) }
        : {},
    ),
    keepMoved: assign((_, output: RescheduleMoveOutcome) =>
      output.outcome === 'moved' ? { visit: output.visit } : {},
    ),
    notify: assign((_, notice: VisitRescheduleMessageKey) => ({ notice })),
    dropSlot: assign(({ context }) => ({ picking: withoutSlot(context.picking) })),
    logError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    hasSlot: ({ context }) => context.picking.slot !== null,
  },
}).createMachine({
  id: 'visitReschedule',
  context: ({ input }) => ({
    id: input.id,
    token: input.token,
    visit: null,
    picking: emptySlotPicking,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        input: ({ context }) => ({
          id: context.id,
          token: context.token,
          ...slotsQuery(context.picking),
        }),
        onDone: [
          { guard: outcomeIs('invalid'), target: 'invalid' },
          { guard: outcomeIs('gone'), target: 'gone' },
          {
            target: 'choosing',
            actions: { type: 'showOptions', params: ({ event }) => event.output },
          },
        ],
        onError: { target: 'failure', actions: { type: 'logError', params: errorParams } },
      },
    },
    failure: { on: { 'options.retry': 'loading' } },
    choosing: {
      on: {
        'day.select': reload('selectDay'),
        'days.next': reload('nextDays'),
        'days.previous': reload('previousDays'),
        'slot.select': { actions: 'selectSlot' },
        'reschedule.submit': [
          { guard: 'hasSlot', target: 'moving', actions: assign({ notice: null }) },
          {
            actions: { type: 'notify', params: 'visitReschedule.chooseSlot' as const },
          },
        ],
      },
    },
    moving: {
      invoke: {
        id: 'moveVisit',
        src: 'moveVisit',
        input: ({ context }) => ({
          id: context.id,
          token: context.token,
          date_of_receipt: context.picking.slot?.date ?? '',
          time_of_receipt: context.picking.slot?.time ?? '',
        }),
        onDone: [
          { guard: outcomeIs('invalid'), target: 'invalid' },
          { guard: outcomeIs('gone'), target: 'gone' },
          {
            guard: outcomeIs('taken'),
            target: 'loading',
            actions: ['dropSlot', { type: 'notify', params: 'visitReschedule.slotTaken' as const }],
          },
          {
            target: 'moved',
            actions: {
              type: 'keepMoved',
              params: ({ event }) => event.output as RescheduleMoveOutcome,
            },
          },
        ],
        onError: {
          target: 'choosing',
          actions: [
            { type: 'notify', params: 'visitReschedule.failed' as const },
            { type: 'logError', params: errorParams },
          ],
        },
      },
    },
    moved: { type: 'final' },
    invalid: { type: 'final' },
    gone: { type: 'final' },
  },
});

export type VisitRescheduleSnapshot = SnapshotFrom<typeof visitRescheduleMachine>;
export type VisitRescheduleActorRef = ActorRefFrom<typeof visitRescheduleMachine>;
