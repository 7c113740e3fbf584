import type { Appointment } from '@academy/contract';
import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { errorParams } from '../form-fields';
import { notProvided } from '../not-provided';

/** A link of the visitor's e-mail: the request's id and its signed token. */
export interface VisitLinkInput {
  id: number;
  token: string;
}

/**
 * The outcome of the `confirmEmail` actor: the visit confirmed (the specialist confirms on
 * arrival), the request received (the specialist will confirm it), the slot taken meanwhile
 * (409), the link refused (403, 404) or expired (410: the time has passed). Any other failure
 * rejects, and may be tried again.
 */
export type VisitConfirmOutcome =
  | { outcome: 'confirmed'; visit: Appointment }
  | { outcome: 'received'; visit: Appointment }
  | { outcome: 'taken' }
  | { outcome: 'invalid' }
  | { outcome: 'expired' };

export interface VisitConfirmContext extends VisitLinkInput {
  visit: Appointment | null;
}

export type VisitConfirmEvent = { type: 'confirm.retry' };

const outcomeIs =
  (outcome: VisitConfirmOutcome['outcome']) =>
  ({ event }: { event: { output: VisitConfirmOutcome } }) =>
    event.output.outcome === outcome;

/**
 * A visitor opens the confirmation link of their e-mail (issue 28): the request reaches the
 * specialist at once (confirming → received, or confirmed when the specialist auto-confirms);
 * the slot taken meanwhile, a refused or an expired link each end in their own state; a failed
 * call in failure, from where it can be tried again. Opening the link twice gives the same answer.
 */
export const visitConfirmMachine = setup({
  types: {
    input: {} as VisitLinkInput,
    context: {} as VisitConfirmContext,
    events: {} as VisitConfirmEvent,
  },
  actors: {
    /** `POST /{lang}/cabinet/appointment-request/{id}/confirm-email/` with `{ token }`. */
    confirmEmail: notProvided<VisitConfirmOutcome, VisitLinkInput>('confirmEmail'),
  },
  actions: {
    keepVisit: assign((_, output: VisitConfirmOutcome) =>
      'visit' in output ? { visit: output.visit } : {},
    ),
    logError: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'visitConfirm',
  context: ({ input }) => ({ id: input.id, token: input.token, visit: null }),
  initial: 'confirming',
  states: {
    confirming: {
      invoke: {
        id: 'confirmEmail',
        src: 'confirmEmail',
        input: ({ context }) => ({ id: context.id, token: context.token }),
        onDone: [
          { guard: outcomeIs('taken'), target: 'taken' },
          { guard: outcomeIs('invalid'), target: 'invalid' },
          { guard: outcomeIs('expired'), target: 'expired' },
          {
            guard: outcomeIs('confirmed'),
            target: 'confirmed',
            actions: { type: 'keepVisit', params: ({ event }) => event.output },
          },
          {
            target: 'received',
            actions: { type: 'keepVisit', params: ({ event }) => event.output },
          },
        ],
        onError: { target: 'failure', actions: { type: 'logError', params: errorParams } },
      },
    },
    failure: { on: { 'confirm.retry': 'confirming' } },
    confirmed: { type: 'final' },
    received: { type: 'final' },
    taken: { type: 'final' },
    invalid: { type: 'final' },
    expired: { type: 'final' },
  },
});

export type VisitConfirmSnapshot = SnapshotFrom<typeof visitConfirmMachine>;
export type VisitConfirmActorRef = ActorRefFrom<typeof visitConfirmMachine>;
