import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { errorParams } from '../form-fields';
import { notProvided } from '../not-provided';
import type { Appointment } from './appointment-modal.validation';

export type AppointmentRequestStatus = 'new' | 'confirmed' | 'cancelled';

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
    context: {} as { appointment: Appointment; status: AppointmentRequestStatus },
    events: {} as AppointmentRequestEvent,
  },
  actions: {
    reloadList: () => {},
    warn: (_, _params: { error: unknown }) => {},
  },
  actors: {
    confirmAppointment: notProvided<void, { id: number }>('confirmAppointment'),
    cancelAppointment: notProvided<void, { id: number }>('cancelAppointment'),
  },
  guards: {
    isNew: ({ context }) => context.status === 'new',
  },
}).createMachine({
  id: 'appointmentRequest',
  context: ({ input }) => ({
    appointment: input.appointment,
    status: input.appointment.confirmation ? 'confirmed' : 'new',
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'request.confirm': { guard: 'isNew', target: 'confirming' },
        'request.cancel': { target: 'cancelling' },
      },
    },
    confirming: {
      invoke: {
        id: 'confirmAppointment',
        src: 'confirmAppointment',
        input: ({ context }) => ({ id: context.appointment.id }),
        onDone: {
          target: 'idle',
          actions: [
            assign(({ context }) => ({
              status: 'confirmed' as const,
              appointment: { ...context.appointment, confirmation: true },
            })),
            'reloadList',
          ],
        },
        onError: {
          target: 'idle',
          actions: { type: 'warn', params: errorParams },
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
          actions: { type: 'warn', params: errorParams },
        },
      },
    },
    cancelled: { type: 'final' },
  },
});

export type AppointmentRequestSnapshot = SnapshotFrom<typeof appointmentRequestMachine>;
export type AppointmentRequestActorRef = ActorRefFrom<typeof appointmentRequestMachine>;
