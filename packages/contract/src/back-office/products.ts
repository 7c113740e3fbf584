import { z } from 'zod';
import { countedListSchema, singleLine } from '../common';
import {
  IN_STOCK_FIELDS,
  MARKETS,
  type Market,
  marketFieldNames,
  PRICE_FIELDS,
  type PriceTier,
} from '../markets';
import {
  authoringListQuerySchema,
  listFilterIdSchema,
  translatedAnswerSchema,
  translatedTextSchema,
} from './authoring';

/**
 * The back office's products (issue 27): the list's filters and rows, a product's form and the
 * rules both the form and the server apply to it. The per-market fields keep the names of spec
 * 3's Product (suffixless = Moldova), exactly as the shop's answer serves them.
 */

export const ADMIN_PRODUCT_SORTS = ['id', 'title', 'stock'] as const;
export const ADMIN_PRODUCTS_PAGE_SIZE = 25;
export const ADMIN_PRODUCT_STATUSES = ['active', 'inactive'] as const;
/** `out`: stock 0 (the checkout takes nothing more); `in`: at least one unit. */
export const ADMIN_PRODUCT_STOCK_FILTERS = ['in', 'out'] as const;

/** The highest amount a price column holds (numeric(10, 2)). */
export const PRODUCT_PRICE_MAX = 99_999_999;
export const PRODUCT_STOCK_MAX = 1_000_000;
/** Similar products and packaging variants a product may name. */
export const PRODUCT_RELATIONS_MAX = 50;
export const PRODUCT_TAGS_MAX = 30;

/** The 409 of a delete: an ordered product stays, for its orders' sake. */
export const PRODUCT_ORDERED =
  'This product has been ordered, so it cannot be deleted: deactivate it instead.';

/**
 * Why the form refuses a value: the same words from the browser's check and the server's (the
 * kit shows each as its own translated key).
 */
export const PRODUCT_FORM_ERRORS = {
  price: `A price from 0 to ${PRODUCT_PRICE_MAX}.`,
  oldPrice: 'The old price is higher than the price (and needs one).',
  discount: 'A whole percentage from 0 to 100.',
  stock: `A whole number of units from 0 to ${PRODUCT_STOCK_MAX}.`,
  notItself: 'A product is not its own similar product or packaging variant.',
  unknownProduct: 'One of the chosen products does not exist.',
  unknownCategory: 'No such category.',
  unknownBrand: 'No such brand.',
  imageRequired: "Add the product's picture before showing it in the shop.",
  ordered: PRODUCT_ORDERED,
} as const;

/**
 * The per-market fields of each price tier, by kind: the grid of the form (one column per
 * market) and the schema below are built from it. Clients have no special offers.
 */
export const PRODUCT_MARKET_FIELDS = {
  professional: {
    price: PRICE_FIELDS.professional,
    price_old: marketFieldNames('price_old'),
    discount: marketFieldNames('discount'),
    is_special_offer: marketFieldNames('is_special_offer'),
    in_stock_for: IN_STOCK_FIELDS.professional,
  },
  client: {
    price: PRICE_FIELDS.client,
    price_old: marketFieldNames('client_price_old'),
    discount: marketFieldNames('client_discount'),
    in_stock_for: IN_STOCK_FIELDS.client,
  },
} as const satisfies Record<PriceTier, Record<string, Record<Market, string>>>;

type Kinds = typeof PRODUCT_MARKET_FIELDS;
type FieldOf<K extends string> = {
  [T in PriceTier]: K extends keyof Kinds[T] ? Kinds[T][K][Market & keyof Kinds[T][K]] : never;
}[PriceTier];

const money = z.number().min(0, PRODUCT_FORM_ERRORS.price).max(PRODUCT_PRICE_MAX, {
  message: PRODUCT_FORM_ERRORS.price,
});
const percent = z
  .number()
  .int(PRODUCT_FORM_ERRORS.discount)
  .min(0, PRODUCT_FORM_ERRORS.discount)
  .max(100, PRODUCT_FORM_ERRORS.discount);

type Kind = 'price' | 'price_old' | 'discount' | 'is_special_offer' | 'in_stock_for';

/** One schema under every field name of a kind, in the tiers that have it (`price`, `price_ro`…). */
function kindFields<const K extends Kind, T extends z.ZodType>(kind: K, type: T) {
  const tiers: Partial<Record<Kind, Record<Market, string>>>[] =
    Object.values(PRODUCT_MARKET_FIELDS);
  const names = tiers.flatMap((tier) => MARKETS.flatMap((market) => tier[kind]?.[market] ?? []));
  return Object.fromEntries(names.map((name) => [name, type])) as Record<FieldOf<K>, T>;
}

/** Every per-market field of the form, as the shop's answer names it. */
const marketShape = {
  ...kindFields('price', money.nullable()),
  ...kindFields('price_old', money.nullable()),
  ...kindFields('discount', percent),
  ...kindFields('is_special_offer', z.boolean()),
  ...kindFields('in_stock_for', z.boolean()),
};
export type ProductMarketValues = {
  [K in keyof typeof marketShape]: z.output<(typeof marketShape)[K]>;
};

/** Every per-market field of the form (`price`, `price_ro`, … `client_in_stock_for_ru`). */
export const PRODUCT_MARKET_FIELD_NAMES = Object.keys(marketShape) as (keyof ProductMarketValues)[];

