import type { AnswerIn } from '@academy/contract/endpoint';
import type { backOfficeOrdersEndpoints as endpoints } from '@academy/contract/endpoints';
import { and, count, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, profiles, users } from '../../db/schema';
import { likePattern, listOrder, phoneDigits } from '../../lib/queries';
import type { QueryOf } from '../../lib/route';

/** The list's and the export's filters, as checked. */
export type OrderFilters = QueryOf<typeof endpoints.exportCsv>;
type Filters = OrderFilters;
export type AdminOrderRow = AnswerIn<typeof endpoints.list>['results'][number];

const DAY_MS = 86_400_000;
const text = (path: string) => sql<string>`coalesce(${orders.contact} ->> ${path}, '')`;

/** The buyer as the order names them, else as their account does. */
const buyerColumns = {
  name: sql<string>`coalesce(nullif(trim(${text('first_name')} || ' ' || ${text('surname')}), ''), nullif(${profiles.name}, ''), trim(${users.firstName} || ' ' || ${users.lastName}))`,
  email: sql<string>`coalesce(nullif(${text('email')}, ''), ${users.email})`,
  phone: sql<string>`coalesce(nullif(${text('phone')}, ''), ${profiles.phone}, '')`,
};

/** `q`: an order's number, or a part of its buyer's e-mail, name or phone (either spelling). */
function search(q: string): SQL | undefined {
  const like = likePattern(q);
  const digits = phoneDigits(q);
  const terms = [
    sql`${buyerColumns.email} ilike ${like}`,
    sql`${users.email} ilike ${like}`,
    sql`${buyerColumns.name} ilike ${like}`,
    sql`${profiles.name} ilike ${like}`,
  ];
  // A phone typed with spaces or dashes matches one stored without them, and back.
  if (digits) {
    const phoneLike = `%${digits}%`;
    terms.push(sql`regexp_replace(${buyerColumns.phone}, '\\D', '', 'g') like ${phoneLike}`);
  }
  const id = Number(q.replace(/^#/, ''));
  if (Number.isSafeInteger(id) && id > 0 && id < 2_147_483_647) terms.push(eq(orders.id, id));
  return or(...terms);
}

/** The filters as one condition on the orders joined with their buyers. */
export function ordersWhere(filters: Filters): SQL | undefined {
  const day = (value: string) => new Date(`${value}T00:00:00Z`);
  return and(
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.market ? eq(orders.market, filters.market) : undefined,
    filters.currency ? eq(orders.currency, filters.currency) : undefined,
    filters.payment_type ? eq(orders.paymentType, filters.payment_type) : undefined,
    filters.delivery_type ? eq(orders.deliveryType, filters.delivery_type) : undefined,
    filters.kind ? eq(orders.kind, filters.kind) : undefined,
    filters.from ? gte(orders.created, day(filters.from)) : undefined,
    filters.to ? lt(orders.created, new Date(day(filters.to).getTime() + DAY_MS)) : undefined,
    filters.q ? search(filters.q) : undefined,
  );
}

const SORT_COLUMNS = {
  created: orders.created,
  id: orders.id,
  total: orders.total,
  status: orders.status,
} as const;

const sortOf = (filters: Filters) =>
  listOrder(SORT_COLUMNS[filters.sort], orders.id, filters.order);

const rowColumns = {
  id: orders.id,
  kind: orders.kind,
  status: orders.status,
  market: orders.market,
  currency: orders.currency,
  paymentType: orders.paymentType,
  deliveryType: orders.deliveryType,
  userId: orders.userId,
  total: orders.total,
  created: orders.created,
  paidAt: orders.paidAt,
  ...buyerColumns,
  // For the export's columns.
  subtotal: orders.subtotal,
  discount: orders.discount,
  promoCode: orders.promoCode,
  deliveryPrice: orders.deliveryPrice,
  cashbackUsed: orders.cashbackUsed,
  cashbackEarned: orders.cashbackEarned,
  trackingNumber: orders.trackingNumber,
};

export type ListedOrder = Awaited<ReturnType<typeof selectOrders>>[number];

export function rowView(row: ListedOrder): AdminOrderRow {
  return {
    id: row.id,
    kind: row.kind as AdminOrderRow['kind'],
    status: row.status as AdminOrderRow['status'],
    market: row.market,
    currency: row.currency,
    payment_type: row.paymentType as AdminOrderRow['payment_type'],
    delivery_type: row.deliveryType,
    buyer: { id: row.userId, name: row.name, email: row.email, phone: row.phone },
    total: row.total,
    created: row.created.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

/** The orders with their buyers' names, filtered and sorted: the list's and the export's query. */
export function selectOrders(db: Db, filters: Filters) {
  return db
    .select(rowColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(profiles, eq(profiles.userId, orders.userId))
    .where(ordersWhere(filters))
    .orderBy(...sortOf(filters))
    .$dynamic();
}

/** A page of the filtered orders and how many there are in all. */
export async function listOrders(
  db: Db,
  filters: Filters & { page: number; page_size: number },
): Promise<{ count: number; results: AdminOrderRow[] }> {
  const [rows, [total]] = await Promise.all([
    selectOrders(db, filters)
      .limit(filters.page_size)
      .offset((filters.page - 1) * filters.page_size),
    db
      .select({ n: count() })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(profiles, eq(profiles.userId, orders.userId))
      .where(ordersWhere(filters)),
  ]);
  return { count: total?.n ?? 0, results: rows.map(rowView) };
}
