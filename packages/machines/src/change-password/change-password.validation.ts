import { PASSWORD_MIN } from '@academy/contract/rules';

export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'repeatPassword';
export type ChangePasswordErrorKey =
  | 'changePassword.required'
  | 'changePassword.passwordTooShort'
  | 'changePassword.mismatch';
export type ChangePasswordErrors = Partial<Record<ChangePasswordField, ChangePasswordErrorKey>>;
export type ChangePasswordValues = Record<ChangePasswordField, string>;

/** Spec 5, Change password; the minimum of 6 comes from spec 9 (Text and fields). */
export function validateChangePassword(values: ChangePasswordValues): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  if (values.oldPassword === '') errors.oldPassword = 'changePassword.required';
  if (values.newPassword === '') errors.newPassword = 'changePassword.required';
  else if (values.newPassword.length < PASSWORD_MIN) {
    errors.newPassword = 'changePassword.passwordTooShort';
  }
  if (values.repeatPassword !== values.newPassword)
    errors.repeatPassword = 'changePassword.mismatch';
  return errors;
}
