import type { Language } from '@academy/contract';
import {
  type AdminProduct,
  PRODUCT_MARKET_FIELD_NAMES,
} from '@academy/contract/back-office/products';
import type { backOfficeProductsEndpoints as endpoints } from '@academy/contract/endpoints';
import type { products } from '../../db/schema';
import type { Translated } from '../../db/tables/common';
import { pick } from '../../lib/i18n';
import type { BodyOf } from '../../lib/route';
import { sanitizeTranslated } from '../../lib/sanitize';
import { productKey } from '../shop/shop-access';

/**
 * A product's form (issue 27) as the table stores it and back: the form names its fields as the
 * shop answers them (spec 3), the table in camel case (`client_price_ro` ↔ `clientPriceRo`).
 */

export type ProductRow = typeof products.$inferSelect;
export type ProductBody = BodyOf<typeof endpoints.update>;
export type ProductColumns = Partial<typeof products.$inferInsert>;

const PLAIN_TEXTS = ['title', 'short_description'] as const;
/** The texts the product page shows as HTML (spec 2.7): only the allowed markup is kept. */
const RICH_TEXTS = ['description', 'description2', 'ingredients'] as const;
const SCALARS = [
  'type',
  'weight_packaging',
  'size_packaging',
  'tags',
  'doctor',
  'cosmetolog',
  'catherine_store',
  'stock',
  'weight_grams',
  ...PRODUCT_MARKET_FIELD_NAMES,
] as const;

/** The columns a saved form writes (relations and pictures are written apart). */
export function formColumns(body: ProductBody): ProductColumns {
  const columns: Record<string, unknown> = {
    categoryId: body.category,
    brandId: body.brand,
  };
  for (const field of PLAIN_TEXTS) columns[productKey(field)] = body[field];
  for (const field of RICH_TEXTS) columns[productKey(field)] = sanitizeTranslated(body[field]);
  for (const field of SCALARS) columns[productKey(field)] = body[field];
  return columns as ProductColumns;
}

export interface Relations {
  ordered: boolean;
  variants: { id: number; title: Translated }[];
  similar: { id: number; title: Translated }[];
}

/** The form's fields of a row, as the back office reads and the audit log keeps them. */
export function formValues(row: ProductRow) {
  const values: Record<string, unknown> = {
    active: row.active,
    category: row.categoryId,
    brand: row.brandId,
    image_thumbnail: row.imageThumbnail || null,
    image2_thumbnail: row.image2Thumbnail,
  };
  for (const field of [...PLAIN_TEXTS, ...RICH_TEXTS, ...SCALARS])
    values[field] = row[productKey(field)];
  return values as Omit<AdminProduct, 'id' | 'ordered' | 'variants' | 'similar'>;
}

/** The product's page in the back office, its relations named in `lang`. */
export function adminProductView(
  row: ProductRow,
  relations: Relations,
  lang: Language,
): AdminProduct {
  const named = (list: Relations['similar']) =>
    list.map((p) => ({ id: p.id, title: pick(p.title, lang) }));
  return {
    id: row.id,
    ordered: relations.ordered,
    ...formValues(row),
    variants: named(relations.variants),
    similar: named(relations.similar),
  };
}
