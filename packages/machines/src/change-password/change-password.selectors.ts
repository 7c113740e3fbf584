import type { ChangePasswordSnapshot } from './change-password.machine';

export function selectChangePasswordForm(snapshot: ChangePasswordSnapshot) {
  const { context } = snapshot;
  const isSubmitting = snapshot.matches('submitting');
  return {
    oldPassword: context.oldPassword,
    newPassword: context.newPassword,
    repeatPassword: context.repeatPassword,
    errors: context.errors,
    isSubmitting,
    isSubmitDisabled: isSubmitting,
    messageKey: snapshot.matches('success')
      ? ('changePassword.success' as const)
      : snapshot.matches('failure')
        ? ('changePassword.failed' as const)
        : null,
  };
}
