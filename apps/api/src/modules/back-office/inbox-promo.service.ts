import { PROMO_FORM_ERRORS } from '@academy/contract/back-office/inbox';
import type { AnswerIn } from '@academy/contract/endpoint';
import type { backOfficeInboxEndpoints as inbox } from '@academy/contract/endpoints';
import { and, count, desc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, promoCodes, promoRedemptions, shopCategories, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { FieldError, isUniqueViolation, notFound } from '../../lib/errors';
import { likePattern, listOrder, staffPage } from '../../lib/queries';
import type { BodyOf, QueryOf } from '../../lib/route';
import { staffName } from './inbox-requests.service';

type Row = typeof promoCodes.$inferSelect;
type Values = BodyOf<typeof inbox.createPromoCode>;
type PromoView = AnswerIn<typeof inbox.createPromoCode>;

export function promoView(row: Row): PromoView {
  return {
    id: row.id,
    code: row.code,
    note: row.note,
    percent: row.percent,
    amounts: row.amounts,
    min_subtotal: row.minSubtotal,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    max_uses: row.maxUses,
    per_user: row.perUser,
    used_count: row.usedCount,
    disabled: row.disabled,
    scope: row.scope,
    category_ids: row.categoryIds,
    created: row.created.toISOString(),
  };
}

/** The columns the form sets (a fixed code keeps no percentage, and the other way round). */
const columnsOf = (values: Values) => ({
  code: values.code,
  note: values.note,
  percent: values.percent,
  amounts: values.percent === null ? values.amounts : null,
  minSubtotal: values.min_subtotal,
  startsAt: values.starts_at ? new Date(values.starts_at) : null,
  endsAt: values.ends_at ? new Date(values.ends_at) : null,
  maxUses: values.max_uses,
  perUser: values.per_user,
  scope: values.scope,
  categoryIds: values.scope === 'categories' ? values.category_ids : [],
});

const SORTS = {
  created: promoCodes.created,
  code: promoCodes.code,
  used_count: promoCodes.usedCount,
  ends_at: promoCodes.endsAt,
} as const;

/** A page of codes, searched in the code and its note. */
export async function listPromoCodes(db: Db, query: QueryOf<typeof inbox.promoCodes>) {
  const like = likePattern(query.q);
  const where = and(
    query.status ? eq(promoCodes.disabled, query.status === 'disabled') : undefined,
    query.q ? or(ilike(promoCodes.code, like), ilike(promoCodes.note, like)) : undefined,
  );
  return staffPage(db, {
    from: promoCodes,
    where,
    orderBy: listOrder(SORTS[query.sort], promoCodes.id, query.order),
    query,
    views: (rows) => rows.map(promoView),
  });
}

/** The server's own checks, beyond the contract's: a free code, known categories. */
async function checkValues(tx: Tx, values: Values, id: number | null) {
  const [taken] = await tx
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(and(eq(promoCodes.code, values.code), id === null ? undefined : ne(promoCodes.id, id)));
  if (taken) throw new FieldError({ code: [PROMO_FORM_ERRORS.codeTaken] });
  if (values.scope !== 'categories') return;
  const known = await tx
    .select({ id: shopCategories.id })
    .from(shopCategories)
    .where(inArray(shopCategories.id, values.category_ids));
  if (known.length !== new Set(values.category_ids).size)
    throw new FieldError({ category_ids: [PROMO_FORM_ERRORS.unknownCategory] });
}

/** A code taken by a write that raced this one: the same refusal as the check's. */
async function refusingTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'promo_codes_code_uq'))
      throw new FieldError({ code: [PROMO_FORM_ERRORS.codeTaken] });
    throw error;
  }
}

/** The fields an audit line keeps of a code: its form's values and whether it is on. */
const audited = (row: Row) => {
  const { id: _id, created: _created, used_count: _used, ...rest } = promoView(row);
  return rest;
};

export function createPromoCode(db: Db, actorId: number, values: Values) {
  return refusingTaken(() =>
    db.transaction(async (tx) => {
      await checkValues(tx, values, null);
      const [row] = await tx.insert(promoCodes).values(columnsOf(values)).returning();
      if (!row) throw new Error('promo code not stored');
      await recordAudit(tx, {
        actorId,
        action: 'promo.create',
        entity: 'promo_code',
        entityId: row.id,
        before: null,
        after: audited(row),
      });
      return promoView(row);
    }),
  );
}

/** Saves the whole form over a code; its total uses may not drop below the uses so far. */
export function updatePromoCode(db: Db, actorId: number, id: number, values: Values) {
  return refusingTaken(() =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(promoCodes)
        .where(eq(promoCodes.id, id))
        .for('update');
      if (!before) throw notFound();
      await checkValues(tx, values, id);
      if (values.max_uses !== null && values.max_uses < before.usedCount)
        throw new FieldError({ max_uses: [PROMO_FORM_ERRORS.belowUsed] });
      const [after] = await tx
        .update(promoCodes)
        .set(columnsOf(values))
        .where(eq(promoCodes.id, id))
        .returning();
      if (!after) throw notFound();
      await recordAudit(tx, {
        actorId,
        action: 'promo.update',
        entity: 'promo_code',
        entityId: id,
        before: audited(before),
        after: audited(after),
      });
      return promoView(after);
    }),
  );
}

/** Switches a code off or on again; audited. */
export function setPromoDisabled(db: Db, actorId: number, id: number, disabled: boolean) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
    if (!before) throw notFound();
    const [after] = await tx
      .update(promoCodes)
      .set({ disabled })
      .where(eq(promoCodes.id, id))
      .returning();
    if (!after) throw notFound();
    await recordAudit(tx, {
      actorId,
      action: disabled ? 'promo.disable' : 'promo.enable',
      entity: 'promo_code',
      entityId: id,
      before: { disabled: before.disabled },
      after: { disabled },
    });
    return promoView(after);
  });
}

/** The orders priced with a code, newest first, with their buyer, total and discount. */
export async function promoUsage(db: Db, id: number, query: QueryOf<typeof inbox.promoCodeUsage>) {
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
  if (!promo) throw notFound();
  const rows = await db
    .select({
      orderId: orders.id,
      buyerId: users.id,
      buyerName: staffName,
      email: users.email,
      created: promoRedemptions.created,
      total: orders.total,
      currency: orders.currency,
      discount: orders.discount,
    })
    .from(promoRedemptions)
    .innerJoin(orders, eq(orders.id, promoRedemptions.orderId))
    .innerJoin(users, eq(users.id, promoRedemptions.userId))
    .where(eq(promoRedemptions.promoId, id))
    .orderBy(desc(promoRedemptions.created), desc(promoRedemptions.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const [total] = await db
    .select({ n: count() })
    .from(promoRedemptions)
    .where(eq(promoRedemptions.promoId, id));
  return {
    promo: promoView(promo),
    count: total?.n ?? 0,
    results: rows.map((r) => ({
      order_id: r.orderId,
      buyer: { id: r.buyerId, name: r.buyerName, email: r.email },
      created: r.created.toISOString(),
      total: Number(r.total),
      currency: r.currency,
      discount: Number(r.discount),
    })),
  };
}
