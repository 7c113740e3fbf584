import { newPasswordError } from '../registration/registration.validation';
import type { ChangePasswordErrorKey } from './change-password.message-keys';

export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'repeatPassword';
export type ChangePasswordErrors = Partial<Record<ChangePasswordField, ChangePasswordErrorKey>>;
export type ChangePasswordValues = Record<ChangePasswordField, string>;

/**
 * Spec 5, Change password; the new password follows the registration rule the server checks
 * (at least 6 characters, spec 9, with a letter and a digit or a special character).
 */
export function validateChangePassword(values: ChangePasswordValues): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  if (values.oldPassword === '') errors.oldPassword = 'changePassword.required';
  const newError = newPasswordError(values.newPassword);
  if (values.newPassword === '') errors.newPassword = 'changePassword.required';
  else if (newError === 'registration.passwordTooShort') {
    errors.newPassword = 'changePassword.passwordTooShort';
  } else if (newError) errors.newPassword = 'changePassword.weak';
  if (values.repeatPassword !== values.newPassword)
    errors.repeatPassword = 'changePassword.mismatch';
  return errors;
}
