import type { Language } from '@academy/contract';
import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { notProvided } from '../not-provided';
import {
  type Appointment,
  type AppointmentDraft,
  type AppointmentErrors,
  type AppointmentField,
  type AppointmentPayload,
  appointmentToDraft,
  buildAppointmentPayload,
  emptyAppointmentDraft,
  findAppointmentConflict,
  validateAppointment,
} from './appointment-modal.validation';

export interface AppointmentModalInput {
  /** The specialist's user id, sent as `doctor`. */
  doctorId: number;
  lang: Language;
  /** The current list, for the conflict check. */
  appointments?: readonly Appointment[];
}

export interface AppointmentModalContext {
  doctorId: number;
  lang: Language;
  appointments: readonly Appointment[];
  draft: AppointmentDraft;
  errors: AppointmentErrors;
  warningKey: 'appointment.occupied' | null;
  errorKey: 'appointment.saveFailed' | null;
}

export type AppointmentModalEvent =
  | { type: 'modal.openNew'; date?: string; time?: string }
  | { type: 'modal.openEdit'; appointment: Appointment }
  | { type: 'modal.close' }
  | { type: 'field.change'; field: AppointmentField; value: string }
  | { type: 'form.submit' }
  | { type: 'appointments.update'; appointments: readonly Appointment[] }
  | { type: 'language.change'; lang: Language };

/** POST /cabinet/appointment/ without an id, PUT /cabinet/appointment/{id}/ with one. */
export interface SaveAppointmentInput {
  id: number | null;
  method: 'POST' | 'PUT';
  body: AppointmentPayload;
}

/**
 * What a save answers: saved, or refused because the hour was taken meanwhile (the server's 409
 * with 'The selected date and time are already occupied'), which is an answer, not a failure.
 */
export type SaveAppointmentOutcome = 'saved' | 'conflict';

const cleared = { errors: {}, warningKey: null, errorKey: null } as const;

/**
 * The add / edit appointment modal of the requests list (spec 2.9; spec 4 and 5, Appointment
 * modal). Invalid fields and a confirmed appointment in the same hour stop the save.
 */
export const appointmentModalMachine = setup({
  types: {
    input: {} as AppointmentModalInput,
    context: {} as AppointmentModalContext,
    events: {} as AppointmentModalEvent,
  },
  actions: {
    /** Reloads the appointments list after a save. */
    reloadList: () => {},
  },
  actors: {
    saveAppointment: notProvided<SaveAppointmentOutcome, SaveAppointmentInput>('saveAppointment'),
  },
  guards: {
    isInvalid: ({ context }) => Object.keys(validateAppointment(context.draft)).length > 0,
    hasConflict: ({ context }) =>
      findAppointmentConflict(context.draft, context.appointments) !== undefined,
  },
}).createMachine({
  id: 'appointmentModal',
  context: ({ input }) => ({
    doctorId: input.doctorId,
    lang: input.lang,
    appointments: input.appointments ?? [],
    draft: emptyAppointmentDraft(),
    ...cleared,
  }),
  initial: 'closed',
  on: {
    'appointments.update': {
      actions: assign({ appointments: ({ event }) => event.appointments }),
    },
    'language.change': { actions: assign({ lang: ({ event }) => event.lang }) },
  },
  states: {
    closed: {
      on: {
        'modal.openNew': {
          target: 'editing',
          actions: assign(({ event }) => ({
            draft: emptyAppointmentDraft({
              ...(event.date === undefined ? {} : { date: event.date }),
              ...(event.time === undefined ? {} : { time: event.time }),
            }),
            ...cleared,
          })),
        },
        'modal.openEdit': {
          target: 'editing',
          actions: assign(({ event }) => ({
            draft: appointmentToDraft(event.appointment),
            ...cleared,
          })),
        },
      },
    },
    editing: {
      on: {
        'field.change': {
          actions: assign(({ context, event }) => {
            const { [event.field]: _, ...errors } = context.errors;
            return {
              draft: { ...context.draft, [event.field]: event.value },
              errors,
              warningKey: null,
              errorKey: null,
            };
          }),
        },
        'form.submit': [
          {
            guard: 'isInvalid',
            actions: assign({ errors: ({ context }) => validateAppointment(context.draft) }),
          },
          {
            guard: 'hasConflict',
            actions: assign({ warningKey: 'appointment.occupied' }),
          },
          { target: 'saving', actions: assign(cleared) },
        ],
        'modal.close': { target: 'closed' },
      },
    },
    saving: {
      invoke: {
        id: 'saveAppointment',
        src: 'saveAppointment',
        input: ({ context }) => ({
          id: context.draft.id,
          method: context.draft.id === null ? ('POST' as const) : ('PUT' as const),
          body: buildAppointmentPayload(context.draft, {
            doctor: context.doctorId,
            lang: context.lang,
          }),
        }),
        onDone: [
          {
            guard: ({ event }) => event.output === 'conflict',
            target: 'editing',
            actions: assign({ warningKey: 'appointment.occupied' }),
          },
          {
            target: 'closed',
            actions: ['reloadList', assign({ draft: () => emptyAppointmentDraft() })],
          },
        ],
        onError: {
          target: 'editing',
          actions: assign({ errorKey: 'appointment.saveFailed' }),
        },
      },
    },
  },
});

export type AppointmentModalSnapshot = SnapshotFrom<typeof appointmentModalMachine>;
export type AppointmentModalActorRef = ActorRefFrom<typeof appointmentModalMachine>;
