import { type ActorRefFrom, type SnapshotFrom, setup } from 'xstate';
import { errorParams } from '../form-fields';
import { notProvided } from '../not-provided';

/** The cancel link of the visitor's e-mail: the request's id and its signed token. */
export interface VisitCancelInput {
  id: number;
  token: string;
}

/**
 * The outcome of the `cancelVisit` actor: cancelled, or refused because the link is not (or no
 * longer) valid. Any other failure (the network) rejects, and may be tried again.
 */
export type VisitCancelOutcome = { outcome: 'cancelled' } | { outcome: 'invalidLink' };

export type VisitCancelEvent = { type: 'cancel.confirm' } | { type: 'cancel.retry' };

/**
 * A visitor cancels their own visit request from the e-mail's signed link, without an account
 * (issue 13): asking → cancelling → cancelled; a link the server refuses ends in invalidLink; a
 * failed call in failure, from where it can be tried again.
 */
export const visitCancelMachine = setup({
  types: {
    input: {} as VisitCancelInput,
    context: {} as VisitCancelInput,
    events: {} as VisitCancelEvent,
  },
  actors: {
    /** `POST /{lang}/cabinet/appointment-request/{id}/cancel/` with `{ token }`. */
    cancelVisit: notProvided<VisitCancelOutcome, VisitCancelInput>('cancelVisit'),
  },
  actions: {
    logError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isInvalidLink: (_, output: VisitCancelOutcome) => output.outcome === 'invalidLink',
  },
}).createMachine({
  id: 'visitCancel',
  context: ({ input }) => ({ id: input.id, token: input.token }),
  initial: 'asking',
  states: {
    asking: { on: { 'cancel.confirm': 'cancelling' } },
    cancelling: {
      invoke: {
        id: 'cancelVisit',
        src: 'cancelVisit',
        input: ({ context }) => ({ id: context.id, token: context.token }),
        onDone: [
          {
            guard: { type: 'isInvalidLink', params: ({ event }) => event.output },
            target: 'invalidLink',
          },
          { target: 'cancelled' },
        ],
        onError: { target: 'failure', actions: { type: 'logError', params: errorParams } },
      },
    },
    failure: { on: { 'cancel.retry': 'cancelling' } },
    cancelled: { type: 'final' },
    invalidLink: { type: 'final' },
  },
});

export type VisitCancelSnapshot = SnapshotFrom<typeof visitCancelMachine>;
export type VisitCancelActorRef = ActorRefFrom<typeof visitCancelMachine>;
