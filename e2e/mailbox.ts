import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ICAL from 'ical.js';
import PostalMime, { type Email } from 'postal-mime';

/**
 * The mails the server under test wrote to its folder (DATA_DIR/mail, one .eml each: no SMTP in
 * the journeys), read as a mail client would: MIME parsed, attachments decoded.
 */
const folder = (dataDir = process.env.E2E_DATA_DIR) => {
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return join(dataDir, 'mail');
};

/**
 * A whole mail: the server writes a file while the journeys read the folder, so a multipart mail
 * counts once its closing boundary is there (a mail without parts is one write of a few lines).
 */
function isComplete(raw: string) {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/) >>> 0);
  const boundary = head.match(/boundary="?([^";\r\n]+)"?/i)?.[1];
  return boundary === undefined ? /\r?\n\r?\n/.test(raw) : raw.includes(`--${boundary}--`);
}

/**
 * Every mail sent to `address` so far, oldest first. Journeys run two at a time: a journey looks
 * for its mails by their recipient (an address of its own), never for the latest one. `dataDir`:
 * another server's folder (the MAIB journey's), else the first server's.
 */
export async function mailsTo(address: string, dataDir?: string): Promise<Email[]> {
  let files: string[] = [];
  try {
    files = readdirSync(folder(dataDir)).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  const raws = files
    .sort()
    .map((file) => readFileSync(join(folder(dataDir), file), 'utf8'))
    .filter(isComplete);
  const mails = await Promise.all(raws.map((raw) => PostalMime.parse(raw)));
  return mails.filter((mail) =>
    (mail.to ?? []).some((to) => to.address?.toLowerCase() === address.toLowerCase()),
  );
}

/**
 * The calendar attachment of a mail, parsed (iCalendar, RFC 5545): its METHOD and its event (UID,
 * start on its zone's clock, SEQUENCE, STATUS).
 */
export function calendarOf(mail: Email | undefined) {
  const file = mail?.attachments.find((part) => part.mimeType.startsWith('text/calendar'));
  if (!file) return null;
  const text =
    typeof file.content === 'string' ? file.content : new TextDecoder().decode(file.content);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    start: event.startDate.toString(),
    sequence: event.sequence,
    status: String(event.component.getFirstPropertyValue('status')),
  };
}
