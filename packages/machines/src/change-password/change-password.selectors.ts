import { messageForState } from '../state-message';
import type { ChangePasswordSnapshot } from './change-password.machine';

/** The machine's state, for the view's `data-state`. */
export type ChangePasswordState = 'editing' | 'submitting' | 'success' | 'failure';

export function selectChangePasswordForm(snapshot: ChangePasswordSnapshot) {
  const { oldPassword, newPassword, repeatPassword, errors } = snapshot.context;
  const state: ChangePasswordState = snapshot.value;
  const isSubmitting = state === 'submitting';
  return {
    state,
    oldPassword,
    newPassword,
    repeatPassword,
    errors,
    isSubmitting,
    isSubmitDisabled: isSubmitting,
    messageKey: messageForState(state, {
      success: 'changePassword.success',
      failure: 'changePassword.failure',
    }),
  };
}
