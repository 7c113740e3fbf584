import type { PasswordResetSnapshot } from './password-reset.machine';

export function selectPasswordReset(snapshot: PasswordResetSnapshot) {
  const isSent = snapshot.matches('sent');
  const isFailed = snapshot.matches('failed');
  return {
    email: snapshot.context.email,
    error: snapshot.context.error,
    isSending: snapshot.matches('sending'),
    isSent,
    /** The form is replaced by this message once sent, or shown above it after a failure. */
    messageKey: isSent
      ? ('passwordReset.checkMailbox' as const)
      : isFailed
        ? ('passwordReset.failed' as const)
        : null,
  };
}
