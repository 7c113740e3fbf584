/**
 * Names and titles are one line of printable text: they end up in mails and in calendar files
 * (.ics), where a CR/LF would start a new property line. Free of zod (`@academy/contract/rules`),
 * so the browser's form checks can use the same rule as the server's schemas.
 */

/** C0 controls (CR, LF, TAB among them), DEL and C1 controls: U+0000–U+001F, U+007F–U+009F. */
export function isControlCharacter(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** The server's field error, in English like the schemas' other messages. */
export const SINGLE_LINE_MESSAGE = 'Must be a single line without control characters.';

export const isSingleLine = (text: string): boolean => ![...text].some(isControlCharacter);
