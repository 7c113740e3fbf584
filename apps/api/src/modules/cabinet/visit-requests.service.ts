import { DEFAULT_VISIT_MINUTES, type Language } from '@academy/contract';
import type { cabinetEndpoints } from '@academy/contract/endpoints';
import { and, count, eq, gte, ne } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import type { BodyOf } from '../../lib/route';
import { findPublicPage } from '../accounts/public-page';
import { offeredService } from '../calendar/services.service';
import { assertOfferedSlot } from '../calendar/slots';
import { appointmentView, requestedVisit, visitTimes } from './appointments.service';
import type { CalendarDeps } from './calendar.service';
import { linkedVisit } from './visit-link';
import { queueStatusChangeMails, queueVisitorMail } from './visit-notify';

/** A specialist's requests a day still waiting for their visitors' e-mail link. */
export const DAILY_UNCONFIRMED_PER_SPECIALIST = 30;
export const DAILY_CAP_MESSAGE = 'Too many visit requests today. Please try again tomorrow.';
const DAY = 86_400_000;

/**
 * Anonymous requests cannot flood anyone (issue 28): a specialist's page takes at most 30
 * requests a day still waiting for their visitors' e-mail, and one address may send
 * VISIT_REQUESTS_PER_DAY (5).
 */
async function assertUnderDailyCaps(
  db: Db,
  limiter: RateLimiter,
  doctorId: number,
  client: { address: string; perDay: number },
  now: Date,
) {
  const [waiting] = await db
    .select({ n: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        eq(appointments.awaitingEmail, true),
        gte(appointments.created, new Date(now.getTime() - DAY)),
      ),
    );
  const full = (waiting?.n ?? 0) >= DAILY_UNCONFIRMED_PER_SPECIALIST;
  if (full || !(await limiter.withinDailyCap('visit-request', client.address, client.perDay))) {
    throw new HttpError(429, DAILY_CAP_MESSAGE);
  }
}

/**
 * A visitor's request on a public page, for a slot the page offers (the service's length, or
 * spec 5's half hour). It waits for its visitor to open the confirmation link mailed to them,
 * the one mail it sends: the specialist sees nothing of it until then, and it holds no slot.
 */
export async function requestVisit(
  { db, outbox }: CalendarDeps,
  limiter: RateLimiter,
  request: {
    body: BodyOf<typeof cabinetEndpoints.requestVisit>;
    lang: Language;
    /** The visitor's address and its cap of requests a day (config VISIT_REQUESTS_PER_DAY). */
    client: { address: string; perDay: number };
  },
  now = new Date(),
) {
  const { body } = request;
  const page = await findPublicPage(db, body.doctor);
  const service = await offeredService(db, page.userId, body.service);
  const slot = {
    date: body.date_of_receipt,
    time: body.time_of_receipt,
    minutes: service?.durationMinutes ?? DEFAULT_VISIT_MINUTES,
  };
  await assertOfferedSlot(db, page.userId, slot, now);
  await assertUnderDailyCaps(db, limiter, page.userId, request.client, now);
  const times = await visitTimes(db, page.userId, slot);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(appointments)
      .values({
        doctorId: page.userId,
        ...requestedVisit(body),
        ...times,
        serviceId: service?.id ?? null,
        clientEmail: body.client_email,
        status: 'new',
        awaitingEmail: true,
        lang: request.lang,
        source: 'page',
      })
      .returning();
    if (!inserted) throw new Error('insert returned no row');
    await queueVisitorMail(outbox, tx, inserted.id, 'verify');
    return inserted;
  });
  return appointmentView(row);
}

/** A visitor cancels their request through the signed link of its mail. */
export async function cancelVisit(
  { db, outbox }: CalendarDeps,
  config: Config,
  id: number,
  token: string,
  now = new Date(),
) {
  const current = await linkedVisit(db, config, 'cancel', id, token);
  if (current.status === 'cancelled') return appointmentView(current);
  if (current.startsAt <= now) throw new HttpError(410, 'This visit has already taken place.');
  const row = await db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(and(eq(appointments.id, id), ne(appointments.status, 'cancelled')))
      .returning();
    if (cancelled) await queueStatusChangeMails(outbox, tx, current, cancelled, 'visitor');
    return cancelled;
  });
  // Cancelled meanwhile (a double click, the specialist): the answer is the same.
  if (!row) return appointmentView({ ...current, status: 'cancelled' });
  return appointmentView(row);
}
