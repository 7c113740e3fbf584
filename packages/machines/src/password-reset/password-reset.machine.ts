import type { Language } from '@academy/contract';
import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { errorParams } from '../form-fields';
import { notProvided } from '../not-provided';
import type { PasswordResetErrorKey } from './password-reset.message-keys';
import { validatePasswordResetEmail } from './password-reset.validation';

export interface PasswordResetInput {
  language: Language;
}

export interface PasswordResetContext {
  email: string;
  error: PasswordResetErrorKey | null;
  language: Language;
}

export type PasswordResetEvent = { type: 'field.change'; value: string } | { type: 'form.submit' };

const sendOrShowError = [
  { guard: 'isEmailValid' as const, target: 'sending' as const },
  { actions: 'showError' as const },
];

/** Password reset (spec 4): enter the email, send, then 'check your mailbox'. */
export const passwordResetMachine = setup({
  types: {
    input: {} as PasswordResetInput,
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
  },
  actors: {
    /** `POST /{lang}/api/password_reset/` with `{email}`. */
    sendPasswordReset: notProvided<void, { email: string; language: Language }>(
      'sendPasswordReset',
    ),
  },
  actions: {
    changeEmail: assign(({ event }) =>
      event.type === 'field.change' ? { email: event.value, error: null } : {},
    ),
    showError: assign({ error: ({ context }) => validatePasswordResetEmail(context.email) }),
    /** Analytics data layer event (spec 7.5). */
    track: (_, _params: { event: 'Forgot_Complete' }) => {},
    logError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isEmailValid: ({ context }) => validatePasswordResetEmail(context.email) === null,
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({ email: '', error: null, language: input.language }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'changeEmail' },
        'form.submit': sendOrShowError,
      },
    },
    sending: {
      invoke: {
        id: 'sendPasswordReset',
        src: 'sendPasswordReset',
        input: ({ context }) => ({ email: context.email.trim(), language: context.language }),
        onDone: {
          target: 'sent',
          actions: { type: 'track', params: { event: 'Forgot_Complete' } },
        },
        onError: { target: 'failure', actions: { type: 'logError', params: errorParams } },
      },
    },
    /** 'Please check your mailbox'. */
    sent: { type: 'final' },
    failure: {
      on: {
        'field.change': { target: 'editing', actions: 'changeEmail' },
        'form.submit': sendOrShowError,
      },
    },
  },
});

export type PasswordResetSnapshot = SnapshotFrom<typeof passwordResetMachine>;
export type PasswordResetActorRef = ActorRefFrom<typeof passwordResetMachine>;
