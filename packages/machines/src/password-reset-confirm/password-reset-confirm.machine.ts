import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { errorParams, submitWhenValid, withContextField } from '../form-fields';
import { notProvided } from '../not-provided';
import {
  isInvalidResetLink,
  type PasswordResetConfirmErrors,
  type PasswordResetConfirmField,
  type PasswordResetConfirmValues,
  validatePasswordResetConfirm,
} from './password-reset-confirm.validation';

export interface PasswordResetConfirmInput {
  /** The one-time token of the mailed link (`/{lang}/reset/{token}`). */
  token: string;
}

export interface PasswordResetConfirmContext extends PasswordResetConfirmValues {
  token: string;
  errors: PasswordResetConfirmErrors;
  /** Why the last attempt failed: the link itself, or anything else (network, server). */
  failure: 'invalidLink' | 'unknown' | null;
}

export type PasswordResetConfirmEvent =
  | { type: 'field.change'; field: PasswordResetConfirmField; value: string }
  | { type: 'form.submit' };

/**
 * Password reset, second half (route reset/{token}; the content is not shown by the spec): a new
 * password and its repeat, then done (log in with it) or failure (an invalid or expired link asks
 * for a new one; another failure allows a retry).
 */
export const passwordResetConfirmMachine = setup({
  types: {
    input: {} as PasswordResetConfirmInput,
    context: {} as PasswordResetConfirmContext,
    events: {} as PasswordResetConfirmEvent,
  },
  actors: {
    /** Designed: `POST /{lang}/api/password_reset/confirm/` with `{token, password}`. */
    confirmPasswordReset: notProvided<void, { token: string; password: string }>(
      'confirmPasswordReset',
    ),
  },
  actions: {
    changeField: assign(({ context, event }) =>
      event.type === 'field.change' ? withContextField(context, event.field, event.value) : {},
    ),
    showErrors: assign({ errors: ({ context }) => validatePasswordResetConfirm(context) }),
    logError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(validatePasswordResetConfirm(context)).length === 0,
  },
}).createMachine({
  id: 'passwordResetConfirm',
  context: ({ input }) => ({
    token: input.token,
    password: '',
    repeatPassword: '',
    errors: {},
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'changeField' },
        'form.submit': submitWhenValid('submitting'),
      },
    },
    submitting: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'confirmPasswordReset',
        src: 'confirmPasswordReset',
        input: ({ context }) => ({ token: context.token, password: context.password }),
        onDone: { target: 'done', actions: assign({ password: '', repeatPassword: '' }) },
        onError: {
          target: 'failure',
          actions: [
            assign({
              failure: ({ event }) => (isInvalidResetLink(event.error) ? 'invalidLink' : 'unknown'),
            }),
            { type: 'logError', params: errorParams },
          ],
        },
      },
    },
    /** The password is changed: the way on is the login page. */
    done: { type: 'final' },
    failure: {
      on: {
        'field.change': { target: 'editing', actions: 'changeField' },
        'form.submit': submitWhenValid('submitting'),
      },
    },
  },
});

export type PasswordResetConfirmSnapshot = SnapshotFrom<typeof passwordResetConfirmMachine>;
export type PasswordResetConfirmActorRef = ActorRefFrom<typeof passwordResetConfirmMachine>;
