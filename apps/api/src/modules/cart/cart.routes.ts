import { mergeCartLines, type ServerCart } from '@academy/contract';
import { cartEndpoints } from '@academy/contract/endpoints';
import { desc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/client';
import { cartLines, products, users } from '../../db/schema';
import { route } from '../../lib/route';

export const cartRoutes = new Hono<AppEnv>();

/** The user's own cart lines, ids descending (spec 9: cart items sorted by id descending). */
async function cartOf(db: Db, userId: number): Promise<ServerCart> {
  const rows = await db
    .select({ id: cartLines.productId, cnt: cartLines.cnt })
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .orderBy(desc(cartLines.productId));
  return { items: rows };
}

route(cartRoutes, cartEndpoints.get, async (c, { user, json }) =>
  json(await cartOf(c.var.db, user.id)),
);

route(cartRoutes, cartEndpoints.put, async (c, { body, user, json }) => {
  const { db } = c.var;
  const lines = mergeCartLines(body.items, []);
  await db.transaction(async (tx) => {
    // One replacement at a time per user: two browsers saving at once never interleave.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
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
    await tx.delete(cartLines).where(eq(cartLines.userId, user.id));
    const kept = lines.filter((l) => ids.has(l.id));
    if (kept.length) {
      await tx
        .insert(cartLines)
        .values(kept.map((l) => ({ userId: user.id, productId: l.id, cnt: l.cnt })));
    }
  });
  return json(await cartOf(db, user.id));
});
