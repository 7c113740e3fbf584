import type { Product } from '@academy/contract';
import {
  type ProductPrice,
  type ProductPriceFields,
  productPrice,
  type ShopPricing,
} from './shop-listing.pricing';

/** The product fields a card reads (spec 3, Product). */
export type ShopCardProduct = Pick<Product, 'id' | 'title' | 'image_thumbnail'> &
  Partial<Pick<Product, 'weight_packaging' | 'brand' | 'category'>> &
  ProductPriceFields;

/** A product as a card shows it: plain values, the price already chosen for the user. */
export interface ShopProductSummary {
  id: number;
  title: string;
  image: string | null;
  /** The packaging (`weight_packaging`: "50 ml"). */
  packaging: string | null;
  brand: string | null;
  /** Null when it is not known (a similar product outside the loaded catalogue). */
  price: ProductPrice | null;
}

/** A product's card values; null when the user has no price for it (it is not shown). */
export function shopProductSummary(
  product: ShopCardProduct,
  pricing: ShopPricing,
): ShopProductSummary | null {
  const price = productPrice(product, pricing);
  if (price === null) return null;
  return {
    id: product.id,
    title: product.title,
    image: product.image_thumbnail || null,
    packaging: product.weight_packaging || null,
    brand: product.brand?.[0]?.name ?? null,
    price,
  };
}

/** One packaging of the product's group (spec 3: `variants_weight_packaging`), a link each. */
export interface ShopProductVariant {
  id: number;
  packaging: string;
  size: string | null;
  /** The product shown. */
  current: boolean;
}

/** The product page's values (spec 2.7): the card's, with images, texts and packagings. */
export interface ShopProductDetail extends ShopProductSummary {
  price: ProductPrice;
  /** The main image first, then the second one; no empty or repeated address. */
  images: string[];
  /** The box size (`size_packaging`). */
  size: string | null;
  shortDescription: string;
  /** HTML from the server (the view sanitizes it). */
  description: string;
  description2: string;
  ingredients: string;
  /** Every packaging of the group, the current one included; one alone is no choice. */
  variants: ShopProductVariant[];
}

/** The product page's values for a user; null when the user has no price for it (not shown). */
export function shopProductDetail(
  product: ShopCardProduct &
    Pick<
      Product,
      | 'image2_thumbnail'
      | 'size_packaging'
      | 'short_description'
      | 'description'
      | 'description2'
      | 'ingredients'
      | 'variants_weight_packaging'
    >,
  pricing: ShopPricing,
): ShopProductDetail | null {
  const summary = shopProductSummary(product, pricing);
  if (summary?.price == null) return null;
  const images = [product.image_thumbnail, product.image2_thumbnail].filter(
    (image, index, all): image is string => Boolean(image) && all.indexOf(image) === index,
  );
  return {
    ...summary,
    price: summary.price,
    images,
    size: product.size_packaging || null,
    shortDescription: product.short_description,
    description: product.description,
    description2: product.description2,
    ingredients: product.ingredients,
    variants: product.variants_weight_packaging.map((variant) => ({
      id: variant.id,
      packaging: variant.weight_packaging,
      size: variant.size_packaging || null,
      current: variant.id === product.id,
    })),
  };
}

/**
 * The product page's similar products (spec 3: `similar_products` with id, title, image): with
 * the catalogue at hand, each as its card (one the user cannot buy is left out); without it, by
 * title and image only.
 */
export function similarShopProducts(
  similar: readonly { id: number; title: string; image: string }[],
  catalogue: readonly ShopCardProduct[] | null,
  pricing: ShopPricing,
): ShopProductSummary[] {
  if (catalogue === null) {
    return similar.map(({ id, title, image }) => ({
      id,
      title,
      image: image || null,
      packaging: null,
      brand: null,
      price: null,
    }));
  }
  const byId = new Map(catalogue.map((product) => [product.id, product]));
  return similar.flatMap(({ id }) => {
    const product = byId.get(id);
    const summary = product ? shopProductSummary(product, pricing) : null;
    return summary ? [summary] : [];
  });
}

/**
 * The similar-products carousel (spec 9, Layout) moves on by itself; the spec gives no delay, so
 * it takes the pace of a card a reader can take in.
 */
export const SIMILAR_PRODUCTS_AUTOPLAY_MS = 5000;
