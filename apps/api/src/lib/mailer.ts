import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text body; with `html` the mail is multipart/alternative. */
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** A sent mail; `eml` is its RFC 822 text when rendered here (no SMTP). */
export interface SentMail extends MailMessage {
  eml?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Messages sent by this process (kept for tests and the demo; the last 100). */
  readonly outbox: SentMail[];
}

/**
 * SMTP when SMTP_URL is set; else each mail is rendered as RFC 822 and written to
 * DATA_DIR/mail/*.eml (in memory only for `memory://` test databases).
 */
export function createMailer(config: Config): Mailer {
  const outbox: SentMail[] = [];
  const transport = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const folder = config.dataDir === 'memory://' ? undefined : join(config.dataDir, 'mail');
  return {
    outbox,
    async send(message) {
      const sent: SentMail = { ...message };
      outbox.push(sent);
      if (outbox.length > 100) outbox.shift();
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      if (!config.smtpUrl) {
        const eml = (info as { message: Buffer }).message;
        sent.eml = eml.toString('utf8');
        if (folder) {
          await mkdir(folder, { recursive: true });
          const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
          await writeFile(join(folder, name), eml);
        }
      }
    },
  };
}
