import { localMeasure } from '@academy/contract';
import type { Db } from '../db/client';
import { brands, products, shopCategories, similarProducts } from '../db/schema';
import {
  BRANDS,
  PRODUCT_DESCRIPTION,
  PRODUCT_INGREDIENTS,
  PRODUCT_SHORT_DESCRIPTION,
  PRODUCT_SIZES,
  PRODUCT_USAGE,
  SHOP_CATEGORIES,
} from './data/shop-catalogue';
import { PRODUCT_BASES } from './data/shop-products';
import { fill, inEachLanguage, media, t } from './text';

const round = (n: number) => Math.round(n);

export async function seedShop(db: Db) {
  const categoryIds = (
    await db
      .insert(shopCategories)
      .values(SHOP_CATEGORIES.map((name) => ({ name })))
      .returning()
  ).map((r) => r.id);
  const brandIds = (
    await db
      .insert(brands)
      .values(
        BRANDS.map((name, i) => ({
          name: t(name, name, name, name, name),
          image: media(`brands/brand-${i + 1}.svg`),
        })),
      )
      .returning()
  ).map((r) => r.id);
  const ids: number[] = [];
  for (const [
    b,
    [category, brand, title, doctor, cosmetolog, basePrice, hasClient, image],
  ] of PRODUCT_BASES.entries()) {
    for (const [s, size] of PRODUCT_SIZES.entries()) {
      const n = b * 2 + s;
      const md = round(basePrice * size.factor);
      const discount = n % 4 === 1 ? 15 : n % 7 === 0 ? 10 : 0;
      const old = discount ? round(md / (1 - discount / 100)) : null;
      const client = hasClient ? round(md * 1.35) : null;
      const [row] = await db
        .insert(products)
        .values({
          title: fill(
            t('{title}, {w}', '{title}, {w}', '{title}, {w}', '{title}, {w}', '{title}, {w}'),
            { title, w: inEachLanguage((lang) => localMeasure(size.weight, lang)) },
          ),
          type: s === 0 ? 'retail' : 'professional',
          weightPackaging: size.weight,
          sizePackaging: size.size,
          shortDescription: PRODUCT_SHORT_DESCRIPTION,
          description: fill(PRODUCT_DESCRIPTION, { title }),
          description2: PRODUCT_USAGE,
          ingredients: PRODUCT_INGREDIENTS,
          imageThumbnail: media(`products/product-${image}.svg`),
          image2Thumbnail: media(`products/product-${(image % 8) + 1}.svg`),
          brandId: brandIds[brand] ?? null,
          categoryId: categoryIds[category] ?? null,
          tags: [s === 0 ? 'home-care' : 'professional', doctor ? 'medical' : 'aesthetic'],
          variantGroup: `base-${b + 1}`,
          doctor,
          cosmetolog,
          catherineStore: hasClient && s === 0,
          // A few are sold out or have one unit left, to show 'Not in stock' and the race.
          stock: n % 9 === 8 ? 0 : n === 3 ? 1 : 5 + ((n * 7) % 40),
          price: md,
          priceRo: round(md / 3.9),
          priceRu: round(md * 5.1),
          priceOld: old,
          priceOldRo: old ? round(old / 3.9) : null,
          priceOldRu: old ? round(old * 5.1) : null,
          discount,
          discountRo: discount,
          discountRu: discount,
          isSpecialOffer: discount > 0,
          isSpecialOfferRo: discount > 0 && n % 2 === 1,
          isSpecialOfferRu: discount > 0,
          inStockForMd: true,
          inStockForRo: true,
          inStockForRu: n % 5 !== 4,
          clientPrice: client,
          clientPriceRo: client ? round(client / 3.9) : null,
          clientPriceRu: client ? round(client * 5.1) : null,
          clientPriceOld: client && old ? round(old * 1.35) : null,
          clientPriceOldRo: client && old ? round((old * 1.35) / 3.9) : null,
          clientPriceOldRu: client && old ? round(old * 1.35 * 5.1) : null,
          clientDiscount: client ? discount : 0,
          clientDiscountRo: client ? discount : 0,
          clientDiscountRu: client ? discount : 0,
          clientInStockForMd: hasClient,
          clientInStockForRo: hasClient,
          clientInStockForRu: hasClient && n % 5 !== 4,
          weightGrams: s === 0 ? 90 : 280,
        })
        .returning({ id: products.id });
      if (row) ids.push(row.id);
    }
  }
  // Similar products: the other products of the same category.
  const rows = await db.select({ id: products.id, category: products.categoryId }).from(products);
  const links = rows.flatMap((p) =>
    rows
      .filter((q) => q.category === p.category && q.id !== p.id)
      .slice(0, 6)
      .map((q) => ({ productId: p.id, similarId: q.id })),
  );
  if (links.length) await db.insert(similarProducts).values(links);
  return ids;
}
