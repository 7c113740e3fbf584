import { PASSWORD_MIN } from './limits';

/**
 * The strong-password mix of spec 5 (a letter and a digit, or a special character), shared by
 * the registration machine's strength score in the browser and the server's check, so both
 * judge a password alike. Free of zod (`@academy/contract/password-rules`) for the browser.
 */
export function hasStrongPasswordMix(password: string): boolean {
  const letterAndDigit = /\p{L}/u.test(password) && /\p{N}/u.test(password);
  const special = /[^\p{L}\p{N}\s]/u.test(password);
  return letterAndDigit || special;
}

/** Registration strong-password rule (spec 5): ≥ 6 with a letter and a digit, or a special char. */
export function isStrongPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN && hasStrongPasswordMix(password);
}

/**
 * What a strength meter may say of a password: nothing typed, refused by the rule, or accepted.
 * Only `isStrongPassword` decides, so a meter never praises a password the form then refuses.
 */
export type PasswordLevel = 'empty' | 'refused' | 'strong';

export function passwordLevel(password: string): PasswordLevel {
  if (password === '') return 'empty';
  return isStrongPassword(password) ? 'strong' : 'refused';
}
