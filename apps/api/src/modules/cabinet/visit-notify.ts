import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { appointments, profiles, users } from '../../db/schema';
import type { Mailer } from '../../lib/mailer';
import type { MailJob, Outbox } from '../../lib/outbox';
import { mailLanguage, type Specialist, sendSpecialistMail, sendVisitorMail } from './visit.mail';

type Visit = typeof appointments.$inferSelect;

async function specialistOf(db: Db, userId: number): Promise<Specialist | null> {
  const [row] = await db
    .select({
      name: profiles.name,
      lang: profiles.lang,
      address: profiles.address,
      email: users.email,
      first: users.firstName,
      last: users.lastName,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  if (!row) return null;
  return {
    name: row.name || `${row.first} ${row.last}`.trim(),
    email: row.email,
    lang: mailLanguage(row.lang),
    address: row.address,
  };
}

/**
 * A new request from the public page, queued in the transaction that stores it: the specialist
 * is told of it; the visitor (when they left an e-mail) gets the receipt with the cancel link, or
 * the invitation when it was auto-confirmed.
 */
export async function queueNewRequestMails(outbox: Outbox, executor: Db | Tx, visit: Visit) {
  const visitId = visit.id;
  await outbox.mail(executor, { kind: 'visit', visitId, to: 'specialist', mail: 'newRequest' });
  if (!visit.clientEmail) return;
  const mail = visit.status === 'confirmed' ? 'confirmed' : 'received';
  await outbox.mail(executor, { kind: 'visit', visitId, to: 'visitor', mail });
}

/**
 * A status change of a visit, queued in the transaction that makes it: a confirmation sends the
 * visitor the invitation; a cancellation withdraws a confirmed visit from the visitor's calendar,
 * and tells the visitor of a request the specialist declined (a visitor who cancelled a mere
 * request needs no mail). A visitor's own cancel (the e-mail's link) tells the specialist that
 * the hour is free again.
 */
export async function queueStatusChangeMails(
  outbox: Outbox,
  executor: Db | Tx,
  before: Visit,
  after: Visit,
  by: 'specialist' | 'visitor',
) {
  if (before.status === after.status) return;
  const visitId = after.id;
  if (after.status === 'cancelled' && by === 'visitor') {
    await outbox.mail(executor, {
      kind: 'visit',
      visitId,
      to: 'specialist',
      mail: 'visitorCancelled',
    });
  }
  // A visit the specialist entered without an e-mail has nobody to tell.
  if (!after.clientEmail) return;
  const wasConfirmed = before.status === 'confirmed';
  if (after.status === 'confirmed') {
    await outbox.mail(executor, { kind: 'visit', visitId, to: 'visitor', mail: 'confirmed' });
  } else if (after.status === 'cancelled' && (wasConfirmed || by === 'specialist')) {
    await outbox.mail(executor, {
      kind: 'visit',
      visitId,
      to: 'visitor',
      mail: 'cancelled',
      withdrawal: wasConfirmed,
    });
  }
}

/** Sends one queued mail of a visit, with the visit and the specialist as they are now. */
export async function sendVisitMail(
  deps: { db: Db; config: Config; mailer: Mailer },
  job: Extract<MailJob, { kind: 'visit' }>,
) {
  const [visit] = await deps.db.select().from(appointments).where(eq(appointments.id, job.visitId));
  // Deleted since (the specialist removed it): nobody is told of a visit that is gone.
  if (!visit) return;
  const specialist = await specialistOf(deps.db, visit.doctorId);
  if (!specialist) return;
  if (job.to === 'specialist') await sendSpecialistMail(deps, visit, specialist, job.mail);
  else await sendVisitorMail(deps, visit, specialist, job.mail, job.withdrawal ?? false);
}
