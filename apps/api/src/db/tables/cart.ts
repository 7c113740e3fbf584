import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { belongsTo } from './common';
import { products } from './shop';
import { users } from './users';

/**
 * The cart a logged-in user keeps on the server (spec 3, Cart item: id and cnt), so that it
 * follows them to another browser: one line per product, replaced whole by `PUT /cart/`.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    userId: belongsTo('user_id', () => users.id),
    productId: belongsTo('product_id', () => products.id),
    cnt: integer('cnt').notNull(),
    updated: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check('cart_lines_cnt_range', sql`${t.cnt} between 1 and 1000`),
  ],
);
