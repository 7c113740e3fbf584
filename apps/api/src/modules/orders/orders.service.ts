import {
  CART_MAX_QUANTITY,
  type Delivery,
  deliveryFor,
  freeDeliveryFrom,
  type Language,
  MARKET_CURRENCY,
  MAX_PENDING_ORDERS,
  type orderQuoteRequestSchema,
  type orderRequestSchema,
  PRICE_FIELDS,
  roundMoney,
} from '@academy/contract';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import {
  cartLines,
  cashbackEntries,
  orderItems,
  orders,
  payments,
  products,
} from '../../db/schema';
import { FieldError, HttpError } from '../../lib/errors';
import { pick } from '../../lib/i18n';
import { type Idempotency, keepKey, recordOfKey } from '../../lib/idempotency';
import type { Outbox } from '../../lib/outbox';
import type { AuthUser } from '../auth/auth.service';
import { productKey, type ShopAccess, shopAccess, visibleProducts } from '../shop/shop-access';
import { cashbackBalance, cashbackEarnedOn } from './cashback';
import { recordOrderEvent } from './order-events';
import { pendingShopOrders } from './order-life.service';
import { lockUser, orderById } from './paid-order.service';
import { judgePromo, type PromoVerdict, promoFieldError, redeemPromo } from './promo.service';

type OrderInput = z.output<typeof orderRequestSchema>;
type Order = typeof orders.$inferSelect;

export class OutOfStock extends HttpError {
  constructor(productId: number) {
    super(409, 'Not in stock', { product_id: productId });
  }
}

/** What the pricing reads of a request: the quote's fields, which the order form also has. */
export type PricingInput = Pick<
  z.output<typeof orderQuoteRequestSchema>,
  'items' | 'delivery_type' | 'city' | 'use_bonuses' | 'client_store'
> & { promo_code?: string };

type ProductRow = typeof products.$inferSelect;

/** An order's prices, totals and cashback, computed on the server (one function for both calls). */
export interface ShopPricing {
  access: ShopAccess;
  currency: string;
  /** The lines the user can buy, in the order first requested; duplicates merged. */
  lines: { product: ProductRow; unit: number; quantity: number; total: number }[];
  /** Requested ids not for this user: missing, inactive, not sold in the market or profession. */
  missing: number[];
  /** Requested ids of the user's catalogue with no stock left. */
  soldOut: number[];
  /** Both of the above, in the order first requested: what the user cannot buy now. */
  unavailable: number[];
  subtotal: number;
  /** The promo code's verdict, and what it takes off the goods. */
  promo: PromoVerdict;
  discount: number;
  delivery: Delivery;
  freeDeliveryFrom: number | null;
  cashbackBalance: number;
  cashbackUsed: number;
  cashbackEarned: number;
  total: number;
}

/**
 * Prices an order of these items for this user: the database's prices of the user's market and
 * price tier (the request carries only ids and quantities), the delivery rule of the contract,
 * the cashback balance when `use_bonuses`, and what the order earns once paid. Products the user
 * cannot buy now are left out of the totals and named (missing or sold out). Reads only: the
 * quote answers it as it is, the order places it in its transaction.
 */
export async function priceShopOrder(
  db: Db | Tx,
  user: AuthUser,
  input: PricingInput,
): Promise<ShopPricing> {
  const access = shopAccess(user, input.client_store === true);
  const quantities = new Map<number, number>();
  for (const item of input.items)
    quantities.set(item.id, (quantities.get(item.id) ?? 0) + item.cnt);
  // Repeated lines are merged, and the merged line keeps a cart line's limit.
  const tooMany = [...quantities].filter(([, quantity]) => quantity > CART_MAX_QUANTITY);
  if (tooMany.length) {
    throw new FieldError({
      items: [`Ensure each product's quantity is at most ${CART_MAX_QUANTITY}.`],
    });
  }
  const ids = [...quantities.keys()];
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), visibleProducts(access)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.filter((id) => !byId.has(id));
  const soldOut = ids.filter((id) => (byId.get(id)?.stock ?? 1) <= 0);
  const unavailable = ids.filter((id) => !byId.has(id) || soldOut.includes(id));

  const { market } = access;
  const key = productKey(PRICE_FIELDS[access.tier][market]);
  const lines = ids.flatMap((id) => {
    const product = byId.get(id);
    if (!product || product.stock <= 0) return [];
    const unit = product[key] ?? 0;
    const quantity = quantities.get(id) ?? 0;
    return [{ product, unit, quantity, total: roundMoney(unit * quantity) }];
  });
  const subtotal = roundMoney(lines.reduce((sum, l) => sum + l.total, 0));
  const currency = MARKET_CURRENCY[market];
  const promo = await judgePromo(db, input.promo_code, {
    userId: user.id,
    currency,
    lines: lines.map((l) => ({
      kind: 'product',
      categoryId: l.product.categoryId,
      total: l.total,
    })),
  });
  // The discount comes off the goods first: free delivery and cashback follow what is paid.
  const goods = roundMoney(subtotal - promo.discount);
  const delivery = deliveryFor(market, input.city, input.delivery_type, goods);
  const cashbackBalanceNow = await cashbackBalance(db, user.id, currency);
  const cashbackUsed = input.use_bonuses
    ? roundMoney(Math.min(Math.max(cashbackBalanceNow, 0), goods))
    : 0;
  return {
    access,
    currency,
    lines,
    missing,
    soldOut,
    unavailable,
    subtotal,
    promo,
    discount: promo.discount,
    delivery,
    freeDeliveryFrom: freeDeliveryFrom(market, input.city, input.delivery_type),
    cashbackBalance: cashbackBalanceNow,
    cashbackUsed,
    cashbackEarned: cashbackEarnedOn(goods, cashbackUsed),
    total: roundMoney(goods - cashbackUsed + delivery.price),
  };
}

