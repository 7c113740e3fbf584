import { messageForState } from '../state-message';
import type { PasswordResetSnapshot } from './password-reset.machine';

/** The machine's state, for the view's `data-state` and its choice of what to show. */
export type PasswordResetState = 'editing' | 'sending' | 'sent' | 'failure';

export function selectPasswordReset(snapshot: PasswordResetSnapshot) {
  const { email, error } = snapshot.context;
  const state: PasswordResetState = snapshot.value;
  return {
    state,
    email,
    error,
    isSending: state === 'sending',
    isSent: state === 'sent',
    /** The form is replaced by this message once sent, or shown above it after a failure. */
    messageKey: messageForState(state, {
      sent: 'passwordReset.checkMailbox',
      failure: 'passwordReset.failure',
    }),
  };
}
