import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { appointments, profiles, users } from '../../db/schema';
import type { Mailer } from '../../lib/mailer';
import type { MailJob, Outbox, VisitMail } from '../../lib/outbox';
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
 * A request from the public page whose visitor has just proved their address (issue 28), queued
 * in the transaction that hands it to the specialist: the specialist is told of it; the visitor
 * gets the receipt with the reschedule and cancel links, or the invitation when it was
 * auto-confirmed.
 */
export async function queueNewRequestMails(outbox: Outbox, executor: Db | Tx, visit: Visit) {
  const visitId = visit.id;
  await outbox.mail(executor, { kind: 'visit', visitId, to: 'specialist', mail: 'newRequest' });
  if (!visit.clientEmail) return;
  const mail = visit.status === 'confirmed' ? 'confirmed' : 'received';
  await queueVisitorMail(outbox, executor, visitId, mail);
}

/** Queues one mail to the visitor of public request `visitId`. */
export function queueVisitorMail(
  outbox: Outbox,
  executor: Db | Tx,
  visitId: number,
  mail: Extract<VisitMail, { to: 'visitor' }>['mail'],
) {
  return outbox.mail(executor, { kind: 'visit', visitId, to: 'visitor', mail });
}

/**
 * A change of a visit, queued in the transaction that makes it. A confirmation sends the visitor
 * the invitation; a cancellation withdraws a confirmed visit from the visitor's calendar, and
 * tells the visitor of a request the specialist declined (a visitor who cancelled a mere request
 * needs no mail). A visitor's own cancel or move (the e-mail's links) tells the specialist. A
 * move (its start changed) of a confirmed visit sends the visitor the updated invitation, as does
 * the visitor's own move of a request, so the mail at hand always shows the time.
 */
export async function queueStatusChangeMails(
  outbox: Outbox,
  executor: Db | Tx,
  before: Visit,
  after: Visit,
  by: 'specialist' | 'visitor',
) {
  const visitId = after.id;
  if (before.status === after.status) {
    if (before.startsAt.getTime() === after.startsAt.getTime()) return;
    if (by === 'visitor') {
      await outbox.mail(executor, {
        kind: 'visit',
        visitId,
        to: 'specialist',
        mail: 'visitorRescheduled',
      });
    }
    if (after.clientEmail && (after.status === 'confirmed' || by === 'visitor')) {
      await queueVisitorMail(outbox, executor, visitId, 'moved');
    }
    return;
  }
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
    await queueVisitorMail(outbox, executor, visitId, 'confirmed');
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

/** A reminder of a visit cancelled since it was queued is not sent. */
const REMINDER_MAILS: readonly string[] = ['reminder24h', 'reminder2h'];

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
  else if (REMINDER_MAILS.includes(job.mail) && visit.status !== 'confirmed') return;
  else await sendVisitorMail(deps, visit, specialist, job.mail, job.withdrawal ?? false);
}
