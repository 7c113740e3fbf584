import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../../db/schema';
import { createBuyer, orderBody } from '../../test/buyers';
import { send } from '../../test/helpers';
import { uploadedImage } from '../../test/images';
import { createStaffTestApp } from '../../test/staff';
import { productCalls } from './products-test-fixtures';

/**
 * An editor's stock figure against the checkout on a real PostgreSQL (see race.test.ts for why
 * not PGlite). The save is a plain write of the count under the row's lock; the checkout's
 * guarded decrement (`stock >= n`) waits for that lock and takes from the new count, so it never
 * oversells and never goes below 0. Orders placed before the save keep their units: the editor's
 * figure is the warehouse's count from then on.
 */
if (!process.env.TEST_DATABASE_URL) {
  throw new Error('products.race.test.ts needs TEST_DATABASE_URL: run it with `pnpm test:pg`.');
}

let setup: Awaited<ReturnType<typeof createStaffTestApp<'editor'>>>;
let calls: ReturnType<typeof productCalls>;
beforeAll(async () => {
  setup = await createStaffTestApp(['editor']);
  calls = productCalls(setup.ctx.app, setup.tokens.editor);
});
afterAll(() => setup.ctx.database.close());

/** A shown product Moldovan cosmetologists buy, with `stock` units. */
async function soldProduct(stock: number) {
  const { id } = await calls.create();
  const image = await uploadedImage(setup.ctx.database.db, 'product');
  const fields = { cosmetolog: true, in_stock_for_md: true, price: 10, stock, image_id: image.id };
  expect((await calls.save(id, fields)).status).toBe(200);
  expect((await calls.post(id, 'activate')).status).toBe(200);
  return id;
}

/** `orders` one-unit orders by as many buyers, and the editor's save of `stock`, all at once. */
async function ordersDuringSave(id: number, orders: number, stock: number) {
  const { db } = setup.ctx.database;
  const buyers = await Promise.all(
    Array.from({ length: orders }, (_, i) => createBuyer(db, `racer${i}`)),
  );
  const order = orderBody([{ id, cnt: 1 }], 'cash');
  const place = (token: string) =>
    send(setup.ctx.app, 'POST', '/ro/orders/', { token, body: order });
  const half = Math.floor(orders / 2);
  const [before, [save], after] = await Promise.all([
    Promise.all(buyers.slice(0, half).map((b) => place(b.token))),
    Promise.all([calls.save(id, { stock })]),
    Promise.all(buyers.slice(half).map((b) => place(b.token))),
  ]);
  const statuses = [...before, ...after].map((r) => r.status);
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, id));
  return {
    save: save?.status,
    statuses,
    placed: statuses.filter((s) => s === 201).length,
    final: row?.stock,
  };
}

describe('stock set by an editor while orders are placed', () => {
  it('restocking a sold-out product sells exactly the new units, never more', async () => {
    const id = await soldProduct(0);
    const { save, statuses, placed, final } = await ordersDuringSave(id, 30, 5);
    expect(save).toBe(200);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(placed).toBeLessThanOrEqual(5);
    expect(placed + (final ?? -1)).toBe(5);
  });

  it('a new figure replaces the count: orders before it keep their units, orders after take from it', async () => {
    const id = await soldProduct(10);
    const { save, statuses, placed, final } = await ordersDuringSave(id, 20, 10);
    expect(save).toBe(200);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(final).toBeGreaterThanOrEqual(0);
    // The save's audit line holds the count it found under the lock (absent: unchanged, 10).
    const [entry] = await setup.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    const found = (entry?.before as { stock?: number } | null)?.stock ?? 10;
    const placedBefore = 10 - found;
    const placedAfter = 10 - (final ?? 0);
    expect(placedBefore + placedAfter).toBe(placed);
  });
});
