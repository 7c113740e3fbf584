import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import type { Outbox } from '../../lib/outbox';
import { findPublicPage } from '../accounts/public-page';
import { appointmentView, guardSlot } from '../cabinet/appointments.service';
import { linkedVisit } from '../cabinet/visit-link';
import { queueNewRequestMails } from '../cabinet/visit-notify';

type Visit = typeof appointments.$inferSelect;

export const VISIT_PASSED = 'The time of this visit has passed.';

/**
 * Hands request `current` to its specialist: it stops waiting for its e-mail, confirmed at once
 * when `confirm`; the specialist and the visitor are mailed in the same transaction. Null when
 * another call handed it over first (a second click).
 */
function handOver(db: Db, outbox: Outbox, current: Visit, confirm: boolean, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(appointments)
      .set({
        awaitingEmail: false,
        ...(confirm ? { status: 'confirmed', confirmedAt: now } : {}),
      })
      .where(and(eq(appointments.id, current.id), eq(appointments.awaitingEmail, true)))
      .returning();
    if (row) await queueNewRequestMails(outbox, tx, row);
    return row ?? null;
  });
}

/**
 * The visitor opened their confirmation link (issue 28): the request reaches the specialist, and
 * is confirmed at once when their page auto-confirms. Opening it again answers the visit as it
 * is. When the slot was taken meanwhile (another visitor confirmed first), the request still
 * reaches the specialist as a new one, which they may confirm or the visitor move through the
 * links of their receipt, and the answer is 409 so the visitor's page says the time is gone.
 */
export async function confirmVisitEmail(
  { db, outbox }: { db: Db; outbox: Outbox },
  config: Config,
  id: number,
  token: string,
  now = new Date(),
) {
  const current = await linkedVisit(db, config, 'confirm', id, token);
  if (!current.awaitingEmail) return appointmentView(current);
  if (current.startsAt <= now) throw new HttpError(410, VISIT_PASSED);
  const page = await findPublicPage(db, current.doctorId);
  let conflict: unknown = null;
  if (page.autoConfirmRequests) {
    try {
      // The exclusion constraint decides between visitors confirming at the same moment.
      const row = await guardSlot(() => handOver(db, outbox, current, true, now));
      if (row) return appointmentView(row);
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 409)) throw error;
      conflict = error;
    }
  }
  const row = await handOver(db, outbox, current, false, now);
  if (conflict) throw conflict;
  if (row) return appointmentView(row);
  // Handed over by a concurrent click: the answer is the visit as that click left it.
  const [latest] = await db.select().from(appointments).where(eq(appointments.id, id));
  return appointmentView(latest ?? current);
}
