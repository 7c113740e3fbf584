import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../lib/mailer';
import type { MailJob } from '../lib/outbox';
import { sendAccountMail } from '../modules/back-office/accounts.mail';
import { sendContactRequestMail } from '../modules/back-office/inbox-request.mail';
import { sendVisitMail } from '../modules/cabinet/visit-notify';
import { sendIssuedCertificateMail } from '../modules/certificates/certificate.mail';
import { sendOrderReceipt } from '../modules/orders/receipt.mail';
import { sendShopOrderConfirmation } from '../modules/orders/shop.mail';
import { sendOrderStatusMail } from '../modules/orders/status.mail';

export interface MailDeliveryDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
}

/**
 * Renders and sends one queued mail (the worker's side of the outbox). A failure throws, so the
 * queue retries the job later; a mail whose subject is gone (a deleted visit) is dropped.
 */
export async function deliverMail(deps: MailDeliveryDeps, job: MailJob): Promise<void> {
  switch (job.kind) {
    case 'order-confirmation':
      return sendShopOrderConfirmation(deps, job.orderId);
    case 'order-status':
      return sendOrderStatusMail(deps, job.orderId);
    case 'order-receipt':
      return sendOrderReceipt(deps, job.orderId, job.accessId);
    case 'certificate':
      return sendIssuedCertificateMail(deps, job.certificateId);
    case 'visit':
      return sendVisitMail(deps, job);
    case 'account':
      return sendAccountMail(deps, job);
    case 'contact-request':
      return sendContactRequestMail(deps, job.requestId, job.staffId);
    case 'message':
      return deps.mailer.send(job.message);
  }
}
