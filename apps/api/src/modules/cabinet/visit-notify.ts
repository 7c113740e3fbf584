import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type appointments, profiles, users } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import { mailLanguage, type Specialist, sendSpecialistMail, sendVisitorMail } from './visit.mail';

type Visit = typeof appointments.$inferSelect;

export interface NotifyDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: Logger;
}

export const notifyDepsOf = (c: Context<AppEnv>): NotifyDeps => ({
  db: c.var.db,
  config: c.var.config,
  mailer: c.var.services.mailer,
  log: c.var.log,
});

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

/** The mails around a visit never fail the request that caused them: a failure is logged. */
async function mailing(deps: NotifyDeps, visit: Visit, send: (s: Specialist) => Promise<unknown>) {
  try {
    const specialist = await specialistOf(deps.db, visit.doctorId);
    if (specialist) await send(specialist);
  } catch (error) {
    deps.log.error('visit mail failed', { appointment: visit.id, error: String(error) });
  }
}

/**
 * A new request from the public page: the specialist is told of it; the visitor (when they left
 * an e-mail) gets the receipt with the cancel link, or the invitation when it was auto-confirmed.
 */
export function notifyNewRequest(deps: NotifyDeps, visit: Visit) {
  return mailing(deps, visit, (specialist) =>
    Promise.all([
      sendSpecialistMail(deps, visit, specialist, 'newRequest'),
      visit.clientEmail &&
        sendVisitorMail(
          deps,
          visit,
          specialist,
          visit.status === 'confirmed' ? 'confirmed' : 'received',
        ),
    ]),
  );
}

/**
 * A status change of a visit: a confirmation sends the visitor the invitation; a cancellation
 * withdraws a confirmed visit from the visitor's calendar, and tells the visitor of a request the
 * specialist declined (a visitor who cancelled a mere request needs no mail). A visitor's own
 * cancel (the e-mail's link) tells the specialist that the hour is free again.
 */
export function notifyStatusChange(
  deps: NotifyDeps,
  before: Visit,
  after: Visit,
  by: 'specialist' | 'visitor',
) {
  if (before.status === after.status) return Promise.resolve();
  // A visit the specialist entered without an e-mail has nobody to tell.
  if (!after.clientEmail && by === 'specialist') return Promise.resolve();
  return mailing(deps, after, async (specialist) => {
    if (after.status === 'cancelled' && by === 'visitor') {
      await sendSpecialistMail(deps, after, specialist, 'visitorCancelled');
    }
    if (!after.clientEmail) return;
    const wasConfirmed = before.status === 'confirmed';
    if (after.status === 'confirmed') {
      await sendVisitorMail(deps, after, specialist, 'confirmed');
    } else if (after.status === 'cancelled' && (wasConfirmed || by === 'specialist')) {
      await sendVisitorMail(deps, after, specialist, 'cancelled', wasConfirmed);
    }
  });
}
