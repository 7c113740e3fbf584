import { passwordStrengthScore } from '../registration/registration.validation';
import type { PasswordResetConfirmSnapshot } from './password-reset-confirm.machine';

export function selectPasswordResetConfirm(snapshot: PasswordResetConfirmSnapshot) {
  const { context } = snapshot;
  const isSubmitting = snapshot.matches('submitting');
  const isDone = snapshot.matches('done');
  const isFailed = snapshot.matches('failed');
  const isLinkInvalid = isFailed && context.failure === 'invalidLink';
  return {
    password: context.password,
    repeatPassword: context.repeatPassword,
    errors: context.errors,
    /** The registration meter's score of the new password. */
    strength: passwordStrengthScore(context.password),
    isSubmitting,
    isDone,
    /** The link is spent or expired: a new one must be requested. */
    isLinkInvalid,
    messageKey: isDone
      ? ('passwordResetConfirm.done' as const)
      : isLinkInvalid
        ? ('passwordResetConfirm.invalidLink' as const)
        : isFailed
          ? ('passwordResetConfirm.failed' as const)
          : null,
  };
}
