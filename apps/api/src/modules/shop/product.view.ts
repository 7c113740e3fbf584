import {
  IN_STOCK_FIELDS,
  type Language,
  localMeasure,
  MARKETS,
  type Market,
  type Product,
} from '@academy/contract';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, products, similarProducts } from '../../db/schema';
import { pick } from '../../lib/i18n';
import { type PriceTier, productKey } from './shop-access';

type ProductRow = typeof products.$inferSelect;

/** A tier's "can buy it here" flags (contract IN_STOCK_FIELDS): true only while there is stock. */
const inStockFlags = <K extends PriceTier>(r: ProductRow, tier: K) =>
  Object.fromEntries(
    MARKETS.map((market) => {
      const field = IN_STOCK_FIELDS[tier][market];
      return [field, r[productKey(field)] && r.stock > 0];
    }),
  ) as Record<(typeof IN_STOCK_FIELDS)[K][Market], boolean>;

/** Products as the client reads them (spec 3); a client never sees professional prices. */
export async function productViews(
  db: Db,
  rows: ProductRow[],
  lang: Language,
  tier: PriceTier,
): Promise<Product[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const brandIds = [...new Set(rows.flatMap((r) => (r.brandId ? [r.brandId] : [])))];
  const groups = [...new Set(rows.flatMap((r) => (r.variantGroup ? [r.variantGroup] : [])))];
  const [brandRows, similarRows, variantRows] = await Promise.all([
    brandIds.length
      ? db.select().from(brands).where(inArray(brands.id, brandIds))
      : Promise.resolve([]),
    db
      .select({
        productId: similarProducts.productId,
        id: products.id,
        title: products.title,
        image: products.imageThumbnail,
      })
      .from(similarProducts)
      .innerJoin(products, eq(products.id, similarProducts.similarId))
      .where(and(inArray(similarProducts.productId, ids), eq(products.active, true)))
      .orderBy(asc(products.id)),
    groups.length
      ? db
          .select({
            id: products.id,
            group: products.variantGroup,
            weight: products.weightPackaging,
            size: products.sizePackaging,
          })
          .from(products)
          .where(
            and(
              inArray(products.variantGroup, groups),
              isNotNull(products.variantGroup),
              eq(products.active, true),
            ),
          )
          .orderBy(asc(products.id))
      : Promise.resolve([]),
  ]);
  const brandById = new Map(brandRows.map((b) => [b.id, { id: b.id, name: pick(b.name, lang) }]));
  const pro = tier === 'professional';
  return rows.map((r) => {
    const brand = r.brandId ? brandById.get(r.brandId) : undefined;
    return {
      id: r.id,
      title: pick(r.title, lang),
      type: r.type,
      // Packagings are kept as written ("50 ml") and answered in the path's language ("50 мл").
      weight_packaging: localMeasure(r.weightPackaging, lang),
      size_packaging: localMeasure(r.sizePackaging, lang),
      short_description: pick(r.shortDescription, lang),
      description: pick(r.description, lang),
      description2: pick(r.description2, lang),
      ingredients: pick(r.ingredients, lang),
      image_thumbnail: r.imageThumbnail,
      image2_thumbnail: r.image2Thumbnail,
      brand: brand ? [brand] : [],
      category: r.categoryId,
      tags: r.tags,
      doctor: r.doctor,
      cosmetolog: r.cosmetolog,
      catherine_store: r.catherineStore,
      stock: r.stock,
      variants_weight_packaging: variantRows
        .filter((v) => v.group === r.variantGroup)
        .map((v) => ({
          id: v.id,
          weight_packaging: localMeasure(v.weight, lang),
          size_packaging: localMeasure(v.size, lang),
        })),
      similar_products: similarRows
        .filter((s) => s.productId === r.id)
        .map((s) => ({ id: s.id, title: pick(s.title, lang), image: s.image })),
      price: pro ? r.price : null,
      price_ro: pro ? r.priceRo : null,
      price_ru: pro ? r.priceRu : null,
      price_old: pro ? r.priceOld : null,
      price_old_ro: pro ? r.priceOldRo : null,
      price_old_ru: pro ? r.priceOldRu : null,
      old_price: pro ? r.priceOld : null,
      discount: pro ? r.discount : 0,
      discount_ro: pro ? r.discountRo : 0,
      discount_ru: pro ? r.discountRu : 0,
      is_special_offer: r.isSpecialOffer,
      is_special_offer_ro: r.isSpecialOfferRo,
      is_special_offer_ru: r.isSpecialOfferRu,
      ...inStockFlags(r, 'professional'),
      client_price: r.clientPrice,
      client_price_ro: r.clientPriceRo,
      client_price_ru: r.clientPriceRu,
      client_price_old: r.clientPriceOld,
      client_price_old_ro: r.clientPriceOldRo,
      client_price_old_ru: r.clientPriceOldRu,
      client_discount: r.clientDiscount,
      client_discount_ro: r.clientDiscountRo,
      client_discount_ru: r.clientDiscountRu,
      ...inStockFlags(r, 'client'),
    };
  });
}