/**
 * Places a shop order, priced by `priceShopOrder` in the order's transaction; stock is taken
 * with a guarded `UPDATE … WHERE stock >= n`, so concurrent orders never oversell. A request
 * sent again with its Idempotency-Key gets the order it placed (`replayed`), not a second one.
 */
export async function placeShopOrder(
  db: Db,
  outbox: Outbox,
  user: AuthUser,
  input: OrderInput,
  lang: Language,
  idempotency: Idempotency | null = null,
): Promise<{ order: Order; replayed: boolean }> {
  return db.transaction(async (tx) => {
    // One order at a time per user, so that cashback is never spent twice and a key sent twice
    // at once finds the first request's order.
    await lockUser(tx, user.id);
    const earlier = await recordOfKey(tx, user.id, idempotency);
    if (earlier !== null) return { order: await orderById(tx, earlier), replayed: true };
    if ((await pendingShopOrders(tx, user.id)) >= MAX_PENDING_ORDERS) {
      throw new HttpError(409, 'Too many unpaid orders: pay or cancel one first.', {
        code: 'too_many_pending',
      });
    }
    const pricing = await priceShopOrder(tx, user, input);
    if (pricing.missing.length)
      throw new FieldError({ items: [`Not available: ${pricing.missing.join(', ')}.`] });
    const [soldOut] = pricing.soldOut;
    if (soldOut !== undefined) throw new OutOfStock(soldOut);
    if (pricing.promo.problem) throw promoFieldError(pricing.promo.problem);
    const { access, currency, lines, subtotal, discount, delivery, cashbackUsed, total } = pricing;
    const { market } = access;
    for (const line of lines) {
      const taken = await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${line.quantity}` })
        .where(and(eq(products.id, line.product.id), gte(products.stock, line.quantity)))
        .returning({ id: products.id });
      if (taken.length === 0) throw new OutOfStock(line.product.id);
    }
    const [order] = await tx
      .insert(orders)
      .values({
        userId: user.id,
        kind: 'shop',
        market,
        currency,
        priceTier: access.tier,
        contact: {
          first_name: input.first_name,
          surname: input.surname,
          phone: input.phone,
          email: input.email,
          country: input.country,
          city: input.city,
          district: input.district ?? '',
          postcode: input.postcode ?? '',
          street: input.street ?? '',
          house_number: input.house_number ?? '',
          flat: input.flat ?? '',
          block: input.block ?? '',
          person_type: input.person_type ?? 'person',
          company_name: input.company_name ?? '',
          fiscal_code: input.fiscal_code ?? '',
          trade_register_number: input.trade_register_number ?? '',
          company_address: input.company_address ?? '',
          carrier_office: input.carrier_office ?? '',
        },
        deliveryType: input.delivery_type,
        paymentType: input.payment_type,
        lang,
        comments: input.comments ?? '',
        promoCode: pricing.promo.code,
        subtotal,
        discount,
        deliveryPrice: delivery.price,
        deliveryByWeight: delivery.byWeight,
        cashbackUsed,
        total,
      })
      .returning();
    if (!order) throw new Error('insert returned no row');
    await recordOrderEvent(tx, order.id, 'pending');
    await tx.insert(orderItems).values(
      lines.map((l) => ({
        orderId: order.id,
        productId: l.product.id,
        title: pick(l.product.title, lang),
        unitPrice: l.unit,
        quantity: l.quantity,
        lineTotal: l.total,
      })),
    );
    if (pricing.promo.promo) await redeemPromo(tx, pricing.promo.promo, user.id, order.id);
    // What was ordered leaves the saved cart with the order: a page opened before the browser's
    // own emptying reached the server does not bring it back.
    await tx.delete(cartLines).where(
      and(
        eq(cartLines.userId, user.id),
        inArray(
          cartLines.productId,
          lines.map((l) => l.product.id),
        ),
      ),
    );
    if (cashbackUsed > 0) {
      await tx
        .insert(cashbackEntries)
        .values({ userId: user.id, orderId: order.id, amount: -cashbackUsed, currency });
    }
    if (input.payment_type === 'cash') {
      // Cash on delivery: listed in the payment history, confirmed when the courier is paid.
      await tx.insert(payments).values({
        orderId: order.id,
        userId: user.id,
        provider: 'cash',
        title: `Order #${order.id}`,
        amount: total,
        currency,
      });
    }
    await keepKey(tx, user.id, idempotency, order.id);
    await outbox.mail(tx, { kind: 'order-confirmation', orderId: order.id });
    return { order, replayed: false };
  });
}
