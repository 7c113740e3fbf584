import type { LoginSnapshot } from './login.machine';

/** The machine's state (its `submitting` steps as one), for the view's `data-state`. */
export type LoginState = 'editing' | 'submitting' | 'lockedOut' | 'forgotPassword' | 'success';

/** The login form's props: values, field errors, "save login", and what the button may do. */
export function selectLoginForm(snapshot: LoginSnapshot) {
  const { context } = snapshot;
  const state: LoginState = typeof snapshot.value === 'string' ? snapshot.value : 'submitting';
  const isSubmitting = state === 'submitting';
  const isLocked = state === 'lockedOut';
  return {
    state,
    email: context.email,
    password: context.password,
    remember: context.remember,
    errors: context.errors,
    badData: context.badData,
    /**
     * An account not open yet says why ('login.pending', 'login.declined'); any other refusal
     * is 'login.invalidData' while the bad-data flag is set.
     */
    messageKey: context.refusal
      ? (`login.${context.refusal}` as const)
      : context.badData
        ? ('login.invalidData' as const)
        : null,
    isSubmitting,
    isLocked,
    isSubmitDisabled: isSubmitting || isLocked,
  };
}
