import type { Db, Tx } from '../db/client';
import type { MailMessage } from './mailer';

/** Who a visit's mail goes to, and which of its mails (modules/cabinet/visit.mail.ts). */
export type VisitMail =
  | {
      to: 'visitor';
      mail:
        | 'verify'
        | 'received'
        | 'confirmed'
        | 'moved'
        | 'cancelled'
        | 'reminder24h'
        | 'reminder2h';
      withdrawal?: boolean;
    }
  | { to: 'specialist'; mail: 'newRequest' | 'visitorCancelled' | 'visitorRescheduled' };

/**
 * An account's mails (modules/back-office/accounts.mail.ts): to the user when staff activated or
 * declined it; to a staff member (`staffId`) when it registered.
 */
export type AccountMail =
  | { kind: 'account'; mail: 'activated' | 'declined'; userId: number }
  | { kind: 'account'; mail: 'registered'; userId: number; staffId: number };

/**
 * A mail to send, as the outbox keeps it: what it is about, not its text. The worker renders it
 * when it sends it, in the language and with the data of that moment; only a mail whose content
 * the request alone knew (a one-time reset link) travels whole.
 */
export type MailJob =
  | { kind: 'order-confirmation'; orderId: number }
  | { kind: 'order-status'; orderId: number }
  | { kind: 'order-receipt'; orderId: number; accessId: number | null }
  | { kind: 'certificate'; certificateId: number }
  | ({ kind: 'visit'; visitId: number } & VisitMail)
  /** A new contact request, to one staff member (modules/back-office/inbox-request.mail.ts). */
  | { kind: 'contact-request'; requestId: number; staffId: number }
  | AccountMail
  | { kind: 'message'; message: Pick<MailMessage, 'to' | 'subject' | 'text'> };

/**
 * The transactional outbox: a mail is queued in the transaction of the change that causes it
 * (the order, the visit, the reset), so it is sent if and only if that change commits, by a
 * worker that retries with growing delays while the mail server is away.
 */
export interface Outbox {
  mail(executor: Db | Tx, job: MailJob): Promise<void>;
  /** Queues the processing of a video's new source (ffmpeg), with the change that records it. */
  video(executor: Db | Tx, job: VideoJob): Promise<void>;
}

/** A video whose uploaded source is to be turned into its streams (jobs/video-job.ts). */
export interface VideoJob {
  videoId: number;
}
