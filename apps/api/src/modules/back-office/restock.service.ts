import { type Language, MARKETS, type PriceTier } from '@academy/contract';
import type { AnswerIn } from '@academy/contract/endpoint';
import type { backOfficeProductsEndpoints as endpoints } from '@academy/contract/endpoints';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  isNotNull,
  lte,
  notInArray,
  or,
  sql,
  sum,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, orderItems, orders, products } from '../../db/schema';
import { pick } from '../../lib/i18n';
import type { QueryOf } from '../../lib/route';
import { inStockColumn, priceColumn } from '../shop/shop-access';

type Query = QueryOf<typeof endpoints.restock>;
type Restock = AnswerIn<typeof endpoints.restock>;

/** The days whose sales give the pace (the endpoint's summary and the screen's texts say 30). */
const SALES_DAYS = 30;
const DAY_MS = 86_400_000;
/** Orders that took nothing in the end: their units were never sold. */
const UNDONE_STATUSES = ['cancelled', 'refunded'];
const TIERS: readonly PriceTier[] = ['professional', 'client'];

/** A product the shop sells: shown, and for sale at a price in at least one market, either tier. */
const onSale = and(
  eq(products.active, true),
  or(
    ...TIERS.flatMap((tier) =>
      MARKETS.map((market) =>
        and(eq(inStockColumn(tier, market), true), isNotNull(priceColumn(tier, market))),
      ),
    ),
  ),
);

/**
 * The products on sale with at most `below` units left (issue 24): each with its units sold in
 * the shop orders of the last 30 days that were not cancelled or refunded, and the whole days
 * its stock lasts at that pace (0 out of stock, null without a sale). The most urgent first:
 * the fewest days, then the lowest stock, then the best sellers. One query for the page, one for
 * the count.
 */
export async function restockList(
  db: Db,
  query: Query,
  lang: Language,
  now = new Date(),
): Promise<Restock> {
  const sold = db
    .select({ productId: orderItems.productId, units: sum(orderItems.quantity).as('units') })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.kind, 'shop'),
        notInArray(orders.status, UNDONE_STATUSES),
        gte(orders.created, new Date(now.getTime() - SALES_DAYS * DAY_MS)),
      ),
    )
    .groupBy(orderItems.productId)
    .as('sold');
  const units = sql<number>`coalesce(${sold.units}, 0)::int`;
  // Whole days: an integer division of non-negative integers rounds down.
  const daysLeft = sql<number | null>`case when ${products.stock} = 0 then 0
    when ${units} = 0 then null
    else ${products.stock} * ${sql.raw(String(SALES_DAYS))} / ${units} end`;
  const where = and(onSale, lte(products.stock, query.below));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        title: products.title,
        brand: brands.name,
        stock: products.stock,
        sold: units,
        daysLeft,
      })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(sold, eq(sold.productId, products.id))
      .where(where)
      .orderBy(sql`${daysLeft} asc nulls last`, asc(products.stock), desc(units), asc(products.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return {
    count: total?.n ?? 0,
    results: rows.map((row) => ({
      id: row.id,
      title: pick(row.title, lang),
      brand: row.brand ? pick(row.brand, lang) : null,
      stock: row.stock,
      sold: row.sold,
      days_left: row.daysLeft,
    })),
  };
}
