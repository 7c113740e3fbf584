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
