import { matchesEmailPattern } from '../login/login.validation';
import type { PasswordResetErrorKey } from './password-reset.message-keys';

/** Spec 5, Password reset: the email must match the pattern. */
export function validatePasswordResetEmail(email: string): PasswordResetErrorKey | null {
  const value = email.trim();
  if (value === '') return 'passwordReset.required';
  return matchesEmailPattern(value) ? null : 'passwordReset.emailInvalid';
}
