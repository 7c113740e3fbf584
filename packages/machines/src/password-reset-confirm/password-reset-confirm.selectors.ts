import { passwordMeter } from '../registration/registration.validation';
import type { PasswordResetConfirmSnapshot } from './password-reset-confirm.machine';

/** The machine's state, for the view's `data-state` and its choice of what to show. */
export type PasswordResetConfirmState = 'editing' | 'submitting' | 'done' | 'failure';

export function selectPasswordResetConfirm(snapshot: PasswordResetConfirmSnapshot) {
  const { context } = snapshot;
  const state: PasswordResetConfirmState = snapshot.value;
  const isLinkInvalid = state === 'failure' && context.failure === 'invalidLink';
  return {
    state,
    password: context.password,
    repeatPassword: context.repeatPassword,
    errors: context.errors,
    /** The registration meter of the new password. */
    meter: passwordMeter(context.password),
    isSubmitting: state === 'submitting',
    isDone: state === 'done',
    /** The link is spent or expired: a new one must be requested. */
    isLinkInvalid,
    messageKey:
      state === 'done'
        ? ('passwordResetConfirm.done' as const)
        : isLinkInvalid
          ? ('passwordResetConfirm.invalidLink' as const)
          : state === 'failure'
            ? ('passwordResetConfirm.failure' as const)
            : null,
  };
}
