import type { LoginSnapshot } from './login.machine';

export type LoginView = 'form' | 'forgotPassword' | 'done';

/** The login form's props: values, field errors, and what the submit button may do. */
export function selectLoginForm(snapshot: LoginSnapshot) {
  const { context } = snapshot;
  const isSubmitting = snapshot.matches('submitting');
  const isLocked = snapshot.matches('lockedOut');
  return {
    email: context.email,
    password: context.password,
    errors: context.errors,
    badData: context.badData,
    /** 'login.invalidData' while the bad-data flag is set. */
    messageKey: context.badData ? ('login.invalidData' as const) : null,
    isSubmitting,
    isLocked,
    isSubmitDisabled: isSubmitting || isLocked,
    view: (snapshot.matches('forgotPassword')
      ? 'forgotPassword'
      : snapshot.status === 'done'
        ? 'done'
        : 'form') as LoginView,
  };
}
