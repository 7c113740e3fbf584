import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Messages sent by this process (kept for tests and the demo; the last 100). */
  readonly outbox: MailMessage[];
}

/**
 * SMTP when SMTP_URL is set; else each mail is rendered as RFC 822 and written to
 * DATA_DIR/mail/*.eml (in memory only for `memory://` test databases).
 */
export function createMailer(config: Config): Mailer {
  const outbox: MailMessage[] = [];
  const transport = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const folder = config.dataDir === 'memory://' ? undefined : join(config.dataDir, 'mail');
  return {
    outbox,
    async send(message) {
      outbox.push(message);
      if (outbox.length > 100) outbox.shift();
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      if (!config.smtpUrl && folder) {
        await mkdir(folder, { recursive: true });
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
        await writeFile(join(folder, name), (info as { message: Buffer }).message);
      }
    },
  };
}
