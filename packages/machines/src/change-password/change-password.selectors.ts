import type { ChangePasswordSnapshot } from './change-password.machine';

/** The machine's state, for the view's `data-state`. */
export type ChangePasswordState = 'editing' | 'submitting' | 'success' | 'failure';

export function selectChangePasswordForm(snapshot: ChangePasswordSnapshot) {
  const { context } = snapshot;
  const state: ChangePasswordState = snapshot.value;
  const isSubmitting = state === 'submitting';
  return {
    state,
    oldPassword: context.oldPassword,
    newPassword: context.newPassword,
    repeatPassword: context.repeatPassword,
    errors: context.errors,
    isSubmitting,
    isSubmitDisabled: isSubmitting,
    messageKey:
      state === 'success'
        ? ('changePassword.success' as const)
        : state === 'failure'
          ? ('changePassword.failure' as const)
          : null,
  };
}
