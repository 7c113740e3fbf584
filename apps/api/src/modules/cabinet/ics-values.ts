import { isControlCharacter } from '@academy/contract/rules';

/**
 * Values made safe for an iCalendar file (RFC 5545), whatever is stored: rows written before the
 * contract refused control characters in names may still hold a CR/LF (which would start a new
 * property line, an injected ATTENDEE) or another control character (which RFC 5545 allows in no
 * value but TAB).
 *
 * ical-generator escapes what it writes: TEXT values (backslash, semicolon, comma, line break →
 * `\n`, RFC 5545 3.3.11) and parameter values (RFC 6868: `^n`, `^'`), and it folds long lines. It
 * passes the other control characters through, so each value is cleaned of them here first; the
 * tests read the files it writes (ics-injection.test.ts).
 */

/** `text` with each control character replaced (the contract's rule of what one is). */
const replaceControls = (text: string, by: string) =>
  [...text].map((char) => (isControlCharacter(char) ? by : char)).join('');

/** A TEXT value (SUMMARY, LOCATION): line breaks kept for the library to write as `\n`. */
export const icsText = (value: string) =>
  value
    .split(/\r\n|\r|\n/)
    .map((line) => replaceControls(line, ''))
    .join('\n');

/** A parameter value (CN="…"): a name stays on one line, its control characters become spaces. */
export const icsParam = (value: string) => replaceControls(value, ' ').replace(/\s+/g, ' ').trim();

/** An address after `mailto:`: no control character, space, or separator that ends the value. */
export const icsAddress = (value: string) => replaceControls(value, '').replace(/[\s;:,"]/g, '');
