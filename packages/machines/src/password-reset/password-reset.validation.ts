import { matchesEmailPattern } from '../login/login.validation';

export type PasswordResetErrorKey = 'passwordReset.required' | 'passwordReset.emailInvalid';

/** Spec 5, Password reset: the email must match the pattern. */
export function validatePasswordResetEmail(email: string): PasswordResetErrorKey | null {
  const value = email.trim();
  if (value === '') return 'passwordReset.required';
  return matchesEmailPattern(value) ? null : 'passwordReset.emailInvalid';
}
