import type { RegistrationSnapshot } from './registration.machine';
import { PASSWORD_STRENGTH_REQUIRED, passwordStrengthScore } from './registration.validation';

/** The machine's state, for the view's `data-state`. */
export type RegistrationState = 'editing' | 'submitting' | 'success' | 'redirected' | 'failure';

export type RegistrationModal = 'none' | 'success' | 'failure';

/** The registration form's props, the live password strength and which modal is open. */
export function selectRegistrationForm(snapshot: RegistrationSnapshot) {
  const { values, errors, failureStatus } = snapshot.context;
  const strength = passwordStrengthScore(values.password);
  const state: RegistrationState = snapshot.value;
  const isSubmitting = state === 'submitting';
  const modal: RegistrationModal =
    state === 'failure'
      ? 'failure'
      : state === 'success' || state === 'redirected'
        ? 'success'
        : 'none';
  return {
    state,
    values,
    errors,
    passwordStrength: strength,
    /** 'Parola nu este sigură' under the password while it scores below 100. */
    passwordStrengthMessageKey:
      values.password !== '' && strength < PASSWORD_STRENGTH_REQUIRED
        ? ('registration.passwordWeak' as const)
        : null,
    isCertificateRequired: values.profession !== 'other',
    isSubmitting,
    isSubmitDisabled: isSubmitting,
    modal,
    failureStatus,
  };
}
