import type { Language } from '@academy/contract';
import { PRODUCT_FORM_ERRORS, PRODUCT_ORDERED } from '@academy/contract/back-office/products';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, products } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { HttpError, notFound } from '../../lib/errors';
import { lockedProduct, productSnapshot } from './products.service';

/**
 * Showing, hiding and deleting a product (issue 27). A hidden product is gone from the shop (its
 * list and its page answer 404) but kept for the orders that name it; only a product nobody
 * ever ordered is deleted.
 */
export function setProductActive(
  db: Db,
  actorId: number,
  id: number,
  active: boolean,
  lang: Language,
) {
  return db.transaction(async (tx) => {
    const before = await lockedProduct(tx, id);
    if (active && !before.imageThumbnail)
      throw new HttpError(409, PRODUCT_FORM_ERRORS.imageRequired);
    const [row] = await tx.update(products).set({ active }).where(eq(products.id, id)).returning();
    if (!row) throw notFound();
    await recordAudit(tx, {
      actorId,
      action: active ? 'product.activate' : 'product.deactivate',
      entity: 'product',
      entityId: id,
      before: { active: before.active },
      after: { active },
    });
    return (await productSnapshot(tx, row, lang)).view;
  });
}

/** Deletes a product no order names (its cart lines and similar links go with it). */
export function deleteProduct(db: Db, actorId: number, id: number) {
  return db.transaction(async (tx) => {
    const before = await lockedProduct(tx, id);
    const [ordered] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.productId, id))
      .limit(1);
    if (ordered) throw new HttpError(409, PRODUCT_ORDERED);
    await tx.delete(products).where(eq(products.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'product.delete',
      entity: 'product',
      entityId: id,
      before: { title: before.title, active: before.active, stock: before.stock },
      after: null,
    });
  });
}
