import { isLanguage, type Language, OPERATIONS_ROLES } from '@academy/contract';
import type { AnswerIn } from '@academy/contract/endpoint';
import type { backOfficeInboxEndpoints as inbox } from '@academy/contract/endpoints';
import { and, count, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { contactRequests, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { HttpError, notFound } from '../../lib/errors';
import type { Outbox } from '../../lib/outbox';
import { likePattern, listOrder } from '../../lib/queries';
import type { QueryOf } from '../../lib/route';

type ListQuery = QueryOf<typeof inbox.contactRequests>;
type ContactRequest = AnswerIn<typeof inbox.handleContactRequest>;
type Row = typeof contactRequests.$inferSelect;

/** A staff member as lists name them: first and last name, else the e-mail. */
export const staffName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

/**
 * Keeps a contact request of the public form with the language of its page, and queues a mail
 * to every active operations staff member (admin, manager) in the same transaction: the request
 * and its mails are kept together or not at all.
 */
export async function saveContactRequest(
  db: Db,
  outbox: Outbox,
  request: { name: string; contact_data: string; country: string; lang: Language },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactRequests)
      .values({
        name: request.name,
        contactData: request.contact_data,
        country: request.country,
        lang: request.lang,
      })
      .returning({ id: contactRequests.id });
    if (!row) throw new Error('contact request not stored');
    const staff = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.role, [...OPERATIONS_ROLES]), eq(users.isActive, true)));
    for (const member of staff)
      await outbox.mail(tx, { kind: 'contact-request', requestId: row.id, staffId: member.id });
    return row.id;
  });
}

const SORTS = {
  created: contactRequests.created,
  name: contactRequests.name,
  handled_at: contactRequests.handledAt,
} as const;

function view(row: Row, handler: { id: number; name: string } | null): ContactRequest {
  return {
    id: row.id,
    name: row.name,
    contact_data: row.contactData,
    country: row.country,
    lang: isLanguage(row.lang) ? row.lang : 'ro',
    created: row.created.toISOString(),
    status: row.handledAt ? 'handled' : 'new',
    handled_at: row.handledAt?.toISOString() ?? null,
    handled_by: row.handledAt && handler?.id ? handler : null,
    note: row.note,
  };
}

const selection = {
  request: contactRequests,
  handlerId: users.id,
  handlerName: staffName,
};

const withHandler = (db: Db | Tx) =>
  db
    .select(selection)
    .from(contactRequests)
    .leftJoin(users, eq(users.id, contactRequests.handledBy));

const toView = (r: { request: Row; handlerId: number | null; handlerName: string | null }) =>
  view(r.request, r.handlerId ? { id: r.handlerId, name: r.handlerName ?? '' } : null);

/** One tab of the inbox: its page of requests and how many there are. */
export async function listContactRequests(db: Db, query: ListQuery) {
  const like = likePattern(query.q);
  const where = and(
    query.status === 'new'
      ? isNull(contactRequests.handledAt)
      : isNotNull(contactRequests.handledAt),
    query.q
      ? or(
          ilike(contactRequests.name, like),
          ilike(contactRequests.contactData, like),
          ilike(contactRequests.country, like),
        )
      : undefined,
  );
  const rows = await withHandler(db)
    .where(where)
    .orderBy(...listOrder(SORTS[query.sort], contactRequests.id, query.order))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const [total] = await db.select({ n: count() }).from(contactRequests).where(where);
  return { count: total?.n ?? 0, results: rows.map(toView) };
}

/**
 * Marks a new request handled by `actorId` with `note`, audited in the same transaction; a
 * request handled meanwhile is refused (409), so two staff never both handle one.
 */
export async function handleContactRequest(
  db: Db,
  { id, actorId, note }: { id: number; actorId: number; note: string },
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(contactRequests).where(eq(contactRequests.id, id));
    if (!before) throw notFound();
    const [after] = await tx
      .update(contactRequests)
      .set({ handledAt: new Date(), handledBy: actorId, note })
      .where(and(eq(contactRequests.id, id), isNull(contactRequests.handledAt)))
      .returning();
    if (!after) throw new HttpError(409, 'This request is already handled.');
    await recordAudit(tx, {
      actorId,
      action: 'contact_request.handle',
      entity: 'contact_request',
      entityId: id,
      before: { handled_at: null, note: before.note },
      after: { handled_at: after.handledAt?.toISOString(), handled_by: actorId, note },
    });
    return readOne(tx, id);
  });
}

/** Puts a handled request back among the new ones, keeping its note; audited. */
export async function reopenContactRequest(
  db: Db,
  { id, actorId }: { id: number; actorId: number },
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(contactRequests).where(eq(contactRequests.id, id));
    if (!before) throw notFound();
    const [after] = await tx
      .update(contactRequests)
      .set({ handledAt: null, handledBy: null })
      .where(and(eq(contactRequests.id, id), isNotNull(contactRequests.handledAt)))
      .returning({ id: contactRequests.id });
    if (!after) throw new HttpError(409, 'This request is not handled.');
    await recordAudit(tx, {
      actorId,
      action: 'contact_request.reopen',
      entity: 'contact_request',
      entityId: id,
      before: { handled_at: before.handledAt?.toISOString(), handled_by: before.handledBy },
      after: { handled_at: null, handled_by: null },
    });
    return readOne(tx, id);
  });
}

async function readOne(db: Db | Tx, id: number): Promise<ContactRequest> {
  const [row] = await withHandler(db).where(eq(contactRequests.id, id));
  if (!row) throw notFound();
  return toView(row);
}
