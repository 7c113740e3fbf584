import {
  type Language,
  type PublicService,
  SERVICES_MAX,
  type Service,
  type serviceBodySchema,
} from '@academy/contract';
import { and, count, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { services } from '../../db/schema';
import { FieldError } from '../../lib/errors';
import { pick } from '../../lib/i18n';
import { arrangedOrder, findOwned } from '../../lib/queries';
import { findPublicPage } from '../accounts/public-page';
import { rewriteOrder } from '../back-office/records.service';

/**
 * What a specialist offers (issue 28): their services in the dashboard (each checked to be their
 * own: another's is answered as missing) and, active ones only, on their public page.
 */

type Row = typeof services.$inferSelect;
type ServiceBody = z.output<typeof serviceBodySchema>;

export const serviceView = (row: Row): Service => ({
  id: row.id,
  name: row.name,
  duration: row.durationMinutes,
  price: row.price,
  currency: row.currency,
  active: row.active,
  position: row.position,
});

const columnsOf = (body: ServiceBody) => ({
  name: body.name,
  durationMinutes: body.duration,
  price: body.price,
  currency: body.currency,
  active: body.active,
});

const ownedBy = (doctorId: number) => eq(services.doctorId, doctorId);

/** The specialist's services, in the order they arranged. */
async function serviceRows(db: Db | Tx, doctorId: number, activeOnly = false) {
  return db
    .select()
    .from(services)
    .where(and(ownedBy(doctorId), activeOnly ? eq(services.active, true) : undefined))
    .orderBy(...arrangedOrder(services));
}

export async function ownServices(db: Db, doctorId: number) {
  return { results: (await serviceRows(db, doctorId)).map(serviceView) };
}

/** A new service, last in the list; a specialist has at most SERVICES_MAX. */
export async function addService(db: Db, doctorId: number, body: ServiceBody) {
  const [held] = await db
    .select({ n: count(), last: max(services.position) })
    .from(services)
    .where(ownedBy(doctorId));
  if ((held?.n ?? 0) >= SERVICES_MAX) {
    throw new FieldError({ non_field_errors: [`At most ${SERVICES_MAX} services.`] });
  }
  const [row] = await db
    .insert(services)
    .values({ doctorId, ...columnsOf(body), position: (held?.last ?? -1) + 1 })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return serviceView(row);
}

/** An own service rewritten; visits already booked keep the times they were booked with. */
export async function saveService(db: Db, doctorId: number, id: number, body: ServiceBody) {
  await findOwned(db, services, services.doctorId, { id, userId: doctorId });
  const [row] = await db
    .update(services)
    .set(columnsOf(body))
    .where(and(eq(services.id, id), ownedBy(doctorId)))
    .returning();
  if (!row) throw new Error('update returned no row');
  return serviceView(row);
}

/** An own service deleted; its visits stay, without a service (the foreign key sets null). */
export async function deleteService(db: Db, doctorId: number, id: number) {
  await findOwned(db, services, services.doctorId, { id, userId: doctorId });
  await db.delete(services).where(and(eq(services.id, id), ownedBy(doctorId)));
}

/** The specialist's services in the order `ids` (each of theirs once, else a field error). */
export async function orderServices(db: Db, doctorId: number, ids: readonly number[]) {
  await db.transaction((tx) => rewriteOrder(tx, services, ids, ownedBy(doctorId)));
  return ownServices(db, doctorId);
}

/** A public page's active services, each named in the page's language (else the fallback's). */
export async function publicServices(db: Db, doctorId: number, lang: Language) {
  await findPublicPage(db, doctorId);
  const rows = await serviceRows(db, doctorId, true);
  const results: PublicService[] = rows.map((row) => ({
    id: row.id,
    name: pick(row.name, lang),
    duration: row.durationMinutes,
    price: row.price,
    currency: row.currency,
  }));
  return { results };
}

/**
 * The active service `id` of specialist `doctorId` a visitor asks for (none asked: null); one
 * that is not theirs, or not offered any more, is a field error on `service`.
 */
export async function offeredService(db: Db | Tx, doctorId: number, id: number | undefined) {
  if (id === undefined) return null;
  const [service] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, id), ownedBy(doctorId), eq(services.active, true)));
  if (!service) throw new FieldError({ service: ['This service is not offered.'] });
  return service;
}
