import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ICAL from 'ical.js';
import PostalMime, { type Email } from 'postal-mime';

/**
 * The mails the server under test wrote to its folder (DATA_DIR/mail, one .eml each: no SMTP in
 * the journeys), read as a mail client would: MIME parsed, attachments decoded.
 */
const folder = () => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return join(dataDir, 'mail');
};

/** Every mail sent to `address` so far, oldest first. */
export async function mailsTo(address: string): Promise<Email[]> {
  let files: string[] = [];
  try {
    files = readdirSync(folder()).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  const mails = await Promise.all(
    files.sort().map((file) => PostalMime.parse(readFileSync(join(folder(), file)))),
  );
  return mails.filter((mail) =>
    (mail.to ?? []).some((to) => to.address?.toLowerCase() === address.toLowerCase()),
  );
}

/** The calendar attachment of a mail, parsed (iCalendar, RFC 5545): its METHOD and its event. */
export function calendarOf(mail: Email | undefined) {
  const file = mail?.attachments.find((part) => part.mimeType.startsWith('text/calendar'));
  if (!file) return null;
  const text =
    typeof file.content === 'string' ? file.content : new TextDecoder().decode(file.content);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent'));
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    start: event.startDate.toString(),
    status: String(event.component.getFirstPropertyValue('status')),
  };
}
