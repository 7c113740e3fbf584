import { EMAIL_PATTERN, LOGIN_PASSWORD_MIN } from '@academy/contract/rules';
import type { LoginErrorKey } from './login.message-keys';

export { EMAIL_PATTERN };

/** The one login name that is not an email (spec 5, Login). */
export const ADMIN_LOGIN = 'admin';

export type LoginField = 'email' | 'password';
export type LoginErrors = Partial<Record<LoginField, LoginErrorKey>>;

export interface LoginCredentials {
  username: string;
  password: string;
}

export function matchesEmailPattern(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Values as sent (spec 5, Login): trimmed, the email lowercased. */
export function normalizeLoginCredentials(values: {
  email: string;
  password: string;
}): LoginCredentials {
  return { username: values.email.trim().toLowerCase(), password: values.password.trim() };
}

/** Translation keys of the invalid fields, checked on the values as they will be sent. */
export function validateLoginForm(values: { email: string; password: string }): LoginErrors {
  const { username, password } = normalizeLoginCredentials(values);
  const errors: LoginErrors = {};
  if (username === '') errors.email = 'login.required';
  else if (username !== ADMIN_LOGIN && !matchesEmailPattern(username)) {
    errors.email = 'login.emailInvalid';
  }
  if (password === '') errors.password = 'login.required';
  else if (password.length < LOGIN_PASSWORD_MIN) errors.password = 'login.passwordTooShort';
  return errors;
}

export function hasLoginErrors(errors: LoginErrors): boolean {
  return Object.keys(errors).length > 0;
}
