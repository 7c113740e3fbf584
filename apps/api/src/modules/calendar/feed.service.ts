import { and, asc, eq, gte } from 'drizzle-orm';
import { ICalCalendarMethod } from 'ical-generator';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { appointments, availability, profiles, services } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { pick } from '../../lib/i18n';
import { addVisitEvent, calendarText, visitCalendar } from '../cabinet/visit.ics';
import { mailLanguage } from '../cabinet/visit.mail';
import { VISIT_MAIL_TEXTS } from '../cabinet/visit-mail.texts';

/** How far back the feed reaches: a month of past visits stays on the phone. */
const FEED_PAST_DAYS = 30;
const DAY = 86_400_000;

/** The specialist whose feed token is `token` (upper-case hex), and their language; 404 if none. */
async function feedOwner(db: Db, token: string) {
  const [owner] = await db
    .select({ doctorId: availability.doctorId, lang: profiles.lang })
    .from(availability)
    .leftJoin(profiles, eq(profiles.userId, availability.doctorId))
    .where(eq(availability.feedToken, token));
  if (!owner) throw notFound();
  return { doctorId: owner.doctorId, lang: mailLanguage(owner.lang ?? '') };
}

/**
 * The private iCalendar feed of a specialist (issue 28), what their phone's calendar subscribes
 * to by its secret address: their confirmed visits from 30 days ago on, each in its zone (with
 * its VTIMEZONE), titled with the client's name and the service in the specialist's language,
 * the phone number in its description. The same event builder as the visitors' invitations, so
 * a visit has one UID everywhere and every field is escaped by the library.
 */
export async function calendarFeed(db: Db, config: Config, token: string, now = new Date()) {
  const owner = await feedOwner(db, token);
  const rows = await db
    .select({ visit: appointments, serviceName: services.name })
    .from(appointments)
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .where(
      and(
        eq(appointments.doctorId, owner.doctorId),
        eq(appointments.status, 'confirmed'),
        gte(appointments.startsAt, new Date(now.getTime() - FEED_PAST_DAYS * DAY)),
      ),
    )
    .orderBy(asc(appointments.startsAt));
  const labels = VISIT_MAIL_TEXTS[owner.lang].labels;
  const calendar = visitCalendar(ICalCalendarMethod.PUBLISH);
  for (const { visit, serviceName } of rows) {
    const service = pick(serviceName, owner.lang);
    addVisitEvent(calendar, config, visit, {
      summary: service ? `${visit.clientName} · ${service}` : visit.clientName,
      description: [
        `${labels.phone}: ${visit.clientPhone}`,
        ...(visit.clientComments ? [`${labels.comment}: ${visit.clientComments}`] : []),
      ].join('\n'),
      status: 'CONFIRMED',
    });
  }
  return calendarText(calendar);
}
