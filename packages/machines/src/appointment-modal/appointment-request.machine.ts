import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { errorParams } from '../form-fields';
import { notProvided } from '../not-provided';
import {
  type Appointment,
  type AppointmentRequestStatus,
  appointmentStatus,
} from './appointment-modal.validation';

/**
 * What a confirm answers: done, or refused because another visit is confirmed in the same hour
 * (the server's 409 'The selected date and time are already occupied'): an answer, not a failure.
 */
export type AppointmentActionOutcome = 'done' | 'conflict';

export interface AppointmentRequestContext {
  appointment: Appointment;
  status: AppointmentRequestStatus;
  errorKey: 'appointment.occupied' | 'appointment.saveFailed' | null;
}

export interface AppointmentRequestInput {
  appointment: Appointment;
}

export type AppointmentRequestEvent = { type: 'request.confirm' } | { type: 'request.cancel' };

/**
 * One item of the requests list (spec 2.9): new or confirmed, with Confirm and Cancel buttons.
 * Each item has its own actor, so one item's call keeps only that item busy.
 */
export const appointmentRequestMachine = setup({
  types: {
    input: {} as AppointmentRequestInput,
    context: {} as AppointmentRequestContext,
    events: {} as AppointmentRequestEvent,
  },
  actions: {
    reloadList: () => {},
    warn: (_, _params: { error: unknown }) => {},
  },
  actors: {
    confirmAppointment: notProvided<AppointmentActionOutcome, { id: number }>('confirmAppointment'),
    cancelAppointment: notProvided<void, { id: number }>('cancelAppointment'),
  },
  guards: {
    isNew: ({ context }) => context.status === 'new',
    isCancelled: ({ context }) => context.status === 'cancelled',
  },
}).createMachine({
  id: 'appointmentRequest',
  context: ({ input }) => ({
    appointment: input.appointment,
    status: appointmentStatus(input.appointment),
    errorKey: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      // A request the server lists as cancelled is shown as such, with no buttons.
      always: { guard: 'isCancelled', target: 'cancelled' },
      on: {
        'request.confirm': {
          guard: 'isNew',
          target: 'confirming',
          actions: assign({ errorKey: null }),
        },
        'request.cancel': { target: 'cancelling', actions: assign({ errorKey: null }) },
      },
    },
    confirming: {
      invoke: {
        id: 'confirmAppointment',
        src: 'confirmAppointment',
        input: ({ context }) => ({ id: context.appointment.id }),
        onDone: [
          {
            guard: ({ event }) => event.output === 'conflict',
            target: 'idle',
            actions: assign({ errorKey: 'appointment.occupied' }),
          },
          {
            target: 'idle',
            actions: [
              assign(({ context }) => ({
                status: 'confirmed' as const,
                appointment: {
                  ...context.appointment,
                  confirmation: true,
                  status: 'confirmed' as const,
                },
              })),
              'reloadList',
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: [
            { type: 'warn', params: errorParams },
            assign({ errorKey: 'appointment.saveFailed' }),
          ],
        },
      },
    },
    cancelling: {
      invoke: {
        id: 'cancelAppointment',
        src: 'cancelAppointment',
        input: ({ context }) => ({ id: context.appointment.id }),
        onDone: {
          target: 'cancelled',
          actions: [assign({ status: 'cancelled' as const }), 'reloadList'],
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'warn', params: errorParams },
            assign({ errorKey: 'appointment.saveFailed' }),
          ],
        },
      },
    },
    cancelled: { type: 'final' },
  },
});

export type AppointmentRequestSnapshot = SnapshotFrom<typeof appointmentRequestMachine>;
export type AppointmentRequestActorRef = ActorRefFrom<typeof appointmentRequestMachine>;
