import type { ChangePasswordErrorKey } from '../change-password/change-password.message-keys';
import type { RegistrationErrorKey } from '../registration/registration.message-keys';
import { newPasswordError } from '../registration/registration.validation';

export type PasswordResetConfirmField = 'password' | 'repeatPassword';
export type PasswordResetConfirmValues = Record<PasswordResetConfirmField, string>;

/** The same words as registration and change password, so the rules read the same everywhere. */
export type PasswordResetConfirmErrorKey =
  | Extract<ChangePasswordErrorKey, 'changePassword.required' | 'changePassword.mismatch'>
  | Extract<RegistrationErrorKey, 'registration.passwordTooShort' | 'registration.passwordWeak'>;

export type PasswordResetConfirmErrors = Partial<
  Record<PasswordResetConfirmField, PasswordResetConfirmErrorKey>
>;

/**
 * The new password follows the registration rule (spec 5: at least 6 characters, strength 100),
 * the one the server checks too; the repeat must match ('The password doesn't match').
 */
export function validatePasswordResetConfirm(
  values: PasswordResetConfirmValues,
): PasswordResetConfirmErrors {
  const errors: PasswordResetConfirmErrors = {};
  const passwordError = newPasswordError(values.password);
  if (values.password === '') errors.password = 'changePassword.required';
  else if (passwordError) errors.password = passwordError;
  if (values.repeatPassword !== values.password) errors.repeatPassword = 'changePassword.mismatch';
  return errors;
}

/** How the app's `confirmPasswordReset` rejects when the server refuses the link itself. */
export interface InvalidResetLinkRejection {
  invalidLink: true;
}

export function isInvalidResetLink(error: unknown): error is InvalidResetLinkRejection {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { invalidLink?: unknown }).invalidLink === true
  );
}
