import { type CartEntry, mergeCartLines, type ServerCart } from '@academy/contract';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartLines, products, users } from '../../db/schema';

/** The user's own cart lines, ids descending (spec 9: cart items sorted by id descending). */
export async function cartOf(db: Db, userId: number): Promise<ServerCart> {
  const rows = await db
    .select({ id: cartLines.productId, cnt: cartLines.cnt })
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .orderBy(desc(cartLines.productId));
  return { items: rows };
}

/**
 * Replaces the user's cart with `items` (merged by product, unknown products dropped); the
 * cart as kept.
 */
export async function replaceCart(
  db: Db,
  userId: number,
  items: readonly CartEntry[],
): Promise<ServerCart> {
  const lines = mergeCartLines(items, []);
  await db.transaction(async (tx) => {
    // One replacement at a time per user: two browsers saving at once never interleave.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const known = lines.length
      ? await tx
          .select({ id: products.id })
          .from(products)
          .where(
            inArray(
              products.id,
              lines.map((l) => l.id),
            ),
          )
      : [];
    const ids = new Set(known.map((p) => p.id));
    await tx.delete(cartLines).where(eq(cartLines.userId, userId));
    const kept = lines.filter((l) => ids.has(l.id));
    if (kept.length) {
      await tx
        .insert(cartLines)
        .values(kept.map((l) => ({ userId: userId, productId: l.id, cnt: l.cnt })));
    }
  });
  return cartOf(db, userId);
}
