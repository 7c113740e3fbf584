import type { RegistrationSnapshot } from './registration.machine';
import { passwordMeter } from './registration.validation';

/** The machine's state, for the view's `data-state`. */
export type RegistrationState = 'editing' | 'submitting' | 'success' | 'redirected' | 'failure';

export type RegistrationModal = 'none' | 'success' | 'failure';

/** The registration form's props, the live password strength and which modal is open. */
export function selectRegistrationForm(snapshot: RegistrationSnapshot) {
  const { values, errors, failureStatus } = snapshot.context;
  const meter = passwordMeter(values.password);
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
    passwordMeter: meter,
    /** 'Parola nu este sigură' under the password while the rule refuses it. */
    passwordStrengthMessageKey:
      meter.level === 'refused' ? ('registration.passwordWeak' as const) : null,
    isCertificateRequired: values.profession !== 'other',
    isSubmitting,
    isSubmitDisabled: isSubmitting,
    modal,
    failureStatus,
  };
}
