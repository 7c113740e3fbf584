import { isControlCharacter } from '@academy/contract/rules';

/**
 * Values made safe for an iCalendar file (RFC 5545), whatever is stored: rows written before the
 * contract refused control characters in names may still hold a CR/LF, which would start a new
 * property line (an injected ATTENDEE) in every visitor's invitation.
 *
 * We keep the `ics` library rather than switching to ical-generator: `ics` already escapes TEXT
 * values (backslash, semicolon, comma, newline → `\n`, RFC 5545 3.3.11) and folds lines, but it
 * passes control characters through and quotes parameter values (CN) without removing CR/LF. So
 * each value is cleaned here before `ics` sees it, and the tests read the file it writes.
 */

/** `text` with each control character replaced (the contract's rule of what one is). */
const replaceControls = (text: string, by: string) =>
  [...text].map((char) => (isControlCharacter(char) ? by : char)).join('');

/** A TEXT value (SUMMARY, LOCATION): line breaks kept for `ics` to write as `\n`, others dropped. */
export const icsText = (value: string) =>
  value
    .split(/\r\n|\r|\n/)
    .map((line) => replaceControls(line, ''))
    .join('\n');

/**
 * A parameter value (CN="…"): RFC 5545 3.1 allows neither a control character nor a DQUOTE inside
 * a quoted value, and has no escape for them, so controls become spaces and quotes are dropped.
 */
export const icsParam = (value: string) =>
  replaceControls(value, ' ').replaceAll('"', '').replace(/\s+/g, ' ').trim();

/** An address after `MAILTO:`: no control character, space, or separator that ends the value. */
export const icsAddress = (value: string) => replaceControls(value, '').replace(/[\s;:,"]/g, '');