/** An old price is shown crossed out above the price: only higher than a price that is set. */
export function oldPriceProblems(values: ProductMarketValues): string[] {
  const fields = Object.values(PRODUCT_MARKET_FIELDS).flatMap((tier) =>
    MARKETS.map((market) => ({ price: tier.price[market], old: tier.price_old[market] })),
  );
  return fields
    .filter(({ price, old }) => {
      const oldPrice = values[old as keyof ProductMarketValues] as number | null;
      const current = values[price as keyof ProductMarketValues] as number | null;
      return oldPrice !== null && (current === null || oldPrice <= current);
    })
    .map(({ old }) => old);
}

const text = (max: number) => singleLine(z.string().trim().max(max));
const ids = z
  .array(z.number().int().positive())
  .max(PRODUCT_RELATIONS_MAX)
  .refine((list) => new Set(list).size === list.length, 'Each product once.');

/** A new product: its Romanian title and category; it starts inactive (hidden from the shop). */
export const adminProductCreateSchema = z.object({
  title: translatedTextSchema({ max: 200, singleLine: true }),
  category: z.number().int().positive(),
});
export type AdminProductCreateBody = z.input<typeof adminProductCreateSchema>;

/** A product's whole form, saved at once. */
export const adminProductBodySchema = z
  .object({
    title: translatedTextSchema({ max: 200, singleLine: true }),
    short_description: translatedTextSchema({ max: 1000, required: false }),
    /** Rich text (the product page shows it as HTML): sanitized by the server. */
    description: translatedTextSchema({ max: 20_000, required: false }),
    description2: translatedTextSchema({ max: 20_000, required: false }),
    ingredients: translatedTextSchema({ max: 10_000, required: false }),
    type: text(60),
    weight_packaging: text(60),
    size_packaging: text(60),
    category: z.number().int().positive().nullable(),
    brand: z.number().int().positive().nullable(),
    tags: z.array(text(60).pipe(z.string().min(1))).max(PRODUCT_TAGS_MAX),
    doctor: z.boolean(),
    cosmetolog: z.boolean(),
    catherine_store: z.boolean(),
    ...marketShape,
    /** The warehouse's units: the checkout takes from it with a guarded update. */
    stock: z
      .number()
      .int(PRODUCT_FORM_ERRORS.stock)
      .min(0, PRODUCT_FORM_ERRORS.stock)
      .max(PRODUCT_STOCK_MAX, PRODUCT_FORM_ERRORS.stock),
    weight_grams: z.number().int().min(0).max(PRODUCT_STOCK_MAX),
    /** The other packagings of this product (variants_weight_packaging): the whole group. */
    variant_ids: ids,
    similar_ids: ids,
    /** An uploaded image (purpose `product`) for image_thumbnail; absent: kept. */
    image_id: z.number().int().positive().optional(),
    /** The second picture (image2_thumbnail); null: removed, absent: kept. */
    image2_id: z.number().int().positive().nullable().optional(),
  })
  .superRefine((values, context) => {
    for (const field of oldPriceProblems(values))
      context.addIssue({ code: 'custom', path: [field], message: PRODUCT_FORM_ERRORS.oldPrice });
  });
export type AdminProductBody = z.input<typeof adminProductBodySchema>;

export const adminProductListQuerySchema = authoringListQuerySchema(ADMIN_PRODUCT_SORTS, {
  pageSize: ADMIN_PRODUCTS_PAGE_SIZE,
}).extend({
  category: listFilterIdSchema,
  brand: listFilterIdSchema,
  status: z.enum(ADMIN_PRODUCT_STATUSES).optional(),
  stock: z.enum(ADMIN_PRODUCT_STOCK_FILTERS).optional(),
});
export type AdminProductListQuery = z.input<typeof adminProductListQuerySchema>;

const named = z.object({ id: z.number().int(), name: z.string() });
const nullableMoney = z.number().nullable();

export const adminProductRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image_thumbnail: z.string().nullable(),
  category: named.nullable(),
  brand: named.nullable(),
  active: z.boolean(),
  stock: z.number().int(),
  price: nullableMoney,
  price_ro: nullableMoney,
  price_ru: nullableMoney,
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

export const adminProductListSchema = countedListSchema(adminProductRowSchema);

/** A product named for a picker (similar products, packaging variants). */
export const adminProductPickSchema = z.object({ id: z.number().int(), title: z.string() });
export type AdminProductPick = z.infer<typeof adminProductPickSchema>;

/** A product's page: the form's values as stored, its pictures and relations named in `lang`. */
export const adminProductSchema = z.object({
  id: z.number().int(),
  active: z.boolean(),
  /** Ordered at least once: it can only be deactivated, never deleted. */
  ordered: z.boolean(),
  title: translatedAnswerSchema,
  short_description: translatedAnswerSchema,
  description: translatedAnswerSchema,
  description2: translatedAnswerSchema,
  ingredients: translatedAnswerSchema,
  type: z.string(),
  weight_packaging: z.string(),
  size_packaging: z.string(),
  category: z.number().int().nullable(),
  brand: z.number().int().nullable(),
  tags: z.array(z.string()),
  doctor: z.boolean(),
  cosmetolog: z.boolean(),
  catherine_store: z.boolean(),
  ...marketShape,
  stock: z.number().int(),
  weight_grams: z.number().int(),
  variants: z.array(adminProductPickSchema),
  similar: z.array(adminProductPickSchema),
  image_thumbnail: z.string().nullable(),
  image2_thumbnail: z.string().nullable(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** The body that saves a product as it is: the form's starting values. */
export function productFormOf(product: AdminProduct): AdminProductBody {
  const {
    id: _id,
    active: _active,
    ordered: _ordered,
    variants,
    similar,
    image_thumbnail: _image,
    image2_thumbnail: _image2,
    ...values
  } = product;
  return {
    ...values,
    variant_ids: variants.map((variant) => variant.id),
    similar_ids: similar.map((product) => product.id),
  };
}
