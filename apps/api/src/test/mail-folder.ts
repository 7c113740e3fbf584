import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A mail as the mail folder holds it (DATA_DIR/mail/*.eml), decoded for assertions. */
export interface FolderMail {
  file: string;
  to: string;
  subject: string;
  /** The multipart/alternative parts by media type: text/plain and text/html. */
  text: string;
  html: string;
  raw: string;
}

/** Quoted-printable (RFC 2045) to UTF-8 text. */
function decodeQuotedPrintable(body: string): string {
  const clean = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < clean.length; i++) {
    const hex = clean.slice(i + 1, i + 3);
    if (clean[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(clean[i] ?? ''));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A header value with its RFC 2047 encoded words decoded (adjacent words joined). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** Headers (unfolded, lower-case names) and body of a message or a part. */
function split(source: string): { headers: Record<string, string>; body: string } {
  const at = source.search(/\r?\n\r?\n/);
  const head = source.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: source.slice(at).replace(/^\r?\n\r?\n/, '') };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Every mail of the folder `DATA_DIR/mail`, oldest first (the file names start with the time). */
export async function readMailFolder(dataDir: string): Promise<FolderMail[]> {
  const folder = join(dataDir, 'mail');
  const files = (await readdir(folder).catch(() => [])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(join(folder, file), 'utf8');
      const { headers, body } = split(raw);
      const parts: Record<string, string> = {};
      const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
      const chunks = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
      for (const chunk of chunks) {
        const part = split(chunk.replace(/^\r?\n/, ''));
        const type = (part.headers['content-type'] ?? 'text/plain').split(';')[0]?.trim() ?? '';
        parts[type] = decodeBody(part.headers, part.body);
      }
      return {
        file,
        to: headers.to ?? '',
        subject: decodeHeader(headers.subject ?? ''),
        text: parts['text/plain'] ?? '',
        html: parts['text/html'] ?? '',
        raw,
      };
    }),
  );
}
